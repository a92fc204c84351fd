import { RegisterSms } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';
import { toResult } from './call-result';

/**
 * POST /register/sms; the answer says when another code may be asked for (resend_after seconds). The
 * form's introducer goes along: one the site does not know answers 222 before a code is sent.
 */
export function postRegisterSms(body: {
  member_phone: string;
  currency: string;
  site_id: number;
  introducer?: string;
}) {
  return toResult(() => callContract(RegisterSms, { ...body, type: 'register_member' }, { silent: true }));
}
