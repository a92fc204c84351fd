import type { PeriodKind } from './calculate';

/** A settlement period: its first and last site day, inclusive (YYYY-MM-DD). */
export interface Period {
  start: string;
  end: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const d = at(day);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
}

/**
 * The period of `kind` a site day falls in: a week runs Monday to Sunday; a half-month the 1st to the
 * 15th and the 16th to the month's last day; a month its whole calendar month.
 */
export function periodOf(kind: PeriodKind, day: string): Period {
  const d = at(day);
  if (kind === 'week') {
    const back = (d.getUTCDay() + 6) % 7;
    const start = addDays(day, -back);
    return { start, end: addDays(start, 6) };
  }
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const last = iso(new Date(Date.UTC(y, m + 1, 0)));
  const first = iso(new Date(Date.UTC(y, m, 1)));
  if (kind === 'month') return { start: first, end: last };
  const mid = iso(new Date(Date.UTC(y, m, 15)));
  return d.getUTCDate() <= 15 ? { start: first, end: mid } : { start: addDays(mid, 1), end: last };
}

/** The period before the one starting `start`. */
export const previousPeriod = (kind: PeriodKind, start: string): Period => periodOf(kind, addDays(start, -1));

/** The period after the one ending `end`. */
export const nextPeriod = (kind: PeriodKind, end: string): Period => periodOf(kind, addDays(end, 1));
