import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { REGISTER_SETTING_FIELDS, ZRegisterFieldSetting } from '../register';
import { ZNetworkText } from './site-rules';
import { defineAdminCall } from './staff';

/**
 * Member administration through /api/admin (roles: admin all; support read/status/reset/app cache;
 * finance read).
 */

export const ZAdminMemberStatus = z.enum(['active', 'frozen', 'disabled']);

export const ZAdminMemberSummary = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  account: z.string(),
  currency: z.string(),
  status: ZAdminMemberStatus,
  name: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
});

/** What the member list can be sorted by. */
export const ADMIN_MEMBER_SORTS = ['id', 'account', 'created_at'] as const;

export const AdminMemberSearch = defineAdminCall({
  name: 'AdminMemberSearch',
  method: 'GET',
  path: '/members',
  roles: ['support', 'finance'],
  request: z.object({
    account: z.string().max(64).optional(),
    site_id: integerId({ coerce: true }).optional(),
    currency: z.string().max(8).optional(),
    status: ZAdminMemberStatus.optional(),
    /** Name prefix, as registered (case-sensitive: names are mostly not Latin). */
    name: z.string().trim().min(1).max(64).optional(),
    /** Exact phone number, digits as registered. */
    phone: z.string().trim().min(1).max(32).optional(),
    /** Exact e-mail address, any case. */
    email: z.string().trim().min(1).max(254).optional(),
    /** Exact address the member registered or logged in from. */
    ip: z
      .string()
      .trim()
      .max(45)
      .regex(/^[0-9a-fA-F:.]+$/, 'ip must be an IPv4 or IPv6 address')
      .optional(),
    /** Exact number of a bank account the member bound. */
    bank_account: z.string().trim().min(1).max(64).optional(),
    /** Account of the friend whose recommend code the member registered with. */
    introducer: z.string().trim().min(1).max(64).optional(),
    /** Account of the agent the member registered under. */
    agent: z.string().trim().min(1).max(64).optional(),
    /** Newest first unless asked otherwise. */
    sort: z.enum(ADMIN_MEMBER_SORTS).default('id'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    list: z.array(ZAdminMemberSummary),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const AdminMemberDetail = defineAdminCall({
  name: 'AdminMemberDetail',
  method: 'GET',
  path: '/members/:id',
  roles: ['support', 'finance'],
  request: z.object({ id: bigintId({ coerce: true }) }),
  data: ZAdminMemberSummary.extend({ detail: z.record(z.string(), z.unknown()) }),
});

export const AdminMemberSetStatus = defineAdminCall({
  name: 'AdminMemberSetStatus',
  method: 'POST',
  path: '/members/:id/status',
  roles: ['support'],
  request: z.object({
    id: bigintId({ coerce: true }),
    status: ZAdminMemberStatus,
    reason: z.string().trim().min(1).max(500),
  }),
  data: z.object({ id: z.number().int(), status: ZAdminMemberStatus }),
});

export const AdminMemberResetPassword = defineAdminCall({
  name: 'AdminMemberResetPassword',
  method: 'POST',
  path: '/members/:id/reset-password',
  roles: ['support'],
  request: z.object({ id: bigintId({ coerce: true }), reason: z.string().max(500).optional() }),
  /** Shown once; the member must change it at next login. */
  data: z.object({ id: z.number().int(), temporary_password: z.string() }),
});

/**
 * The networks one member may log in from (spec §8 login 203 from anywhere else); an empty list lets
 * the member log in from anywhere the site allows.
 */
export const AdminMemberLoginNetworksSave = defineAdminCall({
  name: 'AdminMemberLoginNetworksSave',
  method: 'PUT',
  path: '/members/:id/login-networks',
  roles: ['support'],
  request: z.object({
    id: bigintId({ coerce: true }),
    networks: z.array(ZNetworkText).max(50),
    reason: z.string().trim().min(1).max(500),
  }),
  data: z.object({ id: z.number().int(), login_allowed_networks: z.array(z.string()) }),
});

/** Turns login double validation (spec §3) on or off for one member. */
export const AdminMemberSetDoubleValidation = defineAdminCall({
  name: 'AdminMemberSetDoubleValidation',
  method: 'POST',
  path: '/members/:id/double-validation',
  roles: ['support'],
  request: z.object({
    id: bigintId({ coerce: true }),
    double_validation: z.boolean(),
    reason: z.string().trim().min(1).max(500),
  }),
  data: z.object({ id: z.number().int(), double_validation: z.boolean() }),
});

/**
 * Spec §7 app_clean_cache, for a member whose site or app is stuck on stale cached data: the member is
 * logged out on every device, and the pages and apps open at that moment clear their caches and
 * reload. Pages not open then only find themselves logged out.
 */
export const AdminMemberCleanAppCache = defineAdminCall({
  name: 'AdminMemberCleanAppCache',
  method: 'POST',
  path: '/members/:id/clean-app-cache',
  roles: ['support'],
  request: z.object({
    id: bigintId({ coerce: true }),
    reason: z.string().trim().min(1).max(500),
  }),
  data: z.object({ id: z.number().int() }),
});

const ZAdminRegisterSetting = ZRegisterFieldSetting.omit({ is_member_center_verification: true }).extend({
  name: z.enum(REGISTER_SETTING_FIELDS),
});

/** The register form of one site, per currency and field (what /api/arks/web/register-settings serves). */
export const AdminRegisterSettingsGet = defineAdminCall({
  name: 'AdminRegisterSettingsGet',
  method: 'GET',
  path: '/sites/:site_id/register-settings',
  roles: ['content'],
  request: z.object({ site_id: integerId({ coerce: true }) }),
  data: z.object({ list: z.array(ZAdminRegisterSetting) }),
});

/** Sets the rows sent (currency + field); rows not sent stay as they are. */
export const AdminRegisterSettingsUpdate = defineAdminCall({
  name: 'AdminRegisterSettingsUpdate',
  method: 'PUT',
  path: '/sites/:site_id/register-settings',
  roles: [],
  request: z.object({
    site_id: integerId({ coerce: true }),
    list: z.array(ZAdminRegisterSetting).min(1).max(200),
  }),
  data: z.object({ list: z.array(ZAdminRegisterSetting) }),
});

export type TAdminMemberStatus = z.infer<typeof ZAdminMemberStatus>;

/** A member's bound bank account as finance staff see it: the full number, to match a verifying deposit. */
export const ZAdminBankAccount = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  branch: z.string().nullable(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
});

export const AdminMemberBankAccounts = defineAdminCall({
  name: 'AdminMemberBankAccounts',
  method: 'GET',
  path: '/members/:id/bank-accounts',
  roles: ['finance'],
  request: z.object({ id: bigintId({ coerce: true }) }),
  data: z.object({ list: z.array(ZAdminBankAccount) }),
});

/**
 * Marks a bound account verified (after a deposit from it matched the holder): finance's decision,
 * audited with the evidence. Ends the layout's need_bank_account_deposit_verified for that account.
 */
export const AdminMemberBankAccountVerify = defineAdminCall({
  name: 'AdminMemberBankAccountVerify',
  method: 'POST',
  path: '/members/:id/bank-accounts/:bank_account_id/verify',
  roles: ['finance'],
  request: z.object({
    id: bigintId({ coerce: true }),
    bank_account_id: bigintId({ coerce: true }),
    reason: z.string().trim().min(1).max(500),
  }),
  data: ZAdminBankAccount,
});
