import type { CallRequest } from '@arks/contracts';
import { Register } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';
import { toResult } from './call-result';

/** POST /register: every parameter snake_case (spec §3); success answers like a login. */
export function postRegister(body: CallRequest<typeof Register>) {
  return toResult(() => callContract(Register, body, { silent: true }));
}
