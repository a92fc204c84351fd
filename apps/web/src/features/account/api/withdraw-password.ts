import { WithdrawPasswordSave } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';
import { toResult } from './call-result';

/** Sets the withdraw password, or changes it with the old one (WithdrawPasswordSave). */
export function postWithdrawPassword(body: {
  old_withdraw_password?: string;
  withdraw_password: string;
  check_withdraw_password: string;
}) {
  return toResult(() => callContract(WithdrawPasswordSave, body, { silent: true }));
}
