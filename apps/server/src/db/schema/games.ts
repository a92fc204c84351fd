import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
