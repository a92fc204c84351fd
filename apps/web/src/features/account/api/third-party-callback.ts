import type { CallData, CallRequest } from '@arks/contracts';
import { ThirdPartyLoginCallback } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';
import { toResult } from './call-result';

/** Hands the provider's answer to the server, which answers as the password login does. */
export function postThirdPartyCallback(body: CallRequest<typeof ThirdPartyLoginCallback>) {
  return toResult<CallData<typeof ThirdPartyLoginCallback>>(() =>
    callContract(ThirdPartyLoginCallback, body, { silent: true }),
  );
}
