import { RegisterSms } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';
import { toResult } from './call-result';

/**
 * Forgot password by SMS: /register/sms with type forgot_password and the account (docs/architecture.md).
 * The server texts the code only to that account's own phone and answers the same either way.
 */
export function postForgotSms(body: { account: string; member_phone: string; site_id: number }) {
  return toResult(() => callContract(RegisterSms, { ...body, type: 'forgot_password' }, { silent: true }));
}
