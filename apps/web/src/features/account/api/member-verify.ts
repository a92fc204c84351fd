import { request } from '../../../api/request';
import { toResult } from './call-result';

/** POST /arks/web/vx/verify: proves who the member is and returns the reset token (spec §4). */
export function postMemberVerify(body: {
  account: string;
  withdraw_password: string;
  member_email?: string;
  member_phone?: string;
}) {
  return toResult(
    async () => (await request<{ token: string }>('/arks/web/vx/verify', body, { silent: true })).data,
  );
}
