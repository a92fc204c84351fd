import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROVIDER_SIGNATURE_WINDOW_MS, ProviderHeaders, signingString } from './protocol';

/** Node-only (node:crypto): the signing both ends of the provider protocol share. */
export function signProviderRequest(
  secret: string,
  operator: string,
  method: string,
  path: string,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  const signature = createHmac('sha256', secret)
    .update(signingString(timestamp, method, path, body))
    .digest('hex');
  return {
    [ProviderHeaders.operator]: operator,
    [ProviderHeaders.timestamp]: timestamp,
    [ProviderHeaders.signature]: signature,
  };
}

export type SignatureCheck = 'ok' | 'bad_signature' | 'stale_request';

export function checkProviderSignature(
  secret: string,
  headers: { timestamp?: string; signature?: string },
  method: string,
  path: string,
  body: string,
  now = Date.now(),
): SignatureCheck {
  const ts = Number(headers.timestamp);
  if (!headers.timestamp || !headers.signature || !Number.isFinite(ts)) return 'bad_signature';
  const expected = createHmac('sha256', secret)
    .update(signingString(headers.timestamp, method, path, body))
    .digest();
  const given = Buffer.from(headers.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  return Math.abs(now - ts) > PROVIDER_SIGNATURE_WINDOW_MS ? 'stale_request' : 'ok';
}
