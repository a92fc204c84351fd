import { request } from '../../../api/request';
import { toResult } from './call-result';

export interface LoginRequest {
  account: string;
  password: string;
  site_id: number;
  captcha_answer?: string;
  captcha_token?: string;
  answer?: string;
  device?: number;
  login_type?: number;
  system?: string;
  system_group?: string;
  system_version?: string;
  browser?: string;
  host?: string;
  udid?: string;
}

/** Success carries the member; a double validation carries member_login_id and the question. */
export interface LoginData {
  token?: string;
  member_id?: number | string;
  member_account?: string;
  member_currency?: string;
  member_type?: number | string;
  member_login_id?: number | string;
  question?: string;
  available_questions_count?: number;
}

export function postLogin(body: LoginRequest) {
  return toResult(async () => (await request<LoginData>('/login', body, { silent: true })).data);
}
