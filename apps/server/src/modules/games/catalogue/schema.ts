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
import { members } from '../../accounts/member/schema';
import { gameProviders } from '../providers/schema';
import { sites } from '../../sites/site/schema';

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

/**
 * A site's game halls (spec §3 game type) as staff set them: names per language, the two icons, the
 * order and whether members see the hall. A site without rows has the defaults of hall-defaults.ts.
 */
export const gameHalls = pgTable(
  'game_halls',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    gtId: integer('gt_id').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** A content image store address, or bundled:<gt_id> for the member site's own artwork. */
    icon: text('icon').notNull(),
    iconActive: text('icon_active').notNull(),
    sort: integer('sort').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.gtId] })],
);
