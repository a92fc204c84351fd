import { CURRENCIES, toMinor, type CurrencyCode } from '@arks/contracts';
import { AppError } from '../../../platform/app-error';
import { LedgerErrors } from './errors';
import type { LedgerService } from './service';

export function currencyOf(code: string): CurrencyCode {
  // Members are only ever registered in a §9 currency; anything else is a broken row.
  if (!(code in CURRENCIES)) throw new Error(`unknown currency ${code}`);
  return code as CurrencyCode;
}

/** A wire amount in minor units; too many decimal places is the caller's error, not a crash. */
export function parseAmount(amount: string, currency: CurrencyCode): bigint {
  try {
    return toMinor(amount, currency);
  } catch {
    throw new AppError(LedgerErrors.amountInvalid);
  }
}

/**
 * Opens the member's main wallet and the system account outside any transaction. The ledger's
 * account directory remembers an id it created even when the caller's transaction then rolls back
 * (a refused request), which would leave a remembered id without a row; opened here, both commit.
 */
export async function openAccounts(
  ledger: LedgerService,
  siteId: number,
  currency: string,
  memberId: number,
  system:
    'withdrawals_clearing' | 'adjustments' | 'rebates_expense' | 'recommend_expense' | 'commission_expense',
) {
  await Promise.all([
    ledger.hasPending({ siteId, currency, account: { member: memberId } }),
    ledger.hasPending({ siteId, currency, account: { system } }),
  ]);
}
