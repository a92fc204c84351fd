import { describe, expect, it } from 'vitest';
import { addDecimals, subtractDecimals, toMinor } from './decimal';

describe('decimal sums', () => {
  it('adds and subtracts exactly, where floats would not', () => {
    expect(addDecimals('0.10', '0.20')).toBe('0.30');
    expect(subtractDecimals('40000.00', '35000.01')).toBe('4999.99');
    expect(subtractDecimals('100.00', '250.50')).toBe('-150.50');
    expect(addDecimals('92233720368547758.07', '0.01')).toBe('92233720368547758.08');
  });

  it('keeps the longer fraction and whole-unit currencies', () => {
    expect(addDecimals('1.5', '2.25')).toBe('3.75');
    expect(subtractDecimals('125000000', '2000000')).toBe('123000000');
    expect(subtractDecimals('0.05', '0.05')).toBe('0.00');
    expect(addDecimals()).toBe('0');
  });
});

describe('toMinor', () => {
  it('scales to the currency and refuses more decimals than it has', () => {
    expect(toMinor('50000.01', 2)).toBe(5_000_001n);
    expect(toMinor('3', 2)).toBe(300n);
    expect(toMinor('1.5', 0)).toBeNull();
    expect(toMinor('125000000', 0)).toBe(125_000_000n);
  });
});
