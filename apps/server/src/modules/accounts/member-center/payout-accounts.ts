import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { memberBankAccounts } from './schema';

/** A bound bank account as a payout sees it: whose it is, where it pays, and whether finance verified it. */
export interface PayoutAccount {
  id: number;
  memberId: number;
  accountName: string;
  accountNumber: string;
  verifiedAt: Date | null;
}

const columns = {
  id: memberBankAccounts.id,
  memberId: memberBankAccounts.memberId,
  accountName: memberBankAccounts.accountName,
  accountNumber: memberBankAccounts.accountNumber,
  verifiedAt: memberBankAccounts.verifiedAt,
};

/** The accounts with these ids (the review desk's lists); missing ids were removed. */
export async function findPayoutAccounts(db: DbOrTx, ids: number[]): Promise<PayoutAccount[]> {
  if (!ids.length) return [];
  return db.select(columns).from(memberBankAccounts).where(inArray(memberBankAccounts.id, ids));
}

/**
 * The account a payout is about to pay, share-locked until the paying transaction ends: a
 * verification in flight is waited for and seen, and nothing can un-verify or change the account
 * between this read and the money leaving.
 */
export async function lockPayoutAccount(tx: Tx, id: number): Promise<PayoutAccount | undefined> {
  const [row] = await tx
    .select(columns)
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.id, id))
    .for('share');
  return row;
}
