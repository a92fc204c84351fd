import { z } from 'zod';
import { defineCall } from './call';
import { ZDateRangePage } from './wallet';

/**
 * A member's own bets (`/member/bets`, ours: spec §7 names no path for it), read from the bets store
 * the providers' bet feeds fill. Amounts are decimal strings in the member's currency with its §9
 * minor units; win/loss is payout − stake, from the member's side.
 */

export const BET_STATUSES = ['open', 'settled', 'void', 'resettled'] as const;
export const ZBetStatus = z.enum(BET_STATUSES);
export type TBetStatus = z.infer<typeof ZBetStatus>;

/** Figures of the whole filtered range; open and void rounds count nothing (only settled results do). */
export const ZBetTotals = z.object({
  stake: z.string(),
  valid_bet: z.string(),
  win_loss: z.string(),
});

export const MemberBets = defineCall({
  name: 'MemberBets',
  method: 'POST',
  path: '/member/bets',
  auth: 'member',
  // The dates are days of the placed time in the site's time zone, both ends included.
  request: ZDateRangePage.safeExtend({
    /** Game hall (the platform game type, gt_id). */
    hall: z.coerce.number().int().min(1).max(99).optional(),
    /** Provider (gp_id). */
    provider: z.string().trim().min(1).max(32).optional(),
    status: ZBetStatus.optional(),
  }),
  data: z.object({
    list: z.array(
      z.object({
        round_id: z.string(),
        provider: z.string(),
        /** The provider's display name; its gp_id when the catalogue no longer knows it. */
        provider_name: z.string(),
        game_code: z.string(),
        /** In the member's language, else English, else the game code. */
        game_name: z.string(),
        hall: z.number().int(),
        stake: z.string(),
        payout: z.string(),
        valid_bet: z.string(),
        win_loss: z.string(),
        status: ZBetStatus,
        placed_at: z.string(),
        settled_at: z.string().nullable(),
      }),
    ),
    /** Rounds matching the filter, whatever their status. */
    total: z.number().int(),
    totals: ZBetTotals,
  }),
});
