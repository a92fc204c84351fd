import type { CallContract, CallData, CallRequest, CallRoute } from '@arks/contracts';
import { toast } from '../lib/toast';
import { TIMING } from '@arks/contracts';
import { i18n } from '../i18n/instance';
import { request, type RequestOptions } from './request';
import { RequestError } from './request-error';

/**
 * Calls one operation of the shared contract and checks its `data` against the contract's schema, so a
 * server that drifts from the contract fails loudly here instead of rendering half a page. The schema
 * is loaded alongside the request (CallRoute): the first page needs no call, so it never loads zod.
 */
export async function callContract<C extends CallContract>(
  route: CallRoute<C>,
  body: CallRequest<C>,
  options: Omit<RequestOptions, 'method'> = {},
): Promise<CallData<C>> {
  const [envelope, contract] = await Promise.all([
    request(route.path, body, { ...options, method: route.method }),
    route.contract(),
  ]);
  const parsed = contract.data.safeParse(envelope.data);
  if (!parsed.success) {
    // Spec §8 "invalid or unhandled (code and name)".
    const error = new RequestError({
      kind: 'invalid',
      code: envelope.code,
      message: i18n.t('requestFailed', { code: envelope.code, name: route.name }),
    });
    if (!options.silent) toast.error(error.message, { duration: TIMING.toastDuration });
    throw error;
  }
  return parsed.data as CallData<C>;
}
