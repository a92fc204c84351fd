import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './member';

/**
 * Game providers the platform knows (spec §3: gp_id codes). Only active providers with a reachable
 * adapter are offered; staff switch transfers off (957) or set a maintenance window (203).
 */
export const gameProviders = pgTable('game_providers', {
  gpId: text('gp_id').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(false),
  transferEnabled: boolean('transfer_enabled').notNull().default(true),
  maintenanceStartAt: timestamp('maintenance_start_at', { withTimezone: true }),
  maintenanceEndAt: timestamp('maintenance_end_at', { withTimezone: true }),
  /** How its games open (spec §4 open modes); game types listed in modal_game_types open in a modal. */
  openMode: text('open_mode', { enum: ['window', 'modal', 'page', 'redirect'] })
    .notNull()
    .default('window'),
  modalGameTypes: integer('modal_game_types')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /**
   * A sport provider's quick-bet widget address, with {currency}, {lang}, {device}, {domain} and
   * {site_id} filled in per request (spec §7 sport-quickbet-url). Null when it offers none.
   */
  quickbetUrl: text('quickbet_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How to reach a third-party provider (design.md §4 transfer-wallet protocol). The secret is sealed
 * with PROVIDER_SECRET_KEY (platform/secret-box). The house provider has no row: its address and
 * secret come from the environment.
 */
export const providerCredentials = pgTable('provider_credentials', {
  gpId: text('gp_id')
    .primaryKey()
    .references(() => gameProviders.gpId),
  baseUrl: text('base_url').notNull(),
  operator: text('operator').notNull(),
  secretEnc: text('secret_enc').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's stay in a provider's game, from launch to leave; at most one open per member. */
export const memberGameSessions = pgTable(
  'member_game_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gpId: text('gp_id')
      .notNull()
      .references(() => gameProviders.gpId),
    gameCode: text('game_code').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_game_sessions_open_key')
      .on(t.memberId)
      .where(sql`${t.leftAt} is null`),
    index('member_game_sessions_member_idx').on(t.memberId, t.id),
  ],
);

/**
 * The catalogue: one row per playable game of a provider. Availability by site, currency and device
 * is "everywhere" when the list is null; staff narrow it per game.
 */
export const games = pgTable(
  'games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    gpId: text('gp_id')
      .notNull()
      .references(() => gameProviders.gpId),
    /** Game hall (spec gt_id 2-9). */
    gtId: integer('gt_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** Names by language code; `en_US` always present. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    iconLight: text('icon_light'),
    /** 1 for the house's own games (spec `house`). */
    house: boolean('house').notNull().default(false),
    /** Customized games need a logged-in member even to look at (spec please_login_title). */
    customized: boolean('customized').notNull().default(false),
    /** hot, new */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    demo: boolean('demo').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    siteIds: integer('site_ids').array(),
    currencies: text('currencies').array(),
    /** 0 desktop, 1 mobile, 2 app. */
    devices: integer('devices').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_provider_code_key').on(t.gpId, t.gameCode),
    index('games_hall_idx').on(t.gtId, t.sort),
  ],
);

export const memberFavoriteGames = pgTable(
  'member_favorite_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

/**
 * The last progressive jackpot pools each provider reported, per currency (refreshed by the
 * `game-jackpot-refresh` job). `/v2/get_jackpot` sums the fresh rows of active providers.
 */
export const gameJackpots = pgTable(
  'game_jackpots',
  {
    gpId: text('gp_id')
      .notNull()
      .references(() => gameProviders.gpId),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gpId, t.currency] })],
);
