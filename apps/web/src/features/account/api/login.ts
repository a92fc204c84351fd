import type { CallRequest, ZLoginSuccess } from '@arks/contracts';
import { Login } from '@arks/contracts/routes';
import type { z } from 'zod';
import { request } from '../../../api/request';
import { RequestError } from '../../../api/request-error';
import { toResult } from './call-result';

export type LoginRequest = CallRequest<typeof Login>;

/** Success carries the member (the Login contract); a double validation carries member_login_id and the question. */
export type LoginData = Partial<z.infer<typeof ZLoginSuccess>> & {
  member_login_id?: number | string;
  question?: string;
  available_questions_count?: number;
};

/** POST /login, checked against the Login contract: a member, or a double-validation question. */
export function postLogin(body: LoginRequest) {
  return toResult<LoginData>(async () => {
    const answer = await request<LoginData>(Login.path, body, { method: Login.method, silent: true });
    const data = answer.data ?? {};
    if (data.member_login_id != null && !data.token) return data;
    const parsed = (await Login.contract()).data.safeParse(data);
    if (!parsed.success) {
      throw new RequestError({
        kind: 'invalid',
        code: answer.code,
        message: `Invalid answer (${Login.name})`,
      });
    }
    return parsed.data;
  });
}
