import { fromMinor, MONEY_LIMITS } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import { currencyOf, type LedgerService } from '../../money/ledger';
import { RebateErrors } from './errors';
import { rebates } from './schema';

/** Member levels by member id, as the levels module answers them (its `levelOfMembers`). */
export type LevelOf = (db: DbOrTx, siteId: number, memberIds: number[]) => Promise<Map<number, number>>;

/** The turnover module's intake (wagering/turnover's `TurnoverSink`), typed here by its shape. */
export interface TurnoverSink {
  addRequirement(
    input: {
      siteId: number;
      memberId: number;
      currency: string;
      source: 'rebate';
      sourceRef: string;
      amount: bigint;
      multiple: number;
    },
    tx?: DbOrTx,
  ): Promise<unknown>;
}

export type RebateRow = typeof rebates.$inferSelect;

/** Until levels are wired every member is at the base level, 0. */
export const baseLevelOf: LevelOf = async (_db, _siteId, memberIds) =>
  new Map(memberIds.map((id) => [id, 0]));

export const payoutKey = (r: Pick<RebateRow, 'siteId' | 'memberId' | 'day' | 'hall'>) =>
  `rebate:${r.siteId}:${r.memberId}:${r.day}:${r.hall}`;

/**
 * Pays one rebate in the caller's transaction: the ledger transfer from the site's rebates_expense
 * to the member's main wallet, the turnover requirement when the currency asks for one, and the row
 * marked paid. The transfer's key is the row's (member, day, hall), so whatever runs this twice
 * moves the money once; the caller has already taken the row out of its unpaid state under a lock.
 */
export async function payRebate(
  deps: { ledger: LedgerService; turnover?: TurnoverSink; now: Date },
  tx: Tx,
  r: RebateRow,
  turnoverMultiple: number,
  decided?: { staffId: number; reason: string | null },
): Promise<RebateRow> {
  const { transfer } = await deps.ledger.transfer(
    {
      siteId: r.siteId,
      currency: r.currency,
      debit: { system: 'rebates_expense' },
      credit: { member: r.memberId },
      amount: r.amount,
      kind: 'rebate',
      idempotencyKey: payoutKey(r),
      reference: `rebate:${r.day}:${r.hall}`,
      ...(decided ? { staffId: decided.staffId } : {}),
    },
    tx,
  );
  // The credit's UPDATE holds the wallet's row lock, so the balance read now is exact; past the
  // currency's ceiling the whole payout rolls back and the rebate stays unpaid.
  const code = currencyOf(r.currency);
  const { balance } = await deps.ledger.mainBalance(r.memberId, r.currency, tx);
  if (balance > MONEY_LIMITS[code].maxBalance) {
    throw new AppError(RebateErrors.aboveMaxBalance, {
      message: `amount: the member's balance may not exceed ${fromMinor(MONEY_LIMITS[code].maxBalance, code)} ${code}`,
    });
  }
  if (turnoverMultiple > 0 && deps.turnover) {
    await deps.turnover.addRequirement(
      {
        siteId: r.siteId,
        memberId: r.memberId,
        currency: r.currency,
        source: 'rebate',
        sourceRef: payoutKey(r),
        amount: r.amount,
        multiple: turnoverMultiple,
      },
      tx,
    );
  }
  const [paid] = await tx
    .update(rebates)
    .set({
      state: 'paid',
      transferId: transfer.id,
      paidAt: deps.now,
      ...(decided ? { decidedBy: decided.staffId, decidedAt: deps.now, decisionReason: decided.reason } : {}),
    })
    .where(eq(rebates.id, r.id))
    .returning();
  return paid!;
}
