import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Daily report rollups, kept incrementally by this module's jobs from other modules' faces (bets,
 * ledger, member directory) and rebuilt per site-day on demand. Days are the site's (its time zone).
 * Amounts are minor units of the row's currency; no figure is ever summed across currencies.
 */

/** Counted bets (settled, resettled) by the day they settled. */
export const reportBetDaily = pgTable(
  'report_bet_daily',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    day: date('day').notNull(),
    hall: integer('hall').notNull(),
    provider: text('provider').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency, t.day, t.hall, t.provider, t.memberId] }),
    index('report_bet_daily_member_idx').on(t.siteId, t.currency, t.memberId, t.day),
  ],
);

/**
 * report_bet_daily without the member: the sums the operations and provider reports add up, kept by
 * the same rollup writes with the same deltas (a 30-day range is a few thousand rows, not a million).
 */
export const reportBetDaySums = pgTable(
  'report_bet_day_sums',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    day: date('day').notNull(),
    hall: integer('hall').notNull(),
    provider: text('provider').notNull(),
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency, t.day, t.hall, t.provider] })],
);

/**
 * Why a member was active on a day: counted rounds settled that day (every hall and provider) and
 * deposits posted that day (a reversal takes one off the day it posts). Active when either is above
 * zero, the operations report's definition; a resettlement moving a member's only round of a day
 * away takes the day's `rounds` back to 0.
 */
export const reportActiveMembers = pgTable(
  'report_active_members',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    day: date('day').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    rounds: integer('rounds').notNull().default(0),
    deposits: integer('deposits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency, t.day, t.memberId] })],
);

/** Active members per day: moved by one whenever a report_active_members row turns active or not. */
export const reportActiveDays = pgTable(
  'report_active_days',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    day: date('day').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency, t.day] })],
);

/**
 * The days of a month a member was active, bit (d - 1) for day d: a range's distinct active members
 * are the members with a bit inside it, one row per member and month instead of one per active day.
 */
export const reportActiveMonths = pgTable(
  'report_active_months',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    month: date('month').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    days: bigint('days', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency, t.month, t.memberId] })],
);

/** The member's money of one day from the ledger (posted transfers by when they took effect). */
export const reportMoneyDaily = pgTable(
  'report_money_daily',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    day: date('day').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** 1 on the day the member registered. */
    registered: integer('registered').notNull().default(0),
    depositCount: integer('deposit_count').notNull().default(0),
    deposits: bigint('deposits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** 1 on the day of the member's first deposit ever, with its amount. */
    firstDeposit: integer('first_deposit').notNull().default(0),
    firstDepositAmount: bigint('first_deposit_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    withdrawalCount: integer('withdrawal_count').notNull().default(0),
    withdrawals: bigint('withdrawals', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    promotions: bigint('promotions', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rebates: bigint('rebates', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Signed: credits to the member minus debits. */
    adjustments: bigint('adjustments', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Agent commission paid to the member (an agent) from `commission_expense`. */
    commissions: bigint('commissions', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Agent transfers: paid to the member by its agent (in), paid by the member as an agent (out). */
    agentTransfersIn: bigint('agent_transfers_in', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    agentTransfersOut: bigint('agent_transfers_out', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency, t.day, t.memberId] })],
);

/** Moves between the member's main wallet and a provider wallet, and the game results booked there. */
export const reportProviderMoneyDaily = pgTable(
  'report_provider_money_daily',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    day: date('day').notNull(),
    provider: text('provider').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    transfersIn: bigint('transfers_in', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    transfersOut: bigint('transfers_out', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Signed game_result transfers: credited to the member's provider wallet minus debited. */
    gameResults: bigint('game_results', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency, t.day, t.provider, t.memberId] })],
);

/** Each member's first posted deposit (lowest transfer id): what the first-deposit figures flag. */
export const reportFirstDeposits = pgTable('report_first_deposits', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  transferId: bigint('transfer_id', { mode: 'bigint' }).notNull(),
});

/** Each job's position in the rows it reads (bet version id, transfer id, member id). */
export const reportCursors = pgTable('report_cursors', {
  name: text('name').primaryKey(),
  position: bigint('position', { mode: 'bigint' }).notNull(),
});

/** Transfers the ledger job passed while pending: applied when they post, dropped when voided. */
export const reportWatchedTransfers = pgTable('report_watched_transfers', {
  transferId: bigint('transfer_id', { mode: 'bigint' }).primaryKey(),
});

/** A provider-day whose bet totals and ledger figures disagree: a task staff see in the console. */
export const reportReconciliationTasks = pgTable(
  'report_reconciliation_tasks',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    day: date('day').notNull(),
    provider: text('provider').notNull(),
    /** Member losses by the bets: stake - payout of the rounds settled that day. */
    betLosses: bigint('bet_losses', { mode: 'bigint' }).notNull(),
    transfersIn: bigint('transfers_in', { mode: 'bigint' }).notNull(),
    transfersOut: bigint('transfers_out', { mode: 'bigint' }).notNull(),
    /** Change of the members' provider wallets in our books over the day. */
    balanceChange: bigint('balance_change', { mode: 'bigint' }).notNull(),
    /** in - out - balance change - bet losses. */
    difference: bigint('difference', { mode: 'bigint' }).notNull(),
    /** open: a difference stands; cleared: a later run found none; resolved: staff closed it. */
    status: text('status', { enum: ['open', 'cleared', 'resolved'] }).notNull(),
    note: text('note'),
    resolvedBy: bigint('resolved_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('report_reconciliation_tasks_key').on(t.siteId, t.currency, t.day, t.provider),
    index('report_reconciliation_tasks_status_idx').on(t.status, t.day),
  ],
);
