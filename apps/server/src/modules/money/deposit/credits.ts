import { and, eq, gt, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { depositChannels, depositOrders } from './schema';

/** A credited deposit whose channel asks turnover, as wagering/turnover reads it. */
export interface CreditedDeposit {
  orderNumber: string;
  siteId: number;
  memberId: number;
  currency: string;
  amount: bigint;
  /** The channel's multiple in basis points (10000 = 1x). */
  turnoverMultipleBp: number;
}

/**
 * Deposits credited in [from, to) through a channel that asks turnover: what the turnover sweep
 * re-reads, so a requirement whose `deposit.succeeded` event was lost (the process stopped between
 * commit and listener) is still added. With `memberId`, only that member's (the withdrawal's catch-up).
 */
export async function depositsAskingTurnover(
  db: DbOrTx,
  from: Date,
  to: Date,
  memberId?: number,
): Promise<CreditedDeposit[]> {
  return db
    .select({
      orderNumber: depositOrders.orderNumber,
      siteId: depositOrders.siteId,
      memberId: depositOrders.memberId,
      currency: depositOrders.currency,
      amount: depositOrders.amount,
      turnoverMultipleBp: depositChannels.turnoverMultipleBp,
    })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(
      and(
        eq(depositOrders.status, 'success'),
        gte(depositOrders.resolvedAt, from),
        lt(depositOrders.resolvedAt, to),
        gt(depositChannels.turnoverMultipleBp, 0),
        memberId === undefined ? undefined : eq(depositOrders.memberId, memberId),
      ),
    );
}
