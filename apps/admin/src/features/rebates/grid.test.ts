import { describe, expect, it } from 'vitest';
import { fromGrid, lastClosedDay, nextLevel, percentOf, toGrid } from './grid';

describe('rebate rate grid', () => {
  it('lays the cells out as a row per level with a rate or blank per hall, and back', () => {
    const cells = [
      { level: 2, hall: 3, rate_bp: 80 },
      { level: 0, hall: 2, rate_bp: 50 },
      { level: 0, hall: 3, rate_bp: 60 },
    ];
    const grid = toGrid(cells, [2, 3]);
    expect(grid).toEqual([
      { level: 0, rates: { 2: 50, 3: 60 } },
      { level: 2, rates: { 2: null, 3: 80 } },
    ]);
    expect(fromGrid(grid)).toEqual([
      { level: 0, hall: 2, rate_bp: 50 },
      { level: 0, hall: 3, rate_bp: 60 },
      { level: 2, hall: 3, rate_bp: 80 },
    ]);
    expect(nextLevel(grid)).toBe(3);
  });

  it('always has the base level, even with no rates yet', () => {
    expect(toGrid([], [2])).toEqual([{ level: 0, rates: { 2: null } }]);
    expect(nextLevel(toGrid([], [2]))).toBe(1);
  });

  it('reads basis points as a percentage and finds the last closed day in the site zone', () => {
    expect(percentOf(85)).toBe('0.85%');
    // 20:00 UTC on the 14th is already the 15th in Shanghai: the 14th is the last closed day.
    expect(lastClosedDay(new Date('2026-01-14T20:00:00Z'), 'Asia/Shanghai')).toBe('2026-01-14');
    expect(lastClosedDay(new Date('2026-01-14T20:00:00Z'), 'America/Caracas')).toBe('2026-01-13');
  });
});
