import { describe, expect, it } from 'vitest';
import { nextPeriod, periodOf, previousPeriod } from './periods';

describe('settlement periods', () => {
  it('runs weeks Monday to Sunday', () => {
    expect(periodOf('week', '2026-01-14')).toEqual({ start: '2026-01-12', end: '2026-01-18' });
    expect(periodOf('week', '2026-01-18')).toEqual({ start: '2026-01-12', end: '2026-01-18' });
    expect(previousPeriod('week', '2026-01-12')).toEqual({ start: '2026-01-05', end: '2026-01-11' });
  });
  it('splits months at the 15th', () => {
    expect(periodOf('half_month', '2026-02-15')).toEqual({ start: '2026-02-01', end: '2026-02-15' });
    expect(periodOf('half_month', '2026-02-16')).toEqual({ start: '2026-02-16', end: '2026-02-28' });
    expect(nextPeriod('half_month', '2026-02-28')).toEqual({ start: '2026-03-01', end: '2026-03-15' });
  });
  it('runs whole months, leap years included', () => {
    expect(periodOf('month', '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(previousPeriod('month', '2026-01-01')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });
});
