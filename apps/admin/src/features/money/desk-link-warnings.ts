import type { ZAdminMemberLink } from '@arks/contracts';
import type { z } from 'zod';

type Linked = z.infer<typeof ZAdminMemberLink>;

export type LinkWarning = 'blocked' | 'same_payee';

/** Account numbers compare as people type them: spaces and letter case do not make a different account. */
const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/**
 * What on a linked account should stop a reviewer: the account was frozen or disabled (the same
 * person may be paying out through another account), or it holds the bank account this withdrawal
 * pays to (two members, one payee).
 */
export function linkWarnings(linked: Linked, payToAccountNumber: string): LinkWarning[] {
  const warnings: LinkWarning[] = [];
  if (linked.member.status !== 'active') warnings.push('blocked');
  const payee = squash(payToAccountNumber);
  if (payee !== '' && linked.links.some((l) => l.kind === 'bank_account' && squash(l.value) === payee))
    warnings.push('same_payee');
  return warnings;
}

/** The desk's summary: how many linked accounts carry each warning (none of either: no warning mark). */
export function deskLinkSummary(list: Linked[], payToAccountNumber: string) {
  const rows = list.map((linked) => ({ linked, warnings: linkWarnings(linked, payToAccountNumber) }));
  const count = (w: LinkWarning) => rows.filter((r) => r.warnings.includes(w)).length;
  const blocked = count('blocked');
  const samePayee = count('same_payee');
  return { rows, blocked, samePayee, warn: blocked + samePayee > 0 };
}
