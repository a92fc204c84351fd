import { describe, expect, it } from 'vitest';
import { ratePercent } from './rebate-format';

describe('rebate rate', () => {
  it('reads basis points as a percentage with two decimals', () => {
    expect(ratePercent(85)).toBe('0.85%');
    expect(ratePercent(100)).toBe('1.00%');
    expect(ratePercent(5)).toBe('0.05%');
    expect(ratePercent(0)).toBe('0.00%');
  });
});
