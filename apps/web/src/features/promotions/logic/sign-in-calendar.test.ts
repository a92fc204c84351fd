import { describe, expect, it } from 'vitest';
import { calendarCells, canSignToday, weekdayMondayFirst, type SignInDay } from './sign-in-calendar';

const days: SignInDay[] = [
  { date: '2026-11-20', amount: '1.00', state: 'sign_in_day_expired' },
  { date: '2026-11-21', amount: '2.00', state: 'signed_in' },
  { date: '2026-11-22', amount: '3.00', state: 'can_sign_in' },
  { date: '2026-11-23', amount: '4.00', state: 'not_yet_open' },
];

describe('sign-in calendar', () => {
  it('reads weekdays Monday first without a time zone shifting the date', () => {
    expect(weekdayMondayFirst('2026-11-23')).toBe(0); // a Monday
    expect(weekdayMondayFirst('2026-11-22')).toBe(6); // a Sunday
    expect(weekdayMondayFirst('2026-11-20')).toBe(4); // a Friday
  });

  it('pads the first week and marks today', () => {
    const cells = calendarCells(days, '2026-11-22', null);
    expect(cells.slice(0, 4)).toEqual([null, null, null, null]);
    expect(cells[4]).toMatchObject({ date: '2026-11-20', dayOfMonth: 20, isToday: false });
    expect(cells.filter((c) => c?.isToday).map((c) => c!.date)).toEqual(['2026-11-22']);
    expect(cells).toHaveLength(8);
  });

  it('shows success for the day just signed and leaves the other states as the server gave them', () => {
    const cells = calendarCells(days, '2026-11-22', '2026-11-22').filter((c) => c !== null);
    expect(cells.map((c) => c.state)).toEqual([
      'sign_in_day_expired',
      'signed_in',
      'success',
      'not_yet_open',
    ]);
  });

  it('calls for attention only while today can be signed', () => {
    expect(canSignToday(days, '2026-11-22')).toBe(true);
    expect(canSignToday(days, '2026-11-21')).toBe(false);
    expect(canSignToday([], '2026-11-22')).toBe(false);
  });

  it('has no cells for an empty campaign', () => {
    expect(calendarCells([], '2026-11-22', null)).toEqual([]);
  });
});
