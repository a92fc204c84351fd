import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The house provider keeps its own books, apart from the platform's ledger, exactly as a third-party
 * provider would: the platform can only learn about them through the protocol.
 */
export const house = pgSchema('house');

export const players = house.table(
  'players',
  {
    operator: text('operator').notNull(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.operator, t.playerId] }),
    check('players_balance_check', sql`${t.balance} >= 0`),
  ],
);

/** Every wallet transfer the operator asked for, by its reference: the answer to a retry or a query. */
export const walletTransfers = house.table(
  'wallet_transfers',
  {
    operator: text('operator').notNull(),
    reference: text('reference').notNull(),
    playerId: text('player_id').notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['success', 'failed'] }).notNull(),
    reason: text('reason'),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.operator, t.reference] }),
    check('wallet_transfers_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A launch: the member's browser holds the token, the provider knows whose game and wallet it is. */
export const launches = house.table('launches', {
  tokenHash: text('token_hash').primaryKey(),
  operator: text('operator').notNull(),
  /** Null for demo play. */
  playerId: text('player_id'),
  gameCode: text('game_code').notNull(),
  currency: text('currency').notNull(),
  lang: text('lang').notNull(),
  lobbyUrl: text('lobby_url').notNull(),
  /** Demo play keeps its pretend balance here; real play uses the player's wallet. */
  demoBalance: bigint('demo_balance', { mode: 'bigint' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The player's seed pair. The server seed stays secret (only its hash is shown) until the player
 * rotates it; then it is revealed and every round played with it can be recomputed.
 */
export const seeds = house.table(
  'seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    operator: text('operator').notNull(),
    /** Player id, or `demo:<launch token hash>` for demo play. */
    owner: text('owner').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: bigint('next_nonce', { mode: 'number' }).notNull().default(0),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seeds_active_key')
      .on(t.operator, t.owner)
      .where(sql`${t.revealedAt} is null`),
  ],
);

export const rounds = house.table(
  'rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    operator: text('operator').notNull(),
    owner: text('owner').notNull(),
    gameCode: text('game_code').notNull(),
    seedId: bigint('seed_id', { mode: 'number' }).notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    /** The bet's choices (keno picks, baccarat side) and the outcome, as shown to the player. */
    params: jsonb('params').notNull(),
    outcome: jsonb('outcome').notNull(),
    demo: boolean('demo').notNull(),
    /**
     * A round of a game played in several steps (blackjack) stays open between the player's actions;
     * its outcome is hidden from the player until it settles. One open round per player at a time.
     */
    status: text('status', { enum: ['open', 'settled'] })
      .notNull()
      .default('settled'),
    /** 1 when played; each change the bet feed shows (a double, the settlement) adds one. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current version was written (the bet feed's order). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('rounds_owner_idx').on(t.operator, t.owner, t.id),
    uniqueIndex('rounds_one_open_key')
      .on(t.operator, t.owner)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Every version of every real-money round as the operator's bet feed answers it (demo rounds have
 * none), written in the transaction that changes the round: the feed reads a window of update times
 * here, so a version once answered is answered the same on every later read.
 */
export const roundVersions = house.table(
  'round_versions',
  {
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    operator: text('operator').notNull(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    gameCode: text('game_code').notNull(),
    /** The game's hall (the platform's game type, gt_id) when the version was written. */
    hall: integer('hall').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Paid back to the player, stake included. */
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['open', 'settled', 'void', 'resettled'] }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.version] }),
    // The feed's window and order, per operator.
    index('round_versions_feed_idx').on(t.operator, t.updatedAt, t.roundId, t.version),
  ],
);

/**
 * The progressive jackpot of each operator and currency. Real-money spins of a jackpot game add a
 * share of the bet (funded by the house, outside the game's stated RTP); a hit pays the whole pool
 * and the pool starts again from its seed.
 */
export const jackpots = house.table(
  'jackpots',
  {
    operator: text('operator').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.operator, t.currency] }),
    check('jackpots_amount_check', sql`${t.amount} >= 0`),
  ],
);
