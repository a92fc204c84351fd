import { bigint, check, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { staff } from '../../accounts/staff/schema';

/**
 * The daily bounds an admin sets on money staff issue without a second approver, per kind and
 * currency (issuance-limits.ts). No row: the product's default for that currency applies.
 */
export const issuanceLimits = pgTable(
  'issuance_limits',
  {
    scope: text('scope').notNull(),
    currency: text('currency').notNull(),
    /** Minor units a day; 0 sends everything of this kind to a second approver. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.currency] }),
    check('issuance_limits_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * What each staff member (or each member) has been issued today without a second approver, per kind
 * and currency. One row per subject and day, raised only by a conditional upsert that stops at the
 * bound, so parallel requests cannot pass it together.
 */
export const issuanceUsage = pgTable(
  'issuance_usage',
  {
    scope: text('scope').notNull(),
    /** A staff id or a member id, as the scope says. */
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The UTC day. */
    day: date('day', { mode: 'string' }).notNull(),
    used: bigint('used', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.subjectId, t.currency, t.day] }),
    check('issuance_usage_used_check', sql`${t.used} >= 0`),
  ],
);
