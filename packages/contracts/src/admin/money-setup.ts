import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { CURRENCY_CODES } from '../constants';
import { ZLocalizedTexts } from '../localized';
import { ZDecimalAmount } from '../withdrawal';
import { ZTurnoverMultiple } from '../wagering-turnover';
import { defineAdminCall } from './staff';

/**
 * Money set-up through /api/admin (finance; admin implied): where members send deposits (receiving
 * bank accounts and gateway merchants per site and currency, with limits, order and on/off) and the
 * withdrawal limits per site and currency. Every change is audited with before and after; a gateway
 * secret is sealed at rest and never leaves the server (`secret_set` says whether one is stored).
 */

const ROLES = ['finance'] as const;
const page = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const reason = z.string().trim().min(1, 'reason is required').max(500);
const siteId = integerId({ coerce: true });
const ZCurrency = z.enum(CURRENCY_CODES as [string, ...string[]], { message: 'currency: unknown currency' });
const text = (field: string, max: number) =>
  z.string().trim().min(1, `${field}: required`).max(max, `${field}: at most ${max} characters`);

export const ZDepositChannelType = z.enum(['bank', 'gateway']);

export const ZAdminDepositChannel = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  type: ZDepositChannelType,
  /** What members see it called, by language. */
  names: z.record(z.string(), z.string()),
  min_amount: z.string(),
  max_amount: z.string(),
  /** Orders on this channel per day (the site's day), pending and credited together; null: no cap. */
  daily_limit: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  account_number: z.string().nullable(),
  bank_branch: z.string().nullable(),
  gateway_url: z.string().nullable(),
  merchant_id: z.string().nullable(),
  /** Whether a signing secret is stored; the secret itself is never returned. */
  secret_set: z.boolean(),
  /** A credited deposit asks this multiple of it in valid bets before a withdrawal; 0: none. */
  turnover_multiple: z.number(),
  active: z.boolean(),
  sort: z.number().int(),
  updated_at: z.string().nullable(),
});

export const AdminDepositChannelList = defineAdminCall({
  name: 'AdminDepositChannelList',
  method: 'GET',
  path: '/deposit-channels',
  roles: ROLES,
  request: z.object({
    site_id: siteId.optional(),
    currency: ZCurrency.optional(),
    type: ZDepositChannelType.optional(),
    active: z.enum(['true', 'false']).optional(),
    page,
    page_size: pageSize,
  }),
  /** In the members' order: site, currency, then display order. */
  data: z.object({ list: z.array(ZAdminDepositChannel), total: z.number().int() }),
});

/** The fields staff set on a channel; which are required depends on its type (the server checks). */
const channelFields = {
  names: ZLocalizedTexts('names', 60),
  min_amount: ZDecimalAmount,
  max_amount: ZDecimalAmount,
  /** Empty string or null: no daily cap. */
  daily_limit: ZDecimalAmount.or(z.literal('')).nullable().optional(),
  bank_name: text('bank_name', 100).optional(),
  account_name: text('account_name', 100).optional(),
  account_number: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9A-Za-z -]{4,40}$/, 'account_number: 4-40 letters, digits, spaces or hyphens')
    .optional(),
  bank_branch: z.string().trim().max(100).optional(),
  gateway_url: z
    .string()
    .trim()
    .max(300)
    .regex(/^https:\/\/[^\s?#@]+$/, 'gateway_url: an https address without query')
    .optional(),
  merchant_id: text('merchant_id', 64).optional(),
  /** Write-only: replaces the stored signing secret. */
  secret: z.string().min(16, 'secret: at least 16 characters').max(200).optional(),
  /** Turnover (打码量) a credited deposit asks, as a multiple of it: 0 (none) to 100, e.g. 1 or 1.5. */
  turnover_multiple: ZTurnoverMultiple.optional(),
};

export const AdminDepositChannelCreate = defineAdminCall({
  name: 'AdminDepositChannelCreate',
  method: 'POST',
  path: '/deposit-channels',
  roles: ROLES,
  request: z.object({
    site_id: siteId,
    currency: ZCurrency,
    type: ZDepositChannelType,
    active: z.boolean().default(true),
    ...channelFields,
    reason: reason.optional(),
  }),
  data: ZAdminDepositChannel,
});

/** Changes the fields sent; the type, site and currency stay. A reason is required: members send money here. */
export const AdminDepositChannelUpdate = defineAdminCall({
  name: 'AdminDepositChannelUpdate',
  method: 'PUT',
  path: '/deposit-channels/:id',
  roles: ROLES,
  request: z
    .object(channelFields)
    .partial()
    .extend({ id: bigintId({ coerce: true }), reason }),
  data: ZAdminDepositChannel,
});

export const AdminDepositChannelSetActive = defineAdminCall({
  name: 'AdminDepositChannelSetActive',
  method: 'POST',
  path: '/deposit-channels/:id/active',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }), active: z.boolean(), reason }),
  data: ZAdminDepositChannel,
});

/** The display order of one site and currency's channels: every channel of it, first shown first. */
export const AdminDepositChannelReorder = defineAdminCall({
  name: 'AdminDepositChannelReorder',
  method: 'PUT',
  path: '/deposit-channel-order',
  roles: ROLES,
  request: z.object({
    site_id: siteId,
    currency: ZCurrency,
    ids: z
      .array(bigintId())
      .min(1, 'ids: at least one channel')
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, 'ids: each channel once'),
    reason: reason.optional(),
  }),
  data: z.object({ list: z.array(ZAdminDepositChannel) }),
});

export const ZAdminWithdrawLimit = z.object({
  site_id: z.number().int(),
  currency: z.string(),
  min_amount: z.string(),
  max_amount: z.string(),
  /** Requests a member may make per day (the site's day), pending and approved; null: no cap. */
  daily_count: z.number().int().nullable(),
  /** Their total per day; null: no cap. */
  daily_amount: z.string().nullable(),
  /** Approving a payout to a bank account finance has not verified is refused (from the amount below). */
  verified_payouts_only: z.boolean(),
  /** Payouts below this amount may still go to an unverified account; "0.00": none may. */
  unverified_payout_below: z.string(),
  /** False: the product's defaults for the currency apply (nothing saved for this site yet). */
  configured: z.boolean(),
  updated_at: z.string().nullable(),
});

/** Every currency of every site (or of one site), with the limits members meet now. */
export const AdminWithdrawLimitList = defineAdminCall({
  name: 'AdminWithdrawLimitList',
  method: 'GET',
  path: '/withdraw-limits',
  roles: ROLES,
  request: z.object({
    site_id: siteId.optional(),
    currency: ZCurrency.optional(),
    page,
    page_size: pageSize,
  }),
  data: z.object({ list: z.array(ZAdminWithdrawLimit), total: z.number().int() }),
});

export const AdminWithdrawLimitSave = defineAdminCall({
  name: 'AdminWithdrawLimitSave',
  method: 'PUT',
  path: '/withdraw-limits/:site_id/:currency',
  roles: ROLES,
  request: z.object({
    site_id: siteId,
    currency: ZCurrency,
    min_amount: ZDecimalAmount,
    max_amount: ZDecimalAmount,
    daily_count: z.number().int().min(1, 'daily_count: at least 1').max(1000).nullable(),
    daily_amount: ZDecimalAmount.nullable(),
    /** Left out: stays as saved (on, from 0 where nothing was saved). */
    verified_payouts_only: z.boolean().optional(),
    unverified_payout_below: ZDecimalAmount.optional(),
    reason,
  }),
  data: ZAdminWithdrawLimit,
});

export type AdminDepositChannel = z.infer<typeof ZAdminDepositChannel>;
export type AdminWithdrawLimit = z.infer<typeof ZAdminWithdrawLimit>;
