import type { CallRequest } from '@arks/contracts';
import { VxVerify } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';
import { toResult } from './call-result';

/** POST /arks/web/vx/verify: proves who the member is and returns the reset token (spec §4). */
export function postMemberVerify(body: CallRequest<typeof VxVerify>) {
  return toResult(() => callContract(VxVerify, body, { silent: true }));
}
