import { request } from '../../../api/request';
import { toResult } from './call-result';

/**
 * POST /member/profile/withdraw_password (not named in §7; the contract WithdrawPasswordSave is
 * being added in packages/contracts/src/member-center.ts). Changing needs the old password.
 */
export function postWithdrawPassword(body: {
  old_withdraw_password?: string;
  withdraw_password: string;
  check_withdraw_password: string;
}) {
  return toResult(
    async () => (await request<null>('/member/profile/withdraw_password', body, { silent: true })).data,
  );
}
