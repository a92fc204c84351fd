import { VxReset } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';
import { toResult } from './call-result';

/** POST /arks/web/vx/reset: the new password with the verify token. */
export function postMemberReset(body: { account: string; password: string; token: string }) {
  return toResult(() => callContract(VxReset, body, { silent: true }));
}
