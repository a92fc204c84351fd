import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { dayOf, inWindow, type DayWindow } from '../../../platform/day-window';
import { members } from './schema';

/** Registrations per day of one site and currency (index members_site_currency_created_idx). */
export async function registrationsByDay(db: DbOrTx, w: DayWindow): Promise<Map<string, number>> {
  const day = dayOf(members.createdAt, w.timeZone);
  const rows = await db
    .select({ day, n: count() })
    .from(members)
    .where(
      and(eq(members.siteId, w.siteId), eq(members.currency, w.currency), inWindow(members.createdAt, w)),
    )
    // By position: the day expression carries its time zone as a parameter, which PostgreSQL
    // would not know to be the same expression as the select list's.
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, r.n]));
}
