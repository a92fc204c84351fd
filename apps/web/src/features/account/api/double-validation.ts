import { request } from '../../../api/request';
import { toResult } from './call-result';
import type { LoginData } from './login';

export function postDoubleValidation(body: {
  member_login_id: string;
  answer: string;
  captcha_answer: string;
  captcha_token: string;
}) {
  return toResult(
    async () => (await request<LoginData>('/login/double_validation', body, { silent: true })).data,
  );
}
