import { z } from 'zod';
import { CURRENCY_CODES } from '../constants';
import { bigintId, integerId } from '../ids';
import { ZRebateState } from '../wagering-rebates';
import { ZDecimalAmount } from '../withdrawal';
import { defineAdminCall } from './staff';

/**
 * Daily rebates (返水) on the staff side: per site and currency the settings and the rate grid (member
 * level × hall, in basis points of valid bets), a day's computed rebates, running or recomputing a
 * day, and deciding the rebates that wait for approval. Finance and admin staff; every write audited.
 */

const ROLES = ['finance'] as const;
const ZCurrency = z.enum(CURRENCY_CODES as [string, ...string[]], { message: 'currency: unknown currency' });
const reason = z.string().trim().min(1, 'reason is required').max(500);
const day = z.iso.date({ error: 'day must be a date written YYYY-MM-DD' }).max(10);

/** The highest rate: 10000 bp is 100% of valid bets. */
export const REBATE_RATE_MAX_BP = 10_000;
/** Member levels the grid may name (0 is the base level). */
export const REBATE_LEVEL_MAX = 100;
export const REBATE_TURNOVER_MULTIPLE_MAX = 100;

export const ZAdminRebateSettings = z.object({
  site_id: z.number().int(),
  currency: z.string(),
  enabled: z.boolean(),
  /** Below it a day's rebate in a hall is not paid. */
  min_payout: z.string(),
  /** Above it a member's rebate for a day and hall waits for a second staff member. */
  auto_ceiling: z.string(),
  /** The payout adds a turnover requirement of this multiple of it; 0: none. */
  turnover_multiple: z.number().int(),
  /** False: nothing saved yet, these are the defaults (off). */
  configured: z.boolean(),
  rates: z.array(z.object({ level: z.number().int(), hall: z.number().int(), rate_bp: z.number().int() })),
  updated_by: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});

export const AdminRebateSettings = defineAdminCall({
  name: 'AdminRebateSettings',
  method: 'GET',
  path: '/rebates/settings/:site_id/:currency',
  roles: ROLES,
  request: z.object({ site_id: integerId({ coerce: true }), currency: ZCurrency }),
  data: ZAdminRebateSettings,
});

export const AdminRebateSettingsSave = defineAdminCall({
  name: 'AdminRebateSettingsSave',
  method: 'PUT',
  path: '/rebates/settings/:site_id/:currency',
  roles: ROLES,
  request: z.object({
    site_id: integerId({ coerce: true }),
    currency: ZCurrency,
    enabled: z.boolean(),
    min_payout: ZDecimalAmount,
    auto_ceiling: ZDecimalAmount,
    turnover_multiple: z.number().int().min(0).max(REBATE_TURNOVER_MULTIPLE_MAX),
    /** The whole grid: rows not named are removed. */
    rates: z
      .array(
        z.object({
          level: z.number().int().min(0).max(REBATE_LEVEL_MAX),
          hall: integerId(),
          rate_bp: z.number().int().min(0).max(REBATE_RATE_MAX_BP),
        }),
      )
      .max(2000)
      .refine((rs) => new Set(rs.map((r) => `${r.level}:${r.hall}`)).size === rs.length, {
        error: 'rates: each level and hall once',
      }),
    reason,
  }),
  data: ZAdminRebateSettings,
});

export const ZAdminRebate = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  currency: z.string(),
  day: z.string(),
  hall: z.number().int(),
  level: z.number().int(),
  valid_bet: z.string(),
  rate_bp: z.number().int(),
  amount: z.string(),
  state: ZRebateState,
  /** Why it waits: above the ceiling, or past the site's daily bound (issuance limits). */
  held_for: z.enum(['ceiling', 'daily_limit']).nullable(),
  /** The staff member whose run computed it; null: the daily job. */
  computed_by: z.number().int().nullable(),
  decided_by: z.number().int().nullable(),
  decision_reason: z.string().nullable(),
  transfer_id: z.string().nullable(),
  computed_at: z.string(),
  paid_at: z.string().nullable(),
});

export const AdminRebateList = defineAdminCall({
  name: 'AdminRebateList',
  method: 'GET',
  path: '/rebates',
  roles: ROLES,
  request: z.object({
    site_id: integerId({ coerce: true }),
    day,
    currency: ZCurrency.optional(),
    state: ZRebateState.optional(),
    member_id: bigintId({ coerce: true }).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    list: z.array(ZAdminRebate),
    total: z.number().int(),
    /** Per currency over every row of the filter. */
    totals: z.array(
      z.object({ currency: z.string(), valid_bet: z.string(), amount: z.string(), paid: z.string() }),
    ),
  }),
});

/** Computes (or recomputes) a closed day of a site and pays what may be paid automatically. */
export const AdminRebateRun = defineAdminCall({
  name: 'AdminRebateRun',
  method: 'POST',
  path: '/rebates/run',
  roles: ROLES,
  request: z.object({ site_id: integerId(), day }),
  data: z.object({
    day: z.string(),
    computed: z.number().int(),
    paid: z.number().int(),
    waiting: z.number().int(),
  }),
});

export const AdminRebateApprove = defineAdminCall({
  name: 'AdminRebateApprove',
  method: 'POST',
  path: '/rebates/:id/approve',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }), reason: reason.optional() }),
  data: ZAdminRebate,
});

export const AdminRebateReject = defineAdminCall({
  name: 'AdminRebateReject',
  method: 'POST',
  path: '/rebates/:id/reject',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }), reason }),
  data: ZAdminRebate,
});
