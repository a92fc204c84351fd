import { Logout } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';

/** POST /logout; the local session is cleared whatever the server answers (spec §4). */
export async function postLogout(): Promise<void> {
  await callContract(Logout, {}, { silent: true }).catch(() => undefined);
}
