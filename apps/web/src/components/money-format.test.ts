import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney } from './money-format';

describe('formatMoney', () => {
  it('writes the symbol, groups thousands and keeps the currency’s minor units', () => {
    expect(formatMoney('1234.5', 'RMB')).toBe('¥1,234.50');
    expect(formatMoney('12000', 'VND')).toBe('₫12,000');
    expect(formatMoney('0.00', 'USD')).toBe('$0.00');
    expect(formatMoney('1234567890123456789.99', 'THB')).toBe('฿1,234,567,890,123,456,789.99');
  });

  it('signs amounts when asked, never zero', () => {
    expect(formatMoney('-0.50', 'RMB')).toBe('-¥0.50');
    expect(formatMoney('5.00', 'RMB', { signed: true })).toBe('+¥5.00');
    expect(formatMoney('0.00', 'RMB', { signed: true })).toBe('¥0.00');
    expect(formatMoney('-0.00', 'RMB')).toBe('¥0.00');
  });

  it('leaves what is not a decimal amount alone and names unknown currencies', () => {
    expect(formatMoney('n/a', 'RMB')).toBe('n/a');
    expect(formatMoney('10.5', 'XYZ')).toBe('XYZ10.5');
    expect(currencySymbol('MMK')).toBe('K');
  });
});
