import { z } from 'zod';
import { defineCall } from './call';
import { MAX_RECORD_PAGE_SIZE } from './wallet';

/**
 * Recommend-a-friend (spec §2 user centre recommend_award) as the member sees it: the member's own
 * code, link and the rules (RecommendProject), and the friends who registered with the code with
 * their reward (RecommendRecord, RecommendMemberSearch). Paths are ours (spec §7 names none), under
 * `/member/recommend/...`. Amounts are decimal strings in the member's currency.
 */

/** What earns the reward: the friend's first deposit, or the friend's valid bets, within the window. */
export const RECOMMEND_TRIGGERS = ['first_deposit', 'valid_bets'] as const;
export const ZRecommendTrigger = z.enum(RECOMMEND_TRIGGERS);
export type TRecommendTrigger = z.infer<typeof ZRecommendTrigger>;

/**
 * A friend's reward as the member reads it: `pending` the friend has not reached the condition yet
 * (the window is still open), `expired` the window closed first, `waiting_approval` earned and waiting
 * for staff, `paid`, `rejected` by staff, `not_eligible` refused by the rules (the friend is the
 * member's own second account, or the friend's account is not active).
 */
export const RECOMMEND_REWARD_STATES = [
  'pending',
  'expired',
  'waiting_approval',
  'paid',
  'rejected',
  'not_eligible',
] as const;
export const ZRecommendRewardState = z.enum(RECOMMEND_REWARD_STATES);
export type TRecommendRewardState = z.infer<typeof ZRecommendRewardState>;

export const ZRecommendRules = z.object({
  trigger: ZRecommendTrigger,
  /** The first deposit, or the valid bets, the friend must reach. */
  threshold: z.string(),
  /** Days from the friend's registration (the registration day counts as the first). */
  within_days: z.number().int(),
  reward_amount: z.string(),
  /** The reward adds a turnover requirement of this multiple of it; 0: none. */
  turnover_multiple: z.number(),
});

export const MemberRecommendProject = defineCall({
  name: 'MemberRecommendProject',
  method: 'POST',
  path: '/member/recommend/project',
  auth: 'member',
  request: z.object({}).passthrough(),
  data: z.object({
    /** The programme runs for the member's site and currency (as /bonus_setting/check answers). */
    is_friend: z.union([z.literal(0), z.literal(1)]),
    /** The member's recommend code (the account, spec §2 /register?invite=). */
    code: z.string(),
    /** Site-relative: the page adds its own origin. */
    link_path: z.string(),
    /** Null while staff have set no reward for the currency. */
    rules: ZRecommendRules.nullable(),
    totals: z.object({ friends: z.number().int(), rewarded: z.number().int(), earned: z.string() }),
  }),
});

const dateField = (field: string) =>
  z.iso.date({ error: `${field} must be a date written YYYY-MM-DD` }).max(10);

export const ZRecommendFriend = z.object({
  /** The friend's account, masked (first two and last characters). */
  account: z.string(),
  registered_at: z.string(),
  /** The friend's own account state. */
  status: z.enum(['active', 'inactive']),
  reward_state: ZRecommendRewardState,
  /** The reward earned or waiting; null while pending, expired or refused. */
  reward_amount: z.string().nullable(),
  paid_at: z.string().nullable(),
});

/** RecommendRecord and RecommendMemberSearch: the member's own friends, newest registration first. */
export const MemberRecommendFriends = defineCall({
  name: 'MemberRecommendFriends',
  method: 'POST',
  path: '/member/recommend/friends',
  auth: 'member',
  request: z
    .object({
      /** Part of a friend's account (case-insensitive). */
      account: z.string().trim().max(12).optional(),
      /** Registration dates, inclusive, site days. */
      start_date: dateField('start_date').optional(),
      end_date: dateField('end_date').optional(),
      page: z.coerce.number().int().min(1).default(1),
      page_size: z.coerce.number().int().min(1).max(MAX_RECORD_PAGE_SIZE).default(20),
    })
    .refine((r) => !r.start_date || !r.end_date || r.end_date >= r.start_date, {
      path: ['end_date'],
      error: 'end_date must not be before start_date',
    }),
  data: z.object({
    list: z.array(ZRecommendFriend),
    total: z.number().int(),
    /** Over every friend of the filter, not only this page. */
    totals: z.object({ friends: z.number().int(), paid: z.number().int(), earned: z.string() }),
  }),
});
