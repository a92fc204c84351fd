import { bigint, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './member';
import { sites } from './site';
import { staff } from './staff';

/** A sign-in reward campaign: calendar days in the site's time zone, a reward per day (cycling). */
export const signInCampaigns = pgTable('sign_in_campaigns', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  currency: text('currency').notNull(),
  title: text('title').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  /** Minor units as decimal-digit strings, day 1 first; the list repeats over longer campaigns. */
  rewards: jsonb('rewards').$type<string[]>().notNull(),
  staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
