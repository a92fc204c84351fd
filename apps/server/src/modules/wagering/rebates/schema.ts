import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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

/** Per site and currency: whether rebates run and the amounts that govern payouts. No row: off. */
export const rebateSettings = pgTable(
  'rebate_settings',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull(),
    /** Minor units: a day's rebate in a hall below it is not paid. */
    minPayout: bigint('min_payout', { mode: 'bigint' }).notNull(),
    /** Minor units: a rebate above it waits for a second staff member. */
    autoCeiling: bigint('auto_ceiling', { mode: 'bigint' }).notNull(),
    /** The payout adds a turnover requirement of this multiple of it; 0: none. */
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    updatedBy: bigint('updated_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check(
      'rebate_settings_amounts_check',
      sql`${t.minPayout} >= 0 and ${t.autoCeiling} >= 0 and ${t.turnoverMultiple} >= 0`,
    ),
  ],
);

/**
 * The rate grid: basis points of valid bets per site, currency, member level and hall. A member gets
 * the rate of the highest level at or below their own that has a rate for the hall.
 */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    level: integer('level').notNull(),
    /** The game type (gt_id). */
    hall: integer('hall').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency, t.level, t.hall] }),
    check('rebate_rates_rate_check', sql`${t.rateBp} between 0 and 10000 and ${t.level} >= 0`),
  ],
);

/**
 * One rebate per member, site day and hall: computed -> paid, or computed -> waiting_approval -> paid
 * | rejected. Paid and rejected rows are final; a recompute changes only the others. The payout's
 * ledger transfer commits with the state change (idempotency key `rebate:<site>:<member>:<day>:<hall>`).
 */
export const rebates = pgTable(
  'rebates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hall: integer('hall').notNull(),
    level: integer('level').notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: ['computed', 'waiting_approval', 'paid', 'rejected'] }).notNull(),
    /** Why it waits: 'ceiling' or 'daily_limit'. */
    heldFor: text('held_for', { enum: ['ceiling', 'daily_limit'] }),
    /** The staff member whose run last computed it; null: the daily job. */
    computedBy: bigint('computed_by', { mode: 'number' }).references(() => staff.id),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staff.id),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('rebates_member_day_hall_key').on(t.siteId, t.memberId, t.day, t.hall),
    index('rebates_site_day_idx').on(t.siteId, t.day),
    index('rebates_state_idx').on(t.state, t.computedAt),
    index('rebates_member_day_idx').on(t.memberId, t.day),
    check('rebates_state_check', sql`${t.state} in ('computed', 'waiting_approval', 'paid', 'rejected')`),
    check('rebates_amount_check', sql`${t.amount} > 0 and ${t.validBet} >= 0`),
    check('rebates_paid_check', sql`(${t.state} = 'paid') = (${t.transferId} is not null)`),
    // The staff member whose run computed a held rebate never approves it.
    check(
      'rebates_four_eyes',
      sql`${t.decidedBy} is null or ${t.state} = 'rejected' or ${t.computedBy} is null or ${t.decidedBy} <> ${t.computedBy}`,
    ),
  ],
);
