import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../../accounts/member/schema';
import { gameProviders } from '../providers/schema';

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
 * A member's money still at a provider with no game open there: a leave whose return did not finish
 * (the provider silent, bets it could not settle yet) or a launch that never started. The
 * reconciliation job brings it back and deletes the row.
 */
export const gameReturnsDue = pgTable(
  'game_returns_due',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gpId: text('gp_id')
      .notNull()
      .references(() => gameProviders.gpId),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gpId] }), index('game_returns_due_since_idx').on(t.since)],
);
