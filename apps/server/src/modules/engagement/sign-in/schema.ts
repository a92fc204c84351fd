import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';
import { staff } from '../../accounts/staff/schema';

/** A sign-in reward campaign: calendar days in the site's time zone, a reward per day (cycling). */
export const signInCampaigns = pgTable(
  'sign_in_campaigns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    /** By language code; members read theirs, else the site's default (always present), else English. */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Minor units as decimal-digit strings, day 1 first; the list repeats over longer campaigns. */
    rewards: jsonb('rewards').$type<string[]>().notNull(),
    /** Total the campaign may pay; `paid` grows with each sign-in in one conditional UPDATE. */
    budget: bigint('budget', { mode: 'bigint' }).notNull(),
    paid: bigint('paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** A paid reward asks this multiple of it in valid bets before a withdrawal (basis points; 0: none). */
    turnoverMultipleBp: integer('turnover_multiple_bp').notNull().default(0),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff stop it early: members no longer see or claim it; what was paid stays paid. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [check('sign_in_budget_check', sql`${t.paid} >= 0 and ${t.paid} <= ${t.budget}`)],
);

/** One sign-in per member, campaign and day: the key that makes a day's reward paid once. */
export const signIns = pgTable(
  'sign_ins',
  {
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => signInCampaigns.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.memberId, t.day] })],
);
