import { describe, expect, it } from 'vitest';
import { isZero, paysOf, ratePercent } from './plan-words';

describe('plan words', () => {
  it('writes rates as percentages without trailing zeros', () => {
    expect(ratePercent(1800)).toBe('18%');
    expect(ratePercent(1250)).toBe('12.5%');
    expect(ratePercent(5)).toBe('0.05%');
    expect(ratePercent(0)).toBe('0%');
  });
  it('tells zero amounts', () => {
    expect(isZero('0.00')).toBe(true);
    expect(isZero('0')).toBe(true);
    expect(isZero('0.01')).toBe(false);
    expect(isZero('10')).toBe(false);
  });
  it('says what each agent type is paid', () => {
    expect(paysOf(1, true)).toEqual({ share: true, cpa: false });
    expect(paysOf(2, false)).toEqual({ share: false, cpa: true });
    expect(paysOf(3, true)).toEqual({ share: true, cpa: true });
    expect(paysOf(0, false)).toEqual({ share: true, cpa: false });
  });
});

describe('exact trace figures', () => {
  it('drops the zeros an exact figure does not need, keeping the currency places', async () => {
    const { trimExact } = await import('./plan-words');
    expect(trimExact('2000.000000')).toBe('2000.00');
    expect(trimExact('16950.123400')).toBe('16950.1234');
    expect(trimExact('-12.500000')).toBe('-12.50');
    expect(trimExact('0.000001')).toBe('0.000001');
  });
});
