import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';
import { staff } from '../../accounts/staff/schema';

/**
 * Red-envelope promotions (spec §3): a window in which each eligible member of a site and currency
 * may open one envelope of a random cash amount, paid from the promotions expense through the ledger.
 */
export const redEnvelopePromotions = pgTable(
  'red_envelope_promotions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    /** By language code; members read theirs, else the site's default (always present), else English. */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Prize range in minor units; equal bounds make a fixed prize. */
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** Total the promotion may pay; `paid` grows with each claim in one conditional UPDATE. */
    budget: bigint('budget', { mode: 'bigint' }).notNull(),
    paid: bigint('paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Only members who have deposited at least this much in total may claim (0: everyone). */
    minTotalDeposit: bigint('min_total_deposit', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** A claim asks this multiple of its prize in valid bets before a withdrawal (basis points; 0: none). */
    turnoverMultipleBp: integer('turnover_multiple_bp').notNull().default(0),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff stop it early: members no longer see or claim it; what was paid stays paid. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    check('red_envelope_window_check', sql`${t.endAt} > ${t.startAt}`),
    check('red_envelope_prize_check', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('red_envelope_budget_check', sql`${t.paid} <= ${t.budget}`),
  ],
);

/** One envelope per member and promotion: the unique key is what makes a claim happen once. */
export const redEnvelopeClaims = pgTable(
  'red_envelope_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => redEnvelopePromotions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('red_envelope_claims_once').on(t.promotionId, t.memberId)],
);
