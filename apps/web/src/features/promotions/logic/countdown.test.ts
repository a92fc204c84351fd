import { describe, expect, it } from 'vitest';
import { countdown, endTimeText, twoDigits } from './countdown';

describe('red envelope countdown', () => {
  it('counts whole seconds down to zero and stops there', () => {
    const end = '2026-11-22T12:00:00Z';
    const at = Date.parse(end);
    expect(countdown(end, at - 3_725_000)).toEqual({ done: false, hours: 1, minutes: 2, seconds: 5 });
    expect(countdown(end, at - 500)).toEqual({ done: false, hours: 0, minutes: 0, seconds: 1 });
    expect(countdown(end, at)).toMatchObject({ done: true, seconds: 0 });
    expect(countdown(end, at + 10_000)).toMatchObject({ done: true, hours: 0 });
    expect(twoDigits(5)).toBe('05');
  });
  it('shows the end in Caracas time by default', () => {
    expect(endTimeText('2026-11-22T12:00:00Z', 'en-GB')).toBe('22/11, 08:00');
  });
});
