import { describe, expect, it } from 'vitest';
import { hasValidSignature, isFresh, sign, withSignature } from './gateway-protocol';

describe('gateway signatures', () => {
  const params = { order_number: 'D1', amount: '100.00', currency: 'RMB', ts: '1795360000' };

  it('does not depend on field order and covers every field', () => {
    const a = sign(params, 's3cret');
    expect(sign({ ts: params.ts, currency: 'RMB', amount: '100.00', order_number: 'D1' }, 's3cret')).toBe(a);
    expect(sign({ ...params, amount: '100.01' }, 's3cret')).not.toBe(a);
    expect(sign(params, 'other')).not.toBe(a);
  });

  it('accepts its own signature and refuses tampering, other keys and garbage', () => {
    const signed = withSignature(params, 's3cret');
    expect(hasValidSignature(signed, 's3cret')).toBe(true);
    expect(hasValidSignature({ ...signed, amount: '999.00' }, 's3cret')).toBe(false);
    expect(hasValidSignature(signed, 'other')).toBe(false);
    expect(hasValidSignature({ ...signed, sign: 'zz' }, 's3cret')).toBe(false);
    expect(hasValidSignature({ ...params }, 's3cret')).toBe(false);
  });

  it('keeps a five-minute window either way', () => {
    const now = 1_795_360_000_000;
    expect(isFresh('1795360000', now)).toBe(true);
    expect(isFresh(String(1_795_360_000 - 301), now)).toBe(false);
    expect(isFresh(String(1_795_360_000 + 301), now)).toBe(false);
    expect(isFresh('soon', now)).toBe(false);
  });
});
