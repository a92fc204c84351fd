/** Quick ranges of the record filters; each ends today. */
export const RANGE_PRESETS = ['today', 'days7', 'days30'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DateRange {
  start_date: string;
  end_date: string;
}

const DAYS_BACK: Record<RangePreset, number> = { today: 0, days7: 6, days30: 29 };

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone. The server reads record dates as whole
 * days in the site's zone, so the quick ranges must count days there too, not in the browser's zone.
 */
export function dateInZone(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  } catch {
    // An unknown zone name from a misconfigured site: UTC rather than no filter at all.
    return at.toISOString().slice(0, 10);
  }
}

/** Calendar arithmetic on YYYY-MM-DD, done in UTC where every day has 24 hours. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "Last 7 days" includes today: today and the six days before it. */
export function presetRange(preset: RangePreset, now: Date, timeZone: string): DateRange {
  const today = dateInZone(now, timeZone);
  return { start_date: addDays(today, -DAYS_BACK[preset]), end_date: today };
}

/** The preset a range equals, if any, so its button shows as chosen. */
export function matchingPreset(range: DateRange, now: Date, timeZone: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, now, timeZone);
      return r.start_date === range.start_date && r.end_date === range.end_date;
    }) ?? null
  );
}

/** A range the server will accept: both dates present and in order. */
export function isValidRange(range: DateRange): boolean {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  return iso.test(range.start_date) && iso.test(range.end_date) && range.start_date <= range.end_date;
}
