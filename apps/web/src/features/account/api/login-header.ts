import type { CallData } from '@arks/contracts';
import { GetLoginHeader } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';

/**
 * GET /get_login_header (spec §7 "then POST /login"): the address and host the server sees, echoed in
 * the login payload. A failure leaves them out rather than blocking the login.
 */
export async function fetchLoginHeader(): Promise<Partial<CallData<typeof GetLoginHeader>>> {
  return callContract(GetLoginHeader, {}, { silent: true }).catch(() => ({}));
}
