import { z } from 'zod';
import { defineCall } from './call';

/**
 * Member levels (VIP, issue 26 item 5; `modules/wagering/levels`). Levels are numbered from the
 * site's base (0 or 1) upward; a member reaches a level when both their deposits and their valid
 * bets over the site's rolling period reach its thresholds in their currency. Amounts are decimal
 * strings in the member's currency.
 */

/** What a level carries for the member's currency. */
export const ZMemberLevelStep = z.object({
  level: z.number().int(),
  /** In the member's language, else the site's default, else English. */
  name: z.string(),
  /** What both figures over the period must reach. */
  deposit_threshold: z.string(),
  valid_bet_threshold: z.string(),
  /** Paid once, the first time the member reaches the level; "0" when none. */
  bonus: z.string(),
  /** Withdrawals per day and their total at this level; null: no cap of the level's own. */
  withdraw_daily_count: z.number().int().nullable(),
  withdraw_daily_amount: z.string().nullable(),
});

export const MemberLevel = defineCall({
  name: 'MemberLevel',
  method: 'POST',
  path: '/member/level',
  auth: 'member',
  request: z.object({}),
  data: z.object({
    currency: z.string(),
    /** The rolling period the figures are summed over, in days up to now. */
    period_days: z.number().int(),
    deposits: z.string(),
    valid_bets: z.string(),
    current: ZMemberLevelStep,
    /** The next level up; null at the top (or when the site has no ladder). */
    next: ZMemberLevelStep.nullable(),
  }),
});
