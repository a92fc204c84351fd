import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';

/**
 * Who may apply to be an agent, per site and currency: the account's age in days since registration
 * and the member's deposits and valid bets since then (minor units, from the daily report rollups).
 * No row: everyone may apply.
 */
export const agentEligibilityRules = pgTable(
  'agent_eligibility_rules',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    minAccountDays: integer('min_account_days').notNull().default(0),
    minDeposits: bigint('min_deposits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    minValidBets: bigint('min_valid_bets', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check(
      'agent_eligibility_rules_check',
      sql`${t.minAccountDays} >= 0 and ${t.minDeposits} >= 0 and ${t.minValidBets} >= 0`,
    ),
  ],
);

/**
 * Members' applications to be an agent. At most one waits per member (the partial unique index), so
 * two parallel applications file one; decided ones stay as history (the member sees the latest).
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    /** Staff's reason: shown to the member when refused. */
    reason: text('reason'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_applications_one_pending')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    index('agent_applications_member_idx').on(t.memberId, t.id),
    index('agent_applications_site_status_idx').on(t.siteId, t.status, t.id),
  ],
);

/** The site's agent agreement, per language (`{ zh_CN: '…' }`), shown on the Agreement page. */
export const agentAgreements = pgTable('agent_agreements', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  texts: jsonb('texts').$type<Record<string, string>>().notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
