import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { adjustmentProposals } from './schema';

/** Adjustment proposals waiting for a second staff member. */
export async function proposalsWaiting(db: DbOrTx, scope: { siteId?: number; currency?: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(adjustmentProposals)
    .where(
      and(
        eq(adjustmentProposals.status, 'pending'),
        scope.siteId === undefined ? undefined : eq(adjustmentProposals.siteId, scope.siteId),
        scope.currency === undefined ? undefined : eq(adjustmentProposals.currency, scope.currency),
      ),
    );
  return row?.n ?? 0;
}
