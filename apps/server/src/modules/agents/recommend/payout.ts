import { fromMinor, MONEY_LIMITS } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import { currencyOf, type LedgerService } from '../../money/ledger';
import { RecommendErrors } from './errors';
import { recommendRewards } from './schema';

/** The turnover module's intake (wagering/turnover's `TurnoverSink`), typed here by its shape. */
export interface TurnoverSink {
  addRequirement(
    input: {
      siteId: number;
      memberId: number;
      currency: string;
      source: 'recommend_reward';
      sourceRef: string;
      amount: bigint;
      multiple: number;
    },
    tx?: DbOrTx,
  ): Promise<unknown>;
}

export type RewardRow = typeof recommendRewards.$inferSelect;

/** One key per friend, ever: whatever pays a friend's reward twice moves the money once. */
export const rewardKey = (r: Pick<RewardRow, 'friendId'>) => `recommend_reward:${r.friendId}`;

/**
 * Pays one reward in the caller's transaction: the transfer from the site's recommend_expense to the
 * recommender's main wallet, the turnover requirement when the setting asks for one, and the row
 * marked paid. The caller has taken the row out of its unpaid state under a lock.
 */
export async function payReward(
  deps: { ledger: LedgerService; turnover?: TurnoverSink; now: Date },
  tx: Tx,
  r: RewardRow,
  decided?: { staffId: number; reason: string | null },
): Promise<RewardRow> {
  const { transfer } = await deps.ledger.transfer(
    {
      siteId: r.siteId,
      currency: r.currency,
      debit: { system: 'recommend_expense' },
      credit: { member: r.recommenderId },
      amount: r.amount,
      kind: 'recommend_reward',
      idempotencyKey: rewardKey(r),
      reference: `recommend_reward:${r.id}`,
      ...(decided ? { staffId: decided.staffId } : {}),
    },
    tx,
  );
  // The credit's UPDATE holds the wallet's row lock, so this balance is exact; past the currency's
  // ceiling the whole payout rolls back and the reward stays unpaid.
  const code = currencyOf(r.currency);
  const { balance } = await deps.ledger.mainBalance(r.recommenderId, r.currency, tx);
  if (balance > MONEY_LIMITS[code].maxBalance) {
    throw new AppError(RecommendErrors.aboveMaxBalance, {
      message: `amount: the member's balance may not exceed ${fromMinor(MONEY_LIMITS[code].maxBalance, code)} ${code}`,
    });
  }
  if (r.turnoverMultiple > 0 && deps.turnover) {
    await deps.turnover.addRequirement(
      {
        siteId: r.siteId,
        memberId: r.recommenderId,
        currency: r.currency,
        source: 'recommend_reward',
        sourceRef: rewardKey(r),
        amount: r.amount,
        multiple: r.turnoverMultiple,
      },
      tx,
    );
  }
  const [paid] = await tx
    .update(recommendRewards)
    .set({
      state: 'paid',
      transferId: transfer.id,
      paidAt: deps.now,
      ...(decided ? { decidedBy: decided.staffId, decidedAt: deps.now, decisionReason: decided.reason } : {}),
    })
    .where(eq(recommendRewards.id, r.id))
    .returning();
  return paid!;
}
