import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { dayOf, inWindow, type DayWindow } from '../../../platform/day-window';
import { withdrawalOrders } from './schema';

/** Approved (paid) withdrawals per day, by when they were approved (withdrawal_orders_site_approved_idx). */
export async function withdrawalsByDay(
  db: DbOrTx,
  w: DayWindow,
): Promise<Map<string, { count: number; amount: bigint }>> {
  const day = dayOf(withdrawalOrders.resolvedAt, w.timeZone);
  const rows = await db
    .select({ day, n: count(), amount: sum(withdrawalOrders.amount) })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.siteId, w.siteId),
        eq(withdrawalOrders.currency, w.currency),
        eq(withdrawalOrders.status, 'approved'),
        inWindow(withdrawalOrders.resolvedAt, w),
      ),
    )
    // By position: the day expression carries its time zone as a parameter, which PostgreSQL
    // would not know to be the same expression as the select list's.
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, { count: r.n, amount: BigInt(r.amount ?? 0) }]));
}

/** Withdrawals waiting for staff review. */
export async function withdrawalsWaiting(db: DbOrTx, scope: { siteId?: number; currency?: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.status, 'pending'),
        scope.siteId === undefined ? undefined : eq(withdrawalOrders.siteId, scope.siteId),
        scope.currency === undefined ? undefined : eq(withdrawalOrders.currency, scope.currency),
      ),
    );
  return row?.n ?? 0;
}
