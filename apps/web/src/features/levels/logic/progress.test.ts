import { describe, expect, it } from 'vitest';
import { progressPercent, remainingAmount } from './progress';

describe('level progress', () => {
  it('gives whole percents of the threshold, capped at 100, a zero threshold reached', () => {
    expect(progressPercent('150.00', '1000.00')).toBe(15);
    expect(progressPercent('999.99', '1000.00')).toBe(99);
    expect(progressPercent('1200.00', '1000.00')).toBe(100);
    expect(progressPercent('0.00', '0.00')).toBe(100);
    expect(progressPercent('5', '3500000')).toBe(0);
  });

  it('says what is left in the currency’s decimals, 0 once reached', () => {
    expect(remainingAmount('150.00', '1000.00')).toBe('850.00');
    expect(remainingAmount('999.99', '1000.00')).toBe('0.01');
    expect(remainingAmount('1200.00', '1000.00')).toBe('0.00');
    expect(remainingAmount('1000', '3500000')).toBe('3499000');
  });
});
