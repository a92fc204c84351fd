import { fromMinor } from '@arks/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { withMemberAccounts } from '../../accounts/member';
import { staffAccounts } from '../../accounts/staff';
import { currencyOf } from '../ledger';
import { adjustmentProposals } from './schema';

export interface InboxFilter {
  status: 'pending' | 'approved' | 'rejected';
  siteId?: number;
  memberId?: number;
  order: 'asc' | 'desc';
  limit: number;
}

/** Adjustment proposals as the approvals inbox lists them (member and staff named), by age. */
export async function adjustmentInbox(db: DbOrTx, f: InboxFilter) {
  const where: SQL[] = [eq(adjustmentProposals.status, f.status)];
  if (f.siteId !== undefined) where.push(eq(adjustmentProposals.siteId, f.siteId));
  if (f.memberId !== undefined) where.push(eq(adjustmentProposals.memberId, f.memberId));
  const by = f.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adjustmentProposals)
      .where(and(...where))
      .orderBy(by(adjustmentProposals.createdAt), by(adjustmentProposals.id))
      .limit(f.limit),
    db
      .select({ n: count() })
      .from(adjustmentProposals)
      .where(and(...where)),
  ]);
  const named = await withMemberAccounts(db, rows);
  const staff = await staffAccounts(
    db,
    rows.flatMap((p) => [p.proposedBy, ...(p.decidedBy ? [p.decidedBy] : [])]),
  );
  const list = named.map(({ order: p, account }) => ({
    kind: 'adjustment' as const,
    id: p.id,
    order_number: null,
    site_id: p.siteId,
    member_id: p.memberId,
    member_account: account,
    currency: p.currency,
    amount: fromMinor(p.amount, currencyOf(p.currency)),
    reason: p.reason,
    status: p.status as InboxFilter['status'],
    maker_id: p.proposedBy,
    maker_account: staff.get(p.proposedBy) ?? '',
    checker_id: p.decidedBy,
    checker_account: p.decidedBy ? (staff.get(p.decidedBy) ?? '') : null,
    decision_reason: p.decisionReason,
    proposed_at: p.createdAt.toISOString(),
    decided_at: p.decidedAt?.toISOString() ?? null,
  }));
  return { list, total: total?.n ?? 0 };
}
