import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './constants';
import { fromMinor, padJackpot, toMinor } from './money';

describe('money conversion', () => {
  it('parses decimal strings by currency exponent', () => {
    expect(toMinor('12.34', 'RMB')).toBe(1234n);
    expect(toMinor('12', 'RMB')).toBe(1200n);
    expect(toMinor('12.5', 'USD')).toBe(1250n);
    expect(toMinor('50000', 'VND')).toBe(50000n);
    expect(toMinor('-3.10', 'THB')).toBe(-310n);
    expect(toMinor('1.000', 'RMB')).toBe(100n);
  });
  it('refuses more precision than the currency has, and non-numbers', () => {
    expect(() => toMinor('1.234', 'RMB')).toThrow(RangeError);
    expect(() => toMinor('1.5', 'VND')).toThrow(RangeError);
    expect(() => toMinor('1e3', 'RMB')).toThrow(RangeError);
    expect(() => toMinor('', 'RMB')).toThrow(RangeError);
  });
  it('round-trips every minor amount in every currency', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.constantFrom(...CURRENCY_CODES),
        (m, c) => {
          expect(toMinor(fromMinor(m, c), c)).toBe(m);
        },
      ),
    );
  });
  it('formats with fixed decimals', () => {
    expect(fromMinor(5n, 'RMB')).toBe('0.05');
    expect(fromMinor(-5n, 'RMB')).toBe('-0.05');
    expect(fromMinor(5n, 'VND')).toBe('5');
  });
  it('pads jackpots to 10 integer digits', () => {
    expect(padJackpot('1234.56')).toBe('0000001234.56');
    expect(padJackpot('7')).toBe('0000000007');
  });
});
