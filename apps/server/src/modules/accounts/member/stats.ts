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

/** A member as the reports count a registration: who, where and when. */
export interface RegisteredMember {
  id: number;
  siteId: number;
  currency: string;
  createdAt: Date;
}

/**
 * Members in id order after `afterId`, for consumers that keep their own cursor (the daily
 * reports); with `site`, only that site's members registered in [from, to) up to id `upToId` (a
 * rollup rebuilt from the same rows its cursor has seen).
 */
export async function membersRegisteredAfter(
  db: DbOrTx,
  afterId: number,
  limit: number,
  site?: { siteId: number; from: Date; to: Date; upToId: number },
): Promise<RegisteredMember[]> {
  const rows = await db
    .select({
      id: members.id,
      siteId: members.siteId,
      currency: members.currency,
      createdAt: members.createdAt,
    })
    .from(members)
    .where(
      and(
        sql`${members.id} > ${afterId}`,
        site
          ? sql`${members.siteId} = ${site.siteId} and ${members.id} <= ${site.upToId}
                and ${members.createdAt} >= ${site.from.toISOString()} and ${members.createdAt} < ${site.to.toISOString()}`
          : undefined,
      ),
    )
    .orderBy(members.id)
    .limit(limit);
  return rows;
}

/** When each of these members registered (the agent centre's downline list). */
export async function registrationTimes(
  db: DbOrTx,
  memberIds: readonly number[],
): Promise<Map<number, Date>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, createdAt: members.createdAt })
    .from(members)
    .where(sql`${members.id} = any(${sql.param([...memberIds])}::bigint[])`);
  return new Map(rows.map((r) => [r.id, r.createdAt]));
}
