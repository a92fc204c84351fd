import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { staff } from '../../accounts/staff/schema';
import { sites } from '../../sites/site/schema';

/** A plan's rules as stored: amounts are minor units written as digit strings (jsonb has no bigint). */
export interface StoredRules {
  tiers: { min_net_revenue: string; min_active_members: number; rate_bp: number }[];
  hall_fees: { hall: number; fee_bp: number }[];
  default_hall_fee_bp: number;
  deposit_fee_bp: number;
  withdrawal_fee_bp: number;
  active_min_deposits: string;
  active_min_valid_bet: string;
  carry_negative: boolean;
  cpa_amount: string;
  cpa_min_deposits: string;
}

/**
 * Commission plans per site and currency, one row per version: a saved plan is never edited, a change
 * is a new version. A period settles on the newest version created before the period opened (its
 * first site day's midnight in the site's time zone).
 */
export const commissionPlans = pgTable(
  'commission_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    version: integer('version').notNull(),
    period: text('period', { enum: ['week', 'half_month', 'month'] }).notNull(),
    rules: jsonb('rules').$type<StoredRules>().notNull(),
    /** Minor units: a statement above it needs a second staff member to pay it. */
    approvalLine: bigint('approval_line', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('commission_plans_version_key').on(t.siteId, t.currency, t.version),
    check('commission_plans_period_check', sql`${t.period} in ('week', 'half_month', 'month')`),
    check('commission_plans_line_check', sql`${t.approvalLine} >= 0 and ${t.version} >= 1`),
  ],
);

/**
 * One agent's statement for one period: preview (computed, recomputed while figures change) ->
 * approved (a first staff member approved an amount above the line or past the daily bound; a second
 * pays it) -> paid. A paid statement never changes; its transfer's key is `commission:<site>:<agent>:<start>`.
 */
export const commissionStatements = pgTable(
  'commission_statements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => commissionPlans.id),
    state: text('state', { enum: ['preview', 'approved', 'paid'] }).notNull(),
    heldFor: text('held_for', { enum: ['line', 'daily_limit'] }),
    tierIndex: integer('tier_index'),
    rateBp: integer('rate_bp').notNull(),
    teamMembers: integer('team_members').notNull(),
    activeMembers: integer('active_members').notNull(),
    teamNet: bigint('team_net', { mode: 'bigint' }).notNull(),
    carryIn: bigint('carry_in', { mode: 'bigint' }).notNull(),
    carryOut: bigint('carry_out', { mode: 'bigint' }).notNull(),
    revenueShare: bigint('revenue_share', { mode: 'bigint' }).notNull(),
    cpa: bigint('cpa', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The calculation trace: inputs per member and hall, sub-agent parts, CPA members. */
    trace: jsonb('trace').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    approvedBy: bigint('approved_by', { mode: 'number' }).references(() => staff.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The last refusal of a held approval (the statement went back to preview). */
    rejectedBy: bigint('rejected_by', { mode: 'number' }).references(() => staff.id),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    paidBy: bigint('paid_by', { mode: 'number' }).references(() => staff.id),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('commission_statements_agent_period_key').on(t.agentId, t.periodStart),
    index('commission_statements_site_period_idx').on(t.siteId, t.currency, t.periodStart),
    index('commission_statements_state_idx').on(t.state, t.computedAt),
    check('commission_statements_state_check', sql`${t.state} in ('preview', 'approved', 'paid')`),
    check(
      'commission_statements_amount_check',
      sql`${t.amount} >= 0 and ${t.carryIn} <= 0 and ${t.carryOut} <= 0`,
    ),
    check(
      'commission_statements_paid_check',
      sql`(${t.state} = 'paid') = (${t.paidAt} is not null) and (${t.transferId} is null or ${t.state} = 'paid')
        and (${t.state} <> 'paid' or ${t.amount} = 0 or ${t.transferId} is not null)`,
    ),
    // The staff member who approved a held statement never pays it.
    check(
      'commission_statements_four_eyes',
      sql`${t.heldFor} is null or ${t.paidBy} is null or ${t.approvedBy} is null or ${t.paidBy} <> ${t.approvedBy}`,
    ),
  ],
);

/** CPA paid once per referred member: the statement that paid it. */
export const commissionCpa = pgTable('commission_cpa', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  agentId: bigint('agent_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  statementId: bigint('statement_id', { mode: 'number' })
    .notNull()
    .references(() => commissionStatements.id),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
});
