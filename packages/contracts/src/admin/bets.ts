import { z } from 'zod';
import { CURRENCIES } from '../constants';
import { bigintId, integerId } from '../ids';
import { ZBetStatus, ZBetTotals } from '../wagering';
import { ZDecimalAmount } from '../withdrawal';
import { defineAdminCall } from './staff';

/**
 * Bet search in the back office (roles: support and finance read member data; admin always). Rows
 * are the current version of each round; a round's every version is kept and shown on its own.
 * Amounts are decimal strings in the bet's currency; win/loss is payout − stake, the member's side.
 */

const ROLES = ['support', 'finance'] as const;
const when = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be a date-time with its offset` }).max(40);

export const ZAdminBet = z.object({
  id: z.string(),
  provider: z.string(),
  round_id: z.string(),
  version: z.number().int(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  currency: z.string(),
  game_code: z.string(),
  hall: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  valid_bet: z.string(),
  win_loss: z.string(),
  status: ZBetStatus,
  placed_at: z.string(),
  settled_at: z.string().nullable(),
  /** The provider's update time of this version. */
  updated_at: z.string(),
});
export type TAdminBet = z.infer<typeof ZAdminBet>;

export const AdminBetSearch = defineAdminCall({
  name: 'AdminBetSearch',
  method: 'GET',
  path: '/bets',
  roles: ROLES,
  request: z
    .object({
      site_id: integerId({ coerce: true }).optional(),
      member_id: bigintId({ coerce: true }).optional(),
      /** A member's account, on any site unless site_id narrows it. */
      account: z.string().trim().min(1).max(64).optional(),
      provider: z.string().trim().min(1).max(32).optional(),
      game_code: z.string().trim().min(1).max(64).optional(),
      round_id: z.string().trim().min(1).max(100).optional(),
      status: ZBetStatus.optional(),
      /** Placed at or after. */
      from: when('from').optional(),
      /** Placed before. */
      to: when('to').optional(),
      /** Amount bounds are read in this currency's minor units, so they need it. */
      currency: z
        .string()
        .max(8)
        .refine((c) => c in CURRENCIES, 'currency: not a known currency')
        .optional(),
      min_stake: ZDecimalAmount.optional(),
      max_stake: ZDecimalAmount.optional(),
      page: z.coerce.number().int().min(1).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(20),
    })
    .refine((r) => (r.min_stake === undefined && r.max_stake === undefined) || r.currency, {
      path: ['currency'],
      error: 'currency is required with min_stake or max_stake',
    })
    .refine((r) => !r.from || !r.to || Date.parse(r.to) > Date.parse(r.from), {
      path: ['to'],
      error: 'to must be after from',
    }),
  data: z.object({
    list: z.array(ZAdminBet),
    total: z.number().int(),
    /** Counted (settled and resettled) figures of every matching round, per currency. */
    totals: z.array(ZBetTotals.extend({ currency: z.string(), rounds: z.number().int() })),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const ZAdminBetVersion = ZAdminBet.omit({ member_account: true }).extend({
  /** When this version reached us. */
  received_at: z.string(),
});

export const AdminBetRound = defineAdminCall({
  name: 'AdminBetRound',
  method: 'GET',
  path: '/bets/:provider/:round_id',
  roles: ROLES,
  request: z.object({
    provider: z.string().trim().min(1).max(32),
    round_id: z.string().trim().min(1).max(100),
  }),
  data: z.object({
    bet: ZAdminBet,
    /** Every version of the round as it arrived, oldest first. */
    versions: z.array(ZAdminBetVersion),
  }),
});
