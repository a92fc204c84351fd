import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Seed units already applied. The seed adds each unit once, so a row an operator later deletes or edits
 * stays that way across restarts, while units added in a newer release are still applied.
 */
export const seedApplied = pgTable('seed_applied', {
  key: text('key').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failure and request counters of the attempt limiter (platform/attempt-limiter.ts) when no Redis is
 * configured: one row per subject, its window starting at the first attempt.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
