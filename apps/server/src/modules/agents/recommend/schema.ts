import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { staff } from '../../accounts/staff/schema';
import { sites } from '../../sites/site/schema';

/**
 * The recommend-a-friend reward per site and currency. The programme's switch (is_friend) stays in
 * accounts' `recommend_settings`; this says what a friend must do to earn the recommender a reward.
 * No row, or `enabled` false: no rewards are computed.
 */
export const recommendRewardSettings = pgTable(
  'recommend_reward_settings',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull(),
    trigger: text('trigger', { enum: ['first_deposit', 'valid_bets'] }).notNull(),
    /** Minor units: the friend's first deposit, or valid bets in the window, must reach it. */
    threshold: bigint('threshold', { mode: 'bigint' }).notNull(),
    /** Site days from the friend's registration day (that day is the first). */
    withinDays: integer('within_days').notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    /** Minor units: a reward above it waits for a second staff member. */
    autoCeiling: bigint('auto_ceiling', { mode: 'bigint' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check(
      'recommend_reward_settings_amounts_check',
      sql`${t.threshold} >= 0 and ${t.rewardAmount} > 0 and ${t.autoCeiling} >= 0
        and ${t.turnoverMultiple} >= 0 and ${t.withinDays} between 1 and 365`,
    ),
  ],
);

/**
 * One reward per friend, ever (unique friend_id): computed -> paid, computed -> waiting_approval ->
 * paid | rejected, or refused by the rules (the recommender's own second account). Paid, rejected and
 * refused are final. The payout's transfer (key `recommend_reward:<friend>`) commits with the state.
 */
export const recommendRewards = pgTable(
  'recommend_rewards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    recommenderId: bigint('recommender_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    friendId: bigint('friend_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    trigger: text('trigger', { enum: ['first_deposit', 'valid_bets'] }).notNull(),
    /** What the friend reached when the reward was earned (minor units). */
    reached: bigint('reached', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull(),
    state: text('state', {
      enum: ['computed', 'waiting_approval', 'paid', 'rejected', 'refused'],
    }).notNull(),
    /** Why it waits ('ceiling', 'daily_limit') or was refused ('same_owner', 'inactive'). */
    heldFor: text('held_for'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staff.id),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('recommend_rewards_friend_key').on(t.friendId),
    index('recommend_rewards_recommender_idx').on(t.recommenderId),
    index('recommend_rewards_site_state_idx').on(t.siteId, t.state, t.computedAt),
    check(
      'recommend_rewards_state_check',
      sql`${t.state} in ('computed', 'waiting_approval', 'paid', 'rejected', 'refused')`,
    ),
    check('recommend_rewards_amount_check', sql`${t.amount} > 0 and ${t.reached} >= 0`),
    check('recommend_rewards_paid_check', sql`(${t.state} = 'paid') = (${t.transferId} is not null)`),
    check('recommend_rewards_not_self', sql`${t.friendId} <> ${t.recommenderId}`),
  ],
);
