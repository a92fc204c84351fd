import { describe, expect, it } from 'vitest';
import { ProviderHeaders } from './protocol';
import { checkProviderSignature, signProviderRequest } from './signing';

const body = JSON.stringify({ reference: 'r1', player_id: 'p1', direction: 'in', amount: '100' });
const headersOf = (h: Record<string, string>) => ({
  timestamp: h[ProviderHeaders.timestamp],
  signature: h[ProviderHeaders.signature],
});

describe('provider request signing', () => {
  const now = 1_800_000_000_000;
  const signed = headersOf(signProviderRequest('s3cret', 'arks', 'POST', '/v1/transfers', body, now));

  it('accepts the exact request it signed', () => {
    expect(checkProviderSignature('s3cret', signed, 'POST', '/v1/transfers', body, now + 1000)).toBe('ok');
  });

  it('refuses another secret, path, method or a single changed byte of the body', () => {
    expect(checkProviderSignature('other', signed, 'POST', '/v1/transfers', body, now)).toBe('bad_signature');
    expect(checkProviderSignature('s3cret', signed, 'POST', '/v1/balance', body, now)).toBe('bad_signature');
    expect(checkProviderSignature('s3cret', signed, 'GET', '/v1/transfers', body, now)).toBe('bad_signature');
    const tampered = body.replace('"100"', '"900"');
    expect(checkProviderSignature('s3cret', signed, 'POST', '/v1/transfers', tampered, now)).toBe(
      'bad_signature',
    );
    expect(
      checkProviderSignature('s3cret', { timestamp: signed.timestamp }, 'POST', '/v1/transfers', body, now),
    ).toBe('bad_signature');
  });

  it('refuses a correctly signed request outside the five-minute window', () => {
    expect(checkProviderSignature('s3cret', signed, 'POST', '/v1/transfers', body, now + 6 * 60_000)).toBe(
      'stale_request',
    );
  });
});
