import type { TestApp } from './build-test-app';
import { registeredMember, type Member, type MemberOptions } from './member-client';

/**
 * A site-1 RMB member registered through the API, with `deposit` minor units credited to the main
 * wallet by the ledger (as an approved deposit would).
 */
export async function fundedMember(
  t: TestApp,
  account: string,
  deposit: bigint,
  options: MemberOptions = {},
): Promise<Member> {
  const member = await registeredMember(t, { member_account: account }, options);
  await t.app.ledger.transfer({
    siteId: 1,
    currency: 'RMB',
    debit: { system: 'deposits_clearing' },
    credit: { member: member.id },
    amount: deposit,
    kind: 'deposit',
    idempotencyKey: `test-deposit-${member.id}`,
  });
  return member;
}
