import { and, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { dayOf, inWindow, type DayWindow } from '../../../platform/day-window';
import { depositChannels, depositOrders } from './schema';

export interface DepositDay {
  count: number;
  amount: bigint;
  /** Members whose first credited deposit ever was this day's. */
  firstDeposits: number;
}

/** Credited deposits per day, by when they were credited (index deposit_orders_site_success_idx). */
export async function depositsByDay(db: DbOrTx, w: DayWindow): Promise<Map<string, DepositDay>> {
  const day = dayOf(depositOrders.resolvedAt, w.timeZone);
  // An earlier credited order of the same member (its member index) makes this one not the first.
  // Qualified by hand: drizzle writes a column in a select list unqualified, which inside the
  // subquery would name the inner row's own column.
  const first = sql<number>`count(*) filter (where not exists (
      select 1 from deposit_orders e where e.member_id = deposit_orders.member_id and e.status = 'success'
        and (e.resolved_at, e.id) < (deposit_orders.resolved_at, deposit_orders.id)))`.mapWith(Number);
  const rows = await db
    .select({ day, n: count(), amount: sum(depositOrders.amount), first })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.siteId, w.siteId),
        eq(depositOrders.currency, w.currency),
        eq(depositOrders.status, 'success'),
        inWindow(depositOrders.resolvedAt, w),
      ),
    )
    // By position: the day expression carries its time zone as a parameter, which PostgreSQL
    // would not know to be the same expression as the select list's.
    .groupBy(sql`1`);
  return new Map(
    rows.map((r) => [r.day, { count: r.n, amount: BigInt(r.amount ?? 0), firstDeposits: r.first }]),
  );
}

/**
 * Bank-transfer deposits waiting for staff. Gateway orders wait for the gateway's callback, not for
 * staff, so they are not counted.
 */
export async function depositsWaiting(db: DbOrTx, scope: { siteId?: number; currency?: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(
      and(
        eq(depositOrders.status, 'pending'),
        eq(depositChannels.type, 'bank'),
        scope.siteId === undefined ? undefined : eq(depositOrders.siteId, scope.siteId),
        scope.currency === undefined ? undefined : eq(depositOrders.currency, scope.currency),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Credited deposits of [from, to) per member of the site (by when they were credited): what member
 * levels measure. `memberIds` narrows it to those members.
 */
export async function memberDepositTotals(
  db: DbOrTx,
  siteId: number,
  from: Date,
  to: Date,
  memberIds?: number[],
): Promise<{ memberId: number; currency: string; amount: bigint }[]> {
  if (memberIds && memberIds.length === 0) return [];
  const rows = await db
    .select({
      memberId: depositOrders.memberId,
      currency: depositOrders.currency,
      amount: sum(depositOrders.amount),
    })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.siteId, siteId),
        eq(depositOrders.status, 'success'),
        gte(depositOrders.resolvedAt, from),
        lt(depositOrders.resolvedAt, to),
        memberIds ? inArray(depositOrders.memberId, memberIds) : undefined,
      ),
    )
    .groupBy(depositOrders.memberId, depositOrders.currency);
  return rows.map((r) => ({ memberId: r.memberId, currency: r.currency, amount: BigInt(r.amount ?? 0) }));
}
