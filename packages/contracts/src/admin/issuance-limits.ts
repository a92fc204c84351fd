import { z } from 'zod';
import { CURRENCY_CODES, MONEY_LIMITS, type CurrencyCode } from '../constants';
import { ZDecimalAmount } from '../withdrawal';
import { defineAdminCall } from './staff';

/**
 * Daily bounds on money staff issue without a second approver (issue 24: twelve adjustments just
 * under the approval line, or three campaigns at the line, must not add up unchecked). Each bound is
 * per currency and per UTC day:
 * - `adjustment_staff_day`: what one staff member posts in manual adjustments (either sign);
 * - `adjustment_member_day`: what all staff post to one member in manual adjustments;
 * - `campaign_staff_day`: the campaign budgets (and raises of them) one content staff member sets.
 * An adjustment past either adjustment bound becomes a proposal for a second approver; a campaign
 * budget past its bound is left to finance or admin staff, like a budget above the approval line;
 * - `rebate_site_day`: what one site's daily rebate job pays without a second approver (the subject is
 *   the site); a rebate past it waits in the approvals inbox like one above the site's ceiling.
 */
export const ISSUANCE_SCOPES = [
  'adjustment_staff_day',
  'adjustment_member_day',
  'campaign_staff_day',
  'rebate_site_day',
  /** Level-up bonuses the levels job pays one site (subject: the site id), per day. */
  'level_bonus_site_day',
  /** Recommend-a-friend rewards the reward job pays one site (subject: the site id), per day. */
  'recommend_reward_site_day',
  /** Agent commission one site pays without a second approver (subject: the site id), per day. */
  'commission_site_day',
] as const;
export const ZIssuanceScope = z.enum(ISSUANCE_SCOPES);
export type TIssuanceScope = z.infer<typeof ZIssuanceScope>;

/** Defaults, as multiples of the currency's approval line (MONEY_LIMITS.approvalAbove). */
const DEFAULT_MULTIPLE: Record<TIssuanceScope, bigint> = {
  adjustment_staff_day: 5n,
  adjustment_member_day: 1n,
  campaign_staff_day: 1n,
  rebate_site_day: 20n,
  level_bonus_site_day: 10n,
  recommend_reward_site_day: 10n,
  commission_site_day: 20n,
};

/** The bound in minor units that applies while an admin has set none. */
export const defaultIssuanceLimit = (scope: TIssuanceScope, currency: CurrencyCode): bigint =>
  DEFAULT_MULTIPLE[scope] * MONEY_LIMITS[currency].approvalAbove;

const ZCurrency = z.enum(CURRENCY_CODES as [string, ...string[]], { message: 'currency: unknown currency' });

export const ZAdminIssuanceLimit = z.object({
  scope: ZIssuanceScope,
  currency: z.string(),
  amount: z.string(),
  default_amount: z.string(),
  /** False: the default applies (no admin has set this one). */
  configured: z.boolean(),
  updated_by: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});
export type AdminIssuanceLimit = z.infer<typeof ZAdminIssuanceLimit>;

/** Every scope of every currency, with the bound in force now. Finance reads them; admins set them. */
export const AdminIssuanceLimitList = defineAdminCall({
  name: 'AdminIssuanceLimitList',
  method: 'GET',
  path: '/issuance-limits',
  roles: ['finance'],
  request: z.object({ currency: ZCurrency.optional() }),
  data: z.object({ list: z.array(ZAdminIssuanceLimit) }),
});

export const AdminIssuanceLimitSave = defineAdminCall({
  name: 'AdminIssuanceLimitSave',
  method: 'PUT',
  path: '/issuance-limits/:scope/:currency',
  roles: [],
  request: z.object({
    scope: ZIssuanceScope,
    currency: ZCurrency,
    /** Per day; 0 sends everything of this kind to a second approver. */
    amount: ZDecimalAmount,
    reason: z.string().trim().min(1, 'reason is required').max(500),
  }),
  data: ZAdminIssuanceLimit,
});
