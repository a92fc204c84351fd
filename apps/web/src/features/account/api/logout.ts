import { request } from '../../../api/request';

/** POST /logout; the local session is cleared whatever the server answers (spec §4). */
export async function postLogout(): Promise<void> {
  await request('/logout', {}, { silent: true }).catch(() => undefined);
}
