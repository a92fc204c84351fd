import { fromMinor, MONEY_LIMITS, type CurrencyCode } from '@arks/contracts';
import type { Tx } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { pgError } from '../../../platform/db-retry';
import { turnoverMetadata, type LedgerService, type TransferResult, type TurnoverFacts } from '../ledger';

export interface AdjustedMember {
  id: number;
  siteId: number;
  currency: string;
  code: CurrencyCode;
}

const aboveCeiling = (m: AdjustedMember) =>
  new AppError(PlatformErrors.badRequest, {
    message: `amount: the member's balance may not exceed ${fromMinor(MONEY_LIMITS[m.code].maxBalance, m.code)} ${m.code}`,
  });

/**
 * One manual adjustment between the member's main wallet and the site's `adjustments` account, in the
 * caller's transaction. A credit that takes the wallet above the currency's `maxBalance` is undone
 * with the transaction: the credit's UPDATE holds the row lock, so the balance read after it is exact.
 * A bigint overflow (a wallet filled by other credits) is the same 400, never a 500.
 */
export async function postAdjustment(
  ledger: LedgerService,
  tx: Tx,
  m: AdjustedMember,
  minor: bigint,
  t: {
    idempotencyKey: string;
    memo: string;
    staffId: number;
    reference?: string;
    /** A bonus asking turnover: its facts go into the transfer's metadata with the credit. */
    turnover?: TurnoverFacts;
  },
): Promise<TransferResult> {
  const credit = minor > 0n;
  let result: TransferResult;
  try {
    result = await ledger.transfer(
      {
        siteId: m.siteId,
        currency: m.currency,
        debit: credit ? { system: 'adjustments' } : { member: m.id },
        credit: credit ? { member: m.id } : { system: 'adjustments' },
        amount: credit ? minor : -minor,
        kind: 'adjustment',
        idempotencyKey: t.idempotencyKey,
        memo: t.memo,
        staffId: t.staffId,
        ...(t.reference ? { reference: t.reference } : {}),
        ...(credit && t.turnover ? turnoverMetadata(t.turnover) : {}),
      },
      tx,
    );
  } catch (err) {
    if (pgError(err)?.code === '22003') throw aboveCeiling(m);
    throw err;
  }
  if (credit && !result.replayed) {
    const { balance } = await ledger.mainBalance(m.id, m.currency, tx);
    if (balance > MONEY_LIMITS[m.code].maxBalance) throw aboveCeiling(m);
  }
  return result;
}
