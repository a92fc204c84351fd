import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';
import { staff } from '../../accounts/staff/schema';
import { ledgerTransfers } from '../../money/ledger/schema';

/** A site's level rules: the rolling period the figures are summed over and whether members fall back. */
export const levelSettings = pgTable(
  'level_settings',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id),
    periodDays: integer('period_days').notNull(),
    demotion: boolean('demotion').notNull().default(false),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('level_settings_period', sql`${t.periodDays} between 1 and 365`)],
);

/** One rung of a site's ladder; the lowest number is the base every member starts at. */
export const levels = pgTable(
  'levels',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    level: integer('level').notNull(),
    /** By language code; members read theirs, else the site's default, else English. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Turnover the level-up bonus adds, as a multiple of it (0: none). */
    bonusTurnoverMultiple: integer('bonus_turnover_multiple').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.level] })],
);

/** What a level asks and gives in one currency; a level without a row is out of reach in it. */
export const levelAmounts = pgTable(
  'level_amounts',
  {
    siteId: integer('site_id').notNull(),
    level: integer('level').notNull(),
    currency: text('currency').notNull(),
    depositThreshold: bigint('deposit_threshold', { mode: 'bigint' }).notNull(),
    validBetThreshold: bigint('valid_bet_threshold', { mode: 'bigint' }).notNull(),
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
    withdrawDailyCount: integer('withdraw_daily_count'),
    withdrawDailyAmount: bigint('withdraw_daily_amount', { mode: 'bigint' }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.level, t.currency] }),
    check(
      'level_amounts_non_negative',
      sql`${t.depositThreshold} >= 0 and ${t.validBetThreshold} >= 0 and ${t.bonus} >= 0`,
    ),
  ],
);

/** A member's level; no row: the site's base level. */
export const memberLevels = pgTable(
  'member_levels',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    level: integer('level').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    how: text('how', { enum: ['auto', 'manual'] }).notNull(),
    /** A manual level the job leaves alone until staff set the member again. */
    pinned: boolean('pinned').notNull().default(false),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    reason: text('reason'),
  },
  // The hourly run reads every level row of a site (members who may fall back).
  (t) => [index('member_levels_site_idx').on(t.siteId)],
);

/** Every change of a member's level, with the figures an automatic one was decided on. */
export const memberLevelChanges = pgTable(
  'member_level_changes',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    siteId: integer('site_id').notNull(),
    fromLevel: integer('from_level'),
    toLevel: integer('to_level').notNull(),
    how: text('how', { enum: ['auto', 'manual'] }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    reason: text('reason'),
    deposits: bigint('deposits', { mode: 'bigint' }),
    validBets: bigint('valid_bets', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_level_changes_member_idx').on(t.memberId, t.id)],
);

/**
 * The level-up bonus of each level a member reached, once ever: `waiting` while the day's issuance
 * bound has no room (a later run pays it), `paid` with the ledger transfer.
 */
export const levelBonuses = pgTable(
  'level_bonuses',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    level: integer('level').notNull(),
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull(),
    status: text('status', { enum: ['waiting', 'paid'] }).notNull(),
    transferId: bigint('transfer_id', { mode: 'bigint' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.level] }),
    index('level_bonuses_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
  ],
);

/** How far the levels job has read the bet feed's versions (one row, name 'bets'). */
export const levelCursors = pgTable('level_cursors', {
  name: text('name').primaryKey(),
  afterId: bigint('after_id', { mode: 'bigint' }).notNull(),
});
