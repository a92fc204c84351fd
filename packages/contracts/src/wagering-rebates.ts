import { z } from 'zod';
import { defineCall } from './call';
import { ZDateRangePage } from './wallet';

/**
 * Daily rebates (返水) as the member sees them: one row per day and hall the member had valid bets
 * on and earned a rebate, newest day first. Days are the site's days; amounts are decimal strings in
 * the member's currency.
 */

/** computed: about to be paid; waiting_approval: above the automatic ceiling, staff decide it. */
export const REBATE_STATES = ['computed', 'waiting_approval', 'paid', 'rejected'] as const;
export const ZRebateState = z.enum(REBATE_STATES);
export type TRebateState = z.infer<typeof ZRebateState>;

export const ZMemberRebate = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD in the site's time zone. */
  day: z.string(),
  /** The game type (gt_id) the bets were in. */
  hall: z.number().int(),
  valid_bet: z.string(),
  /** Basis points of valid bets: 80 is 0.80%. */
  rate_bp: z.number().int(),
  amount: z.string(),
  status: ZRebateState,
  paid_at: z.string().nullable(),
});

export const MemberRebates = defineCall({
  name: 'MemberRebates',
  method: 'POST',
  path: '/member/rebates',
  auth: 'member',
  request: ZDateRangePage,
  data: z.object({
    list: z.array(ZMemberRebate),
    total: z.number().int(),
    /** Over every row of the range, not only this page. */
    totals: z.object({ valid_bet: z.string(), amount: z.string(), paid: z.string() }),
  }),
});
