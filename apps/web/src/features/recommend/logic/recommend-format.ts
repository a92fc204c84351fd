import { RECOMMEND_REWARD_STATES, RECOMMEND_TRIGGERS, type TRecommendRewardState } from '@arks/contracts';

/** How each reward state looks in the friend list. */
export const REWARD_TONE: Record<TRecommendRewardState, 'good' | 'wait' | 'bad' | 'mute'> = {
  pending: 'wait',
  waiting_approval: 'wait',
  paid: 'good',
  expired: 'mute',
  rejected: 'bad',
  not_eligible: 'mute',
};

/** The full invite address a friend opens: the site's own origin plus the member's link. */
export const inviteUrl = (origin: string, linkPath: string) => `${origin.replace(/\/+$/, '')}${linkPath}`;

/** Every catalog key the recommend pages build at run time. */
export const RECOMMEND_LABEL_KEYS = [
  ...RECOMMEND_REWARD_STATES.map((s) => `recommend.state.${s}`),
  ...RECOMMEND_TRIGGERS.map((s) => `recommend.rule.${s}`),
];
export const RECOMMEND_LABEL_PREFIXES = ['recommend.state.', 'recommend.rule.'];

/**
 * A filter from the search form: an account fragment as typed (trimmed, at most 12), dates only when
 * both make sense. Answers null with the field that is wrong.
 */
export function searchFilter(input: {
  account: string;
  from: string;
  to: string;
}):
  | { ok: true; filter: { account?: string; start_date?: string; end_date?: string } }
  | { ok: false; field: 'account' | 'to' } {
  const account = input.account.trim();
  if (account.length > 12) return { ok: false, field: 'account' };
  if (input.from && input.to && input.to < input.from) return { ok: false, field: 'to' };
  return {
    ok: true,
    filter: {
      ...(account ? { account } : {}),
      ...(input.from ? { start_date: input.from } : {}),
      ...(input.to ? { end_date: input.to } : {}),
    },
  };
}
