import { fromMinor } from '@arks/contracts';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import { lockPayoutAccount, type PayoutAccount } from '../../accounts/member-center';
import { currencyOf } from '../ledger';
import { WithdrawalReviewErrors as RE } from './errors';
import { findLimits, type Limits } from './limits';
import type { WithdrawalRow } from './repository';

type Payee = Pick<WithdrawalRow, 'memberId' | 'bankAccountId' | 'accountName' | 'accountNumber'>;

/**
 * Whether the money goes to an account finance verified: the member's bound account the order named,
 * still with the number and holder the order copied (the order pays its copy, so a verified account
 * that has since changed says nothing about where this money goes).
 */
export const payeeVerified = (o: Payee, account: PayoutAccount | undefined) =>
  account !== undefined &&
  account.id === o.bankAccountId &&
  account.memberId === o.memberId &&
  account.accountNumber === o.accountNumber &&
  account.accountName === o.accountName &&
  account.verifiedAt !== null;

/** Whether the site's rule covers this amount: on, and not below the amount allowed unverified. */
export const payeeVerificationRequired = (o: Pick<WithdrawalRow, 'amount'>, limits: Limits) =>
  limits.verifiedOnly && o.amount >= limits.unverifiedBelow;

/**
 * Refuses paying (or proposing to pay) an order to an account finance has not verified where the
 * site's rule covers it. Runs in the approving transaction with the order locked; the account is
 * share-locked, so a verification racing this approval is either seen or waits, and no change to the
 * account lands before the money leaves.
 */
export async function refuseUnverifiedPayee(tx: Tx, o: WithdrawalRow) {
  const currency = currencyOf(o.currency);
  const limits = await findLimits(tx, o.siteId, currency);
  if (!payeeVerificationRequired(o, limits)) return;
  const account = o.bankAccountId === null ? undefined : await lockPayoutAccount(tx, o.bankAccountId);
  if (payeeVerified(o, account)) return;
  const named = `Bank account ${o.bankName} ****${o.accountNumber.slice(-4)} (${o.accountName})`;
  const from = limits.unverifiedBelow > 0n ? ` from ${fromMinor(limits.unverifiedBelow, currency)}` : '';
  const rule = `this site pays ${o.currency} withdrawals${from} only to accounts finance verified`;
  const bound = account?.accountNumber === o.accountNumber && account.accountName === o.accountName;
  throw new AppError(RE.payeeUnverified, {
    message: bound
      ? `${named} is not verified by finance, and ${rule}. Verify the account, then approve.`
      : `${named} is no longer the member's bound account, and ${rule}. Reject the withdrawal.`,
    data: { member_id: o.memberId, bank_account_id: o.bankAccountId },
  });
}
