import { EditPassword } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';
import { toResult } from './call-result';

/** POST /member/profile/edit_password; a failure shows the server message (spec §8). */
export function postEditPassword(body: { old_password?: string; password: string; check_password: string }) {
  return toResult(() => callContract(EditPassword, body, { silent: true }));
}
