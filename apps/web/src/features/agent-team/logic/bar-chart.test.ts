import { describe, expect, it } from 'vitest';
import { axisDays, barLayout } from './bar-chart';

describe('bar chart layout', () => {
  it('puts positive bars above and negative bars below one zero line', () => {
    const { bars, zero } = barLayout(['300.00', '-100.00', '0.00']);
    expect(zero).toBe(75);
    expect(bars[0]).toEqual({ top: 0, height: 75, negative: false });
    expect(bars[1]).toEqual({ top: 75, height: 25, negative: true });
    expect(bars[2]).toEqual({ top: 75, height: 0, negative: false });
  });

  it('keeps the zero line at the bottom when nothing is negative and survives all zeros', () => {
    expect(barLayout(['5', '10']).zero).toBe(100);
    expect(barLayout(['10', '5']).bars[1]).toEqual({ top: 50, height: 50, negative: false });
    expect(barLayout(['0.00', '0.00']).bars.every((b) => b.height === 0)).toBe(true);
  });

  it('labels first, middle and last day', () => {
    expect(axisDays(['a', 'b'])).toEqual(['a', 'b']);
    expect(axisDays(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'c', 'e']);
  });
});
