import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { memberBankAccounts } from './schema';

/**
 * Bank account numbers for member administration: the search by number and the linked-accounts
 * review. A number is unique per site, so a shared number links members across sites.
 */
export function createBankAccountLinks(db: Db) {
  return {
    async memberIdsByBankAccount(accountNumber: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ memberId: memberBankAccounts.memberId })
        .from(memberBankAccounts)
        .where(eq(memberBankAccounts.accountNumber, accountNumber))
        .limit(limit);
      return rows.map((r) => r.memberId);
    },

    /** Other members who bound one of this member's account numbers, with the number. */
    async othersSharingBankAccount(
      memberId: number,
      limit: number,
    ): Promise<{ memberId: number; value: string }[]> {
      const own = db
        .select({ n: memberBankAccounts.accountNumber })
        .from(memberBankAccounts)
        .where(eq(memberBankAccounts.memberId, memberId));
      return db
        .selectDistinct({ memberId: memberBankAccounts.memberId, value: memberBankAccounts.accountNumber })
        .from(memberBankAccounts)
        .where(and(inArray(memberBankAccounts.accountNumber, own), ne(memberBankAccounts.memberId, memberId)))
        .limit(limit);
    },
  };
}
export type BankAccountLinks = ReturnType<typeof createBankAccountLinks>;
