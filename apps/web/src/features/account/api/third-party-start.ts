import type { CallData, CallRequest } from '@arks/contracts';
import { ThirdPartyLoginStart } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';
import { toResult } from './call-result';

/** Asks where to send the auth popup; the answer also binds the sign-in to this browser (a cookie). */
export function postThirdPartyStart(body: CallRequest<typeof ThirdPartyLoginStart>) {
  return toResult<CallData<typeof ThirdPartyLoginStart>>(() =>
    callContract(ThirdPartyLoginStart, body, { silent: true }),
  );
}
