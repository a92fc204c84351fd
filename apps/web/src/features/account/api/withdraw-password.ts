import { request } from '../../../api/request';
import { toResult } from './call-result';

/**
 * Sets or changes the withdrawal password. The spec names no path for it ("password fields" of
 * /member/profile/edit_password); the withdrawal fields go through that call.
 */
export function postWithdrawPassword(body: { old_withdraw_password?: string; withdraw_password: string }) {
  return toResult(
    async () => (await request<unknown>('/member/profile/edit_password', body, { silent: true })).data,
  );
}
