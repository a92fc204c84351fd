import { request } from '../../../api/request';
import { toResult } from './call-result';

export function postRegisterSms(body: { member_phone: string; currency: string; site_id: number }) {
  return toResult(
    async () =>
      (await request<unknown>('/register/sms', { ...body, type: 'register_member' }, { silent: true })).data,
  );
}
