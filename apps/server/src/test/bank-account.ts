import { AdminMemberBankAccountVerify, BankAccountStore } from '@arks/contracts';
import type { Input } from './api-client';
import type { Member } from './member-client';
import type { Staff } from './staff-token';

/**
 * Binds a bank account for the member and has finance verify it, as the operator does after a
 * deposit from it: withdrawals to it can then be approved (sites pay only verified accounts).
 */
export async function verifiedBankAccount(
  member: Member,
  finance: Staff,
  account: Input<typeof BankAccountStore>,
) {
  const { bank_account } = await member.call(BankAccountStore, account);
  await finance.call(AdminMemberBankAccountVerify, {
    id: member.id,
    bank_account_id: bank_account.id,
    reason: 'test: a deposit from this account matched the holder',
  });
  return bank_account;
}
