import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from '../ledger/schema';
import { memberBankAccounts } from '../../accounts/member-center/schema';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';
import { staff } from '../../accounts/staff/schema';

/**
 * A member's withdrawal request. The money is held by a pending ledger transfer (member ->
 * withdrawals_clearing) created in the same transaction as the row; approving posts it, rejecting
 * voids it, each together with the status change. The bank details are copied so the record still
 * says where the money went after the member removes or the operator edits the bound account.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderNumber: text('order_number').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    bankAccountId: bigint('bank_account_id', { mode: 'number' }).references(() => memberBankAccounts.id, {
      onDelete: 'set null',
    }),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The member's key for this request: a retry answers the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    transferId: bigint('transfer_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransfers.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => staff.id),
    /**
     * The first of two approvals of a large withdrawal (WITHDRAWAL_APPROVAL_ABOVE): recorded while
     * the order stays pending; a different staff member's approval then moves the money.
     */
    firstApprovedBy: bigint('first_approved_by', { mode: 'number' }).references(() => staff.id),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    firstApprovalNote: text('first_approval_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawal_orders_number_uq').on(t.orderNumber),
    uniqueIndex('withdrawal_orders_member_key_uq').on(t.memberId, t.idempotencyKey),
    index('withdrawal_orders_member_idx').on(t.memberId, t.createdAt),
    index('withdrawal_orders_status_idx').on(t.status, t.createdAt),
    // The dashboard's paid withdrawals of one site and currency by day.
    index('withdrawal_orders_site_approved_idx')
      .on(t.siteId, t.currency, t.resolvedAt)
      .where(sql`${t.status} = 'approved'`),
    check('withdrawal_orders_amount_positive', sql`${t.amount} > 0`),
    // Four eyes: whoever proposed the approval never completes it, whatever the code above does.
    check(
      'withdrawal_orders_four_eyes',
      sql`${t.status} <> 'approved' or ${t.firstApprovedBy} is null or ${t.resolvedBy} <> ${t.firstApprovedBy}`,
    ),
    index('withdrawal_orders_proposed_idx')
      .on(t.firstApprovedAt)
      .where(sql`${t.firstApprovedBy} is not null`),
  ],
);

/**
 * Withdrawal limits a site sets per currency (the console's withdraw limits). Without a row the
 * product's defaults for the currency apply (WITHDRAW_LIMITS, no daily caps, verified payouts only
 * from 0). Daily caps count the member's pending and approved requests of the site's day; a rejected
 * one gives its place back.
 */
export const withdrawLimits = pgTable(
  'withdraw_limits',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    dailyCount: integer('daily_count'),
    dailyAmount: bigint('daily_amount', { mode: 'bigint' }),
    /**
     * Approving a withdrawal of unverifiedPayoutBelow or more to a bank account finance has not
     * verified is refused. On (from 0) by default, for rows saved before the rule too: a payout to an
     * unverified account was how 35,000 RMB left with only a warning.
     */
    verifiedPayoutsOnly: boolean('verified_payouts_only').notNull().default(true),
    unverifiedPayoutBelow: bigint('unverified_payout_below', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check('withdraw_limits_amounts', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('withdraw_limits_daily_count', sql`${t.dailyCount} is null or ${t.dailyCount} > 0`),
    check(
      'withdraw_limits_daily_amount',
      sql`${t.dailyAmount} is null or ${t.dailyAmount} >= ${t.minAmount}`,
    ),
    check('withdraw_limits_unverified_payout_below', sql`${t.unverifiedPayoutBelow} >= 0`),
  ],
);
