import { z } from 'zod';
import { REGISTER_SETTING_FIELDS, ZRegisterFieldSetting } from '../register';
import { defineAdminCall } from './staff';

/** Member administration through /api/admin (roles: admin all; support read/status/reset; finance read). */

export const ZAdminMemberStatus = z.enum(['active', 'frozen', 'disabled']);

export const ZAdminMemberSummary = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  account: z.string(),
  currency: z.string(),
  status: ZAdminMemberStatus,
  created_at: z.string(),
});

export const AdminMemberSearch = defineAdminCall({
  name: 'AdminMemberSearch',
  method: 'GET',
  path: '/members',
  roles: ['support', 'finance'],
  request: z.object({
    account: z.string().max(64).optional(),
    site_id: z.coerce.number().int().positive().optional(),
    currency: z.string().max(8).optional(),
    status: ZAdminMemberStatus.optional(),
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
  request: z.object({ id: z.coerce.number().int().positive() }),
  data: ZAdminMemberSummary.extend({ detail: z.record(z.string(), z.unknown()) }),
});

export const AdminMemberSetStatus = defineAdminCall({
  name: 'AdminMemberSetStatus',
  method: 'POST',
  path: '/members/:id/status',
  roles: ['support'],
  request: z.object({
    id: z.coerce.number().int().positive(),
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
  request: z.object({ id: z.coerce.number().int().positive(), reason: z.string().max(500).optional() }),
  /** Shown once; the member must change it at next login. */
  data: z.object({ id: z.number().int(), temporary_password: z.string() }),
});

/** Turns login double validation (spec §3) on or off for one member. */
export const AdminMemberSetDoubleValidation = defineAdminCall({
  name: 'AdminMemberSetDoubleValidation',
  method: 'POST',
  path: '/members/:id/double-validation',
  roles: ['support'],
  request: z.object({
    id: z.coerce.number().int().positive(),
    double_validation: z.boolean(),
    reason: z.string().trim().min(1).max(500),
  }),
  data: z.object({ id: z.number().int(), double_validation: z.boolean() }),
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
  request: z.object({ site_id: z.coerce.number().int().positive() }),
  data: z.object({ list: z.array(ZAdminRegisterSetting) }),
});

/** Sets the rows sent (currency + field); rows not sent stay as they are. */
export const AdminRegisterSettingsUpdate = defineAdminCall({
  name: 'AdminRegisterSettingsUpdate',
  method: 'PUT',
  path: '/sites/:site_id/register-settings',
  roles: [],
  request: z.object({
    site_id: z.coerce.number().int().positive(),
    list: z.array(ZAdminRegisterSetting).min(1).max(200),
  }),
  data: z.object({ list: z.array(ZAdminRegisterSetting) }),
});

export type TAdminMemberStatus = z.infer<typeof ZAdminMemberStatus>;
