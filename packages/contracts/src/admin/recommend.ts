import { z } from 'zod';
import { CURRENCY_CODES } from '../constants';
import { bigintId, integerId } from '../ids';
import { ZRecommendTrigger } from '../recommend';
import { ZDecimalAmount } from '../withdrawal';
import { defineAdminCall } from './staff';

/**
 * Recommend-a-friend on the staff side: the reward per site and currency (what earns it, the amount,
 * the turnover multiple, the line above which a reward waits for a second staff member), the rewards
 * earned (paid, waiting approval, refused) and a member's friends. Finance staff write, support
 * reads; every write audited. The programme's on/off switch stays the site rules' friend-recommend
 * switch (`/bonus_setting/check` answers is_friend from it).
 */

const ROLES = ['finance'] as const;
const ZCurrency = z.enum(CURRENCY_CODES as [string, ...string[]], { message: 'currency: unknown currency' });
const reason = z.string().trim().min(1, 'reason is required').max(500);
const page = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/** Longest window after a friend's registration in which the friend may earn the reward. */
export const RECOMMEND_WINDOW_MAX_DAYS = 365;
export const RECOMMEND_TURNOVER_MULTIPLE_MAX = 100;

/** A reward's state: `refused` the rules refused it (the member's own second account). */
export const RECOMMEND_REWARD_ROW_STATES = [
  'computed',
  'waiting_approval',
  'paid',
  'rejected',
  'refused',
] as const;
export const ZRecommendRewardRowState = z.enum(RECOMMEND_REWARD_ROW_STATES);

export const ZAdminRecommendSettings = z.object({
  site_id: z.number().int(),
  currency: z.string(),
  /** The site rules' friend-recommend switch (read-only here). */
  programme_active: z.boolean(),
  /** Rewards are computed and paid by the job. */
  enabled: z.boolean(),
  trigger: ZRecommendTrigger,
  threshold: z.string(),
  within_days: z.number().int(),
  reward_amount: z.string(),
  turnover_multiple: z.number().int(),
  /** Above it a reward waits for a second staff member. */
  auto_ceiling: z.string(),
  configured: z.boolean(),
  updated_by: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});

export const AdminRecommendSettings = defineAdminCall({
  name: 'AdminRecommendSettings',
  method: 'GET',
  path: '/recommend/settings/:site_id/:currency',
  roles: [...ROLES, 'support'],
  request: z.object({ site_id: integerId({ coerce: true }), currency: ZCurrency }),
  data: ZAdminRecommendSettings,
});

export const AdminRecommendSettingsSave = defineAdminCall({
  name: 'AdminRecommendSettingsSave',
  method: 'PUT',
  path: '/recommend/settings/:site_id/:currency',
  roles: ROLES,
  request: z.object({
    site_id: integerId({ coerce: true }),
    currency: ZCurrency,
    enabled: z.boolean(),
    trigger: ZRecommendTrigger,
    threshold: ZDecimalAmount,
    within_days: z.number().int().min(1).max(RECOMMEND_WINDOW_MAX_DAYS),
    reward_amount: ZDecimalAmount,
    turnover_multiple: z.number().int().min(0).max(RECOMMEND_TURNOVER_MULTIPLE_MAX),
    auto_ceiling: ZDecimalAmount,
    reason,
  }),
  data: ZAdminRecommendSettings,
});

export const ZAdminRecommendReward = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  recommender_id: z.number().int(),
  recommender_account: z.string(),
  friend_id: z.number().int(),
  friend_account: z.string(),
  trigger: ZRecommendTrigger,
  /** What the friend reached (first deposit or valid bets) when the reward was earned. */
  reached: z.string(),
  amount: z.string(),
  state: ZRecommendRewardRowState,
  /** Why it waits (`ceiling`, `daily_limit`) or why it was refused (`same_owner`, `inactive`). */
  held_for: z.string().nullable(),
  decided_by: z.number().int().nullable(),
  decision_reason: z.string().nullable(),
  transfer_id: z.string().nullable(),
  computed_at: z.string(),
  paid_at: z.string().nullable(),
});

export const AdminRecommendRewardList = defineAdminCall({
  name: 'AdminRecommendRewardList',
  method: 'GET',
  path: '/recommend/rewards',
  roles: [...ROLES, 'support'],
  request: z.object({
    site_id: integerId({ coerce: true }),
    currency: ZCurrency.optional(),
    state: ZRecommendRewardRowState.optional(),
    recommender_id: bigintId({ coerce: true }).optional(),
    page,
    page_size: pageSize,
  }),
  data: z.object({
    list: z.array(ZAdminRecommendReward),
    total: z.number().int(),
    totals: z.array(z.object({ currency: z.string(), paid: z.string(), waiting: z.string() })),
  }),
});

/** Runs the reward job for a site now (it also runs every ten minutes). */
export const AdminRecommendRun = defineAdminCall({
  name: 'AdminRecommendRun',
  method: 'POST',
  path: '/recommend/run',
  roles: ROLES,
  request: z.object({ site_id: integerId() }),
  data: z.object({
    computed: z.number().int(),
    paid: z.number().int(),
    waiting: z.number().int(),
    refused: z.number().int(),
  }),
});

export const AdminRecommendRewardApprove = defineAdminCall({
  name: 'AdminRecommendRewardApprove',
  method: 'POST',
  path: '/recommend/rewards/:id/approve',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }), reason: reason.optional() }),
  data: ZAdminRecommendReward,
});

export const AdminRecommendRewardReject = defineAdminCall({
  name: 'AdminRecommendRewardReject',
  method: 'POST',
  path: '/recommend/rewards/:id/reject',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }), reason }),
  data: ZAdminRecommendReward,
});

/** A member's friends (those registered with the member's code) and each one's reward. */
export const AdminRecommendFriends = defineAdminCall({
  name: 'AdminRecommendFriends',
  method: 'GET',
  path: '/recommend/friends',
  roles: [...ROLES, 'support'],
  request: z.object({ member_id: bigintId({ coerce: true }), page, page_size: pageSize }),
  data: z.object({
    recommender_account: z.string(),
    list: z.array(
      z.object({
        friend_id: z.number().int(),
        friend_account: z.string(),
        registered_at: z.string(),
        status: z.string(),
        register_ip: z.string().nullable(),
        reward_id: z.number().int().nullable(),
        reward_state: ZRecommendRewardRowState.nullable(),
        reward_amount: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
  }),
});
