import { request } from '../../../api/request';
import { toResult } from './call-result';
import type { LoginData } from './login';

/** POST /register: every parameter snake_case (spec §3); success answers like a login. */
export function postRegister(body: Record<string, unknown>) {
  return toResult(async () => (await request<LoginData>('/register', body, { silent: true })).data);
}
