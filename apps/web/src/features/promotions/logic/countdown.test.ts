import { describe, expect, it } from 'vitest';
import { countdown, countdownText, endTimeText, twoDigits } from './countdown';

describe('red envelope countdown', () => {
  it('counts whole seconds down to zero and stops there', () => {
    const end = '2026-11-22T12:00:00Z';
    const at = Date.parse(end);
    expect(countdown(end, at - 3_725_000)).toEqual({
      done: false,
      days: 0,
      hours: 1,
      minutes: 2,
      seconds: 5,
    });
    expect(countdown(end, at - 500)).toEqual({ done: false, days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdown(end, at)).toMatchObject({ done: true, seconds: 0 });
    expect(countdown(end, at + 10_000)).toMatchObject({ done: true, hours: 0 });
    expect(twoDigits(5)).toBe('05');
  });
  it('spec §4 red envelope "active with countdown": more than a day left shows the days, not 671 hours', () => {
    const end = '2026-11-22T12:00:00Z';
    const left = countdown(end, Date.parse(end) - (671 * 3600 + 54 * 60 + 48) * 1000);
    expect(left).toEqual({ done: false, days: 27, hours: 23, minutes: 54, seconds: 48 });
    const en = (days: number, clock: string) => `${days}d ${clock}`;
    expect(countdownText(left, en)).toBe('27d 23:54:48');
    // Exactly a day is still "1d 00:00:00"; under a day keeps the plain clock.
    expect(countdownText(countdown(end, Date.parse(end) - 86_400_000), en)).toBe('1d 00:00:00');
    expect(countdownText(countdown(end, Date.parse(end) - 86_399_000), en)).toBe('23:59:59');
  });
  it('spec §4 red envelope countdown: every language writes the days with its own words', async () => {
    const { LANG_CODES } = await import('@arks/contracts');
    const { loadCatalog } = await import('../../../i18n/catalogs');
    for (const language of LANG_CODES) {
      const catalog = (await loadCatalog(language)) as { redEnvelope: { daysLeft: string } };
      const text = catalog.redEnvelope.daysLeft;
      expect(text, language).toContain('{{days}}');
      expect(text, language).toContain('{{time}}');
    }
  });
  it('shows the end in Caracas time by default', () => {
    expect(endTimeText('2026-11-22T12:00:00Z', 'en-GB')).toBe('22/11, 08:00');
  });
});
