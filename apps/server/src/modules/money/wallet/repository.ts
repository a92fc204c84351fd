import { calendarDay } from '../../../platform/day-window';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/**
 * The instants a date range covers in a time zone: from the first day's midnight up to (not
 * including) the midnight after the last day. PostgreSQL's zone rules handle daylight saving.
 */
export async function dayRangeInZone(db: DbOrTx, startDate: string, endDate: string, timeZone: string) {
  const { rows } = await db.execute<{ from: Date | string; to: Date | string }>(sql`
    select (${startDate}::date::timestamp at time zone ${timeZone}) as "from",
           ((${endDate}::date + 1)::timestamp at time zone ${timeZone}) as "to"`);
  const row = rows[0]!;
  return { from: new Date(row.from), to: new Date(row.to) };
}

/** The instants of the day `at` falls on in a time zone (a site's day, for its daily limits). */
export function dayOfInZone(db: DbOrTx, at: Date, timeZone: string) {
  const date = calendarDay(at, timeZone);
  return dayRangeInZone(db, date, date, timeZone);
}
