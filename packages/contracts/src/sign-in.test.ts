import { describe, expect, it } from 'vitest';
import { campaignDates, signInDayState } from './sign-in';

const base = { startDate: '2026-11-20', endDate: '2026-11-26', today: '2026-11-22', signed: false };

describe('sign-in calendar states', () => {
  it('gives every state of spec §3 its day', () => {
    expect(signInDayState({ ...base, date: '2026-11-22' })).toBe('can_sign_in');
    expect(signInDayState({ ...base, date: '2026-11-22', signed: true })).toBe('signed_in');
    expect(signInDayState({ ...base, date: '2026-11-21' })).toBe('sign_in_day_expired');
    expect(signInDayState({ ...base, date: '2026-11-23' })).toBe('not_yet_open');
    expect(signInDayState({ ...base, date: '2026-11-26', today: '2026-11-27' })).toBe('expired');
    expect(signInDayState({ ...base, date: '2026-11-20', today: '2026-11-19' })).toBe('not_yet_open');
  });
  it('lists every campaign date across month ends', () => {
    expect(campaignDates('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });
});
