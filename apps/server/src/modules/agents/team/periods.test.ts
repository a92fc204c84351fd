import { describe, expect, it } from 'vitest';
import { dashboardPeriods, daysBetween } from './periods';

describe('team periods', () => {
  it('starts the week on Monday and the month on the first, both ending today', () => {
    // 2026-11-29 is a Sunday: the week began on Monday the 23rd.
    expect(dashboardPeriods('2026-11-29')).toEqual([
      { period: 'today', start: '2026-11-29', end: '2026-11-29' },
      { period: 'week', start: '2026-11-23', end: '2026-11-29' },
      { period: 'month', start: '2026-11-01', end: '2026-11-29' },
    ]);
    // On a Monday the week is today alone; a week may start in the month before.
    expect(dashboardPeriods('2026-11-23')[1]).toMatchObject({ start: '2026-11-23' });
    expect(dashboardPeriods('2026-12-02')[1]).toMatchObject({ start: '2026-11-30' });
  });

  it('lists every day of a range across a month end and a daylight-saving change', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-03-28', '2026-03-30')).toHaveLength(3);
    expect(daysBetween('2026-05-05', '2026-05-05')).toEqual(['2026-05-05']);
  });
});
