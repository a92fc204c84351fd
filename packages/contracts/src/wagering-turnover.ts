import { z } from 'zod';
import { defineCall } from './call';

/**
 * Turnover requirements (打码量): money credited from a deposit or a promotion asks the member to
 * wager a multiple of it in valid bets before a withdrawal. Amounts are decimal strings in the
 * member's currency.
 */

/** Where a requirement came from. */
export const TURNOVER_SOURCES = [
  'deposit',
  'red_envelope',
  'sign_in',
  'rebate',
  'manual_bonus',
  'level_bonus',
  'recommend_reward',
] as const;
export const ZTurnoverSource = z.enum(TURNOVER_SOURCES);
export type TTurnoverSource = z.infer<typeof ZTurnoverSource>;

export const ZTurnoverStatus = z.enum(['open', 'met', 'cleared', 'waived']);
export type TTurnoverStatus = z.infer<typeof ZTurnoverStatus>;

/** Why a requirement changed: created, a valid bet (bet_change_id), met by one, a resettlement, cleared, waived. */
export const ZTurnoverChangeReason = z.enum(['created', 'bet', 'met', 'resettled', 'cleared', 'waived']);
export type TTurnoverChangeReason = z.infer<typeof ZTurnoverChangeReason>;

/** Most a multiple may be: a hundred times the credited amount. */
export const MAX_TURNOVER_MULTIPLE = 100;

/**
 * A turnover multiple staff set on a deposit channel, a campaign or a bonus: 0 (none) to 100, at most
 * two decimals (1, 1.5, 3). Stored as basis points.
 */
export const ZTurnoverMultiple = z
  .number({ error: 'turnover_multiple must be a number' })
  .min(0, 'turnover_multiple must be 0 or more')
  .max(MAX_TURNOVER_MULTIPLE, `turnover_multiple must be at most ${MAX_TURNOVER_MULTIPLE}`)
  .refine(
    (m) => Math.abs(m * 100 - Math.round(m * 100)) < 1e-9,
    'turnover_multiple has at most two decimals',
  );

/** Basis points (1x = 10000) from a validated multiple, and back. */
export const multipleToBasisPoints = (m: number) => Math.round(m * 100) * 100;
export const basisPointsToMultiple = (bp: number) => bp / 10000;

export const ZTurnoverRequirement = z.object({
  id: z.string(),
  source: ZTurnoverSource,
  base_amount: z.string(),
  multiple: z.number(),
  required: z.string(),
  remaining: z.string(),
  status: ZTurnoverStatus,
  created_at: z.string(),
});

export const ZTurnoverChange = z.object({
  id: z.string(),
  requirement_id: z.string(),
  source: ZTurnoverSource,
  reason: ZTurnoverChangeReason,
  remaining_before: z.string(),
  remaining_after: z.string(),
  status_after: ZTurnoverStatus,
  created_at: z.string(),
});

/** The member's open requirements with what remains, and the history of every change (paged, newest first). */
export const MemberTurnover = defineCall({
  name: 'MemberTurnover',
  method: 'POST',
  path: '/member/turnover',
  auth: 'member',
  request: z.object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    currency: z.string(),
    total_remaining: z.string(),
    open: z.array(ZTurnoverRequirement),
    history: z.object({ list: z.array(ZTurnoverChange), total: z.number().int() }),
  }),
});
