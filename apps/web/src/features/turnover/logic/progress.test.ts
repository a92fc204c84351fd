import { describe, expect, it } from 'vitest';
import { requiredTotal, turnoverProgress } from './progress';

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
});
