import { calendarDay } from '../../../platform/day-window';

/** One cell of the rate grid: basis points of valid bets for a member level and a hall. */
export interface RateCell {
  currency: string;
  level: number;
  hall: number;
  rateBp: number;
}

/**
 * The rate a member of `level` gets in `hall`: the cell of the highest level at or below theirs that
 * the grid has for the hall (a level without its own row keeps the one below), else 0.
 */
export function rateFor(grid: readonly RateCell[], currency: string, level: number, hall: number): number {
  let best: RateCell | undefined;
  for (const c of grid) {
    if (c.currency !== currency || c.hall !== hall || c.level > level) continue;
    if (!best || c.level > best.level) best = c;
  }
  return best?.rateBp ?? 0;
}

/** floor(valid × rate): minor units, never rounded up. */
export const rebateOf = (validBet: bigint, rateBp: number): bigint => (validBet * BigInt(rateBp)) / 10_000n;

/** The day before `date` (YYYY-MM-DD), as a calendar date. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The calendar date `at` falls on in a time zone. */
export const dateInZone = calendarDay;
