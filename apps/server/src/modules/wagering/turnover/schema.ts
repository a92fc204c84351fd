import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { staff } from '../../accounts/staff/schema';
import { sites } from '../../sites/site/schema';

const SOURCES = [
  'deposit',
  'red_envelope',
  'sign_in',
  'rebate',
  'manual_bonus',
  'level_bonus',
  'recommend_reward',
] as const;
const STATUSES = ['open', 'met', 'cleared', 'waived'] as const;
const REASONS = ['created', 'bet', 'met', 'resettled', 'cleared', 'waived'] as const;

/**
 * What a member must wager in valid bets before a withdrawal (打码量): one row per credit that asked
 * for it, unique per (source, source_ref) so a credit seen twice adds it once. `required` is the base
 * amount times the multiple (basis points, 10000 = 1x) rounded up to a minor unit.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    source: text('source', { enum: SOURCES }).notNull(),
    sourceRef: text('source_ref').notNull(),
    baseAmount: bigint('base_amount', { mode: 'bigint' }).notNull(),
    multipleBp: integer('multiple_bp').notNull(),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    remaining: bigint('remaining', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('turnover_requirements_source_key').on(t.source, t.sourceRef),
    index('turnover_requirements_member_idx').on(t.memberId, t.currency, t.status, t.id),
    check(
      'turnover_requirements_amounts',
      sql`${t.baseAmount} > 0 and ${t.multipleBp} > 0 and ${t.required} > 0 and ${t.remaining} >= 0 and ${t.remaining} <= ${t.required}`,
    ),
    check('turnover_requirements_open_remaining', sql`${t.status} <> 'open' or ${t.remaining} > 0`),
  ],
);

/** Every change of a requirement: before, after and why (a bet change, a clear, a waiver by staff). */
export const turnoverChanges = pgTable(
  'turnover_changes',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    requirementId: bigint('requirement_id', { mode: 'bigint' })
      .notNull()
      .references(() => turnoverRequirements.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: REASONS }).notNull(),
    remainingBefore: bigint('remaining_before', { mode: 'bigint' }).notNull(),
    remainingAfter: bigint('remaining_after', { mode: 'bigint' }).notNull(),
    statusBefore: text('status_before', { enum: STATUSES }).notNull(),
    statusAfter: text('status_after', { enum: STATUSES }).notNull(),
    /** The `bet_versions` row whose valid-bet delta this applied. */
    betChangeId: bigint('bet_change_id', { mode: 'bigint' }),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    /** The waiver's reason, or the clear's rule (`balance_below_clear_point`). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('turnover_changes_member_idx').on(t.memberId, t.id)],
);

/** What % of a valid bet in a hall counts toward turnover, per site; a hall without a row counts 100%. */
export const turnoverHallContributions = pgTable(
  'turnover_hall_contributions',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    hall: integer('hall').notNull(),
    percent: integer('percent').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.hall] }),
    check('turnover_hall_contributions_percent', sql`${t.percent} between 0 and 100`),
  ],
);

/** The clear point (清码) per site and currency: below it, a member's open requirements are cleared. */
export const turnoverClearPoints = pgTable(
  'turnover_clear_points',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check('turnover_clear_points_amount', sql`${t.amount} > 0`),
  ],
);

/** How far the bet job has read `bet_versions` (one row). */
export const turnoverCursor = pgTable('turnover_cursor', {
  name: text('name').primaryKey(),
  afterId: bigint('after_id', { mode: 'bigint' }).notNull(),
});
