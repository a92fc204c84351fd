import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';
import { staff } from '../../accounts/staff/schema';

/**
 * A manual adjustment above its currency's approval threshold, waiting for a second finance or admin
 * staff member (maker-checker). Decided once: the status moves out of `pending` in one conditional
 * UPDATE, in the same transaction as the ledger transfer it approves.
 */
export const adjustmentProposals = pgTable(
  'adjustment_proposals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    /** Signed minor units: positive credits the member. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** A bonus's turnover multiple in basis points (wagering/turnover); 0: none. */
    turnoverMultipleBp: integer('turnover_multiple_bp').notNull().default(0),
    /** The maker's request key: a retried proposal is the same proposal. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().default('pending'),
    proposedBy: bigint('proposed_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staff.id),
    decisionReason: text('decision_reason'),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    unique('adjustment_proposals_key').on(t.memberId, t.idempotencyKey),
    index('adjustment_proposals_status').on(t.status, t.id),
    check('adjustment_proposals_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('adjustment_proposals_amount_check', sql`${t.amount} <> 0`),
    // The maker never checks their own proposal, whatever the code above the database does.
    check(
      'adjustment_proposals_four_eyes',
      sql`${t.decidedBy} is null or ${t.status} = 'rejected' or ${t.decidedBy} <> ${t.proposedBy}`,
    ),
  ],
);
