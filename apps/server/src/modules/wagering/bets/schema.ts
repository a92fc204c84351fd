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

/**
 * Where the pull job stands with each provider's bet feed. `watermark` is the end of the last window
 * read to its last page: the next window starts an overlap before it, so a round the provider
 * settled late (an update time already behind us) is still read. While a window is being read its
 * bounds and the next page's cursor are kept here, so a run stopped mid-window resumes at that page.
 */
export const betFeedCursors = pgTable('bet_feed_cursors', {
  provider: text('provider').primaryKey(),
  watermark: timestamp('watermark', { withTimezone: true }),
  windowFrom: timestamp('window_from', { withTimezone: true }),
  windowTo: timestamp('window_to', { withTimezone: true }),
  pageCursor: text('page_cursor'),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  /** Failed reads since the last page read well (0 when the feed is healthy). */
  failures: integer('failures').notNull().default(0),
  rowsRead: bigint('rows_read', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const GAP_REASONS = ['unknown_player', 'currency_mismatch', 'malformed'] as const;

/**
 * Feed rows the job could not place (a player that is no member of the named site, a currency
 * other than the member's, a row that breaks the protocol's rules): kept for staff instead of being
 * skipped silently. One row per (provider, round, version, reason); reading the same row again only
 * counts it.
 */
export const betFeedGaps = pgTable(
  'bet_feed_gaps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    gapKey: text('gap_key').notNull(),
    roundId: text('round_id'),
    version: integer('version'),
    playerId: text('player_id'),
    reason: text('reason', { enum: GAP_REASONS }).notNull(),
    detail: text('detail').notNull(),
    windowFrom: timestamp('window_from', { withTimezone: true }),
    windowTo: timestamp('window_to', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    timesSeen: integer('times_seen').notNull().default(1),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by'),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    unique('bet_feed_gaps_key').on(t.provider, t.gapKey),
    index('bet_feed_gaps_open_idx')
      .on(t.provider)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * A time range of one provider's feed staff asked to read again; the pull job reads it page by page
 * (the page cursor kept here as for the main window) through the same idempotent write.
 */
export const betFeedRepulls = pgTable(
  'bet_feed_repulls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['queued', 'done'] })
      .notNull()
      .default('queued'),
    pageCursor: text('page_cursor'),
    rowsRead: bigint('rows_read', { mode: 'number' }).notNull().default(0),
    reason: text('reason').notNull(),
    requestedBy: integer('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  },
  (t) => [
    index('bet_feed_repulls_queued_idx')
      .on(t.provider, t.id)
      .where(sql`${t.status} = 'queued'`),
    check('bet_feed_repulls_range_check', sql`${t.fromAt} < ${t.toAt}`),
  ],
);
