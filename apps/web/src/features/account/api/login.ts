import { Login, type CallData, type CallRequest } from '@arks/contracts';
import { request } from '../../../api/request';
import { RequestError } from '../../../api/request-error';
import { toResult } from './call-result';

export type LoginRequest = CallRequest<typeof Login>;

/** Success carries the member (the Login contract); a double validation carries member_login_id and the question. */
export type LoginData = Partial<CallData<typeof Login>> & {
  member_login_id?: number | string;
  question?: string;
  available_questions_count?: number;
};

/**
 * POST /login. A member answer is checked against the Login contract; an answer asking for double
 * validation (spec §4; not yet in the contract) passes through with its question.
 */
export function postLogin(body: LoginRequest) {
  return toResult<LoginData>(async () => {
    const answer = await request<LoginData>(Login.path, body, { method: Login.method, silent: true });
    const data = answer.data ?? {};
    if (data.member_login_id != null && !data.token) return data;
    const parsed = Login.data.safeParse(data);
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
