import { describe, expect, it } from 'vitest';
import { remainingChange, requiredTotal, turnoverProgress } from './progress';

describe('turnover progress', () => {
  it('is the share wagered over every open requirement, in whole percent', () => {
    const open = [
      { required: '250.50', remaining: '170.50' },
      { required: '49.50', remaining: '49.50' },
    ];
    // 80.00 wagered of 300.00 required.
    expect(turnoverProgress(open)).toBe(26);
    expect(requiredTotal(open)).toBe('300.00');
  });

  it('is complete when nothing is open, and works for currencies without decimals', () => {
    expect(turnoverProgress([])).toBe(100);
    expect(turnoverProgress([{ required: '20000', remaining: '5000' }])).toBe(75);
    expect(requiredTotal([{ required: '20000' }, { required: '5' }])).toBe('20005');
    expect(requiredTotal([{ required: '0.05' }])).toBe('0.05');
  });

  it('a change is the signed difference it made to what remains, exact to the minor unit', () => {
    expect(remainingChange('3000.00', '2987.50')).toBe('-12.50');
    expect(remainingChange('0.00', '3000.00')).toBe('3000.00');
    expect(remainingChange('0.05', '0.00')).toBe('-0.05');
    expect(remainingChange('20000', '15000')).toBe('-5000');
    expect(remainingChange('10.00', '10.00')).toBe('0.00');
  });
});
