import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';

const BET_STATUSES = ['open', 'settled', 'void', 'resettled'] as const;

/**
 * Every round a member played at a provider, as the provider's bet feed last described it: the one
 * source of valid bets and win/loss (reports, turnover, rebates, levels and commission read it
 * through wagering's face). A round is (provider, round id); a later version replaces the row, and
 * every version is kept in `bet_versions`.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    version: integer('version').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    gameCode: text('game_code').notNull(),
    hall: integer('hall').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Paid back to the member, stake included. Member win/loss is payout - stake. */
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: BET_STATUSES }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The provider's update time of this version: what the pull job's windows are over. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bets_round_key').on(t.provider, t.roundId),
    index('bets_member_placed_idx').on(t.memberId, t.placedAt),
    index('bets_site_settled_idx').on(t.siteId, t.settledAt),
    // Staff's bet search lists every member's rounds newest first.
    index('bets_placed_idx').on(t.placedAt),
    check('bets_amounts_check', sql`${t.stake} >= 0 and ${t.payout} >= 0 and ${t.validBet} >= 0`),
  ],
);

/**
 * Each version of a round as it arrived, oldest first (the change is kept). Only a version newer
 * than the round's current one is stored, so per round the rows rise in version and a consumer can
 * read changes in `id` order as deltas against the previous version of the same round.
 */
export const betVersions = pgTable(
  'bet_versions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    version: integer('version').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    gameCode: text('game_code').notNull(),
    hall: integer('hall').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: BET_STATUSES }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('bet_versions_round_version_key').on(t.provider, t.roundId, t.version)],
);
