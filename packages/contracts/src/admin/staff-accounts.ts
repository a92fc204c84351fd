import { z } from 'zod';
import { bigintId } from '../ids';
import { defineAdminCall, ZStaffAccount, ZStaffPassword, ZStaffRole } from './staff';

/**
 * Staff accounts through /api/admin (admin only): list, create, change role or status, reset a
 * member of staff's two-factor, end their sessions. Every change asks for a reason and is audited; an
 * admin cannot demote or disable themself, and the last active admin stays.
 */

export const ZStaffStatus = z.enum(['active', 'disabled']);

export const ZAdminStaffRow = z.object({
  id: z.number().int(),
  account: z.string(),
  role: ZStaffRole,
  status: ZStaffStatus,
  totp_enabled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  /** Sessions not ended and not yet expired. */
  open_sessions: z.number().int(),
});

const reason = z.string().trim().min(1).max(500);
const id = bigintId({ coerce: true });

export const AdminStaffList = defineAdminCall({
  name: 'AdminStaffList',
  method: 'GET',
  path: '/staff',
  roles: [],
  request: z.object({
    account: z.string().trim().max(32).optional(),
    role: ZStaffRole.optional(),
    status: ZStaffStatus.optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    list: z.array(ZAdminStaffRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const AdminStaffCreate = defineAdminCall({
  name: 'AdminStaffCreate',
  method: 'POST',
  path: '/staff',
  roles: [],
  /** The password is a first one to hand over; two-factor is set up by the new member of staff. */
  request: z.object({ account: ZStaffAccount, password: ZStaffPassword, role: ZStaffRole, reason }),
  data: ZAdminStaffRow,
});

export const AdminStaffUpdate = defineAdminCall({
  name: 'AdminStaffUpdate',
  method: 'POST',
  path: '/staff/:id',
  roles: [],
  /** Disabling ends every session at once. */
  request: z.object({ id, role: ZStaffRole.optional(), status: ZStaffStatus.optional(), reason }),
  data: ZAdminStaffRow,
});

export const AdminStaffResetTotp = defineAdminCall({
  name: 'AdminStaffResetTotp',
  method: 'POST',
  path: '/staff/:id/totp/reset',
  roles: [],
  /** For a lost phone: two-factor off and every session ended; the next login sets it up again. */
  request: z.object({ id, reason }),
  data: ZAdminStaffRow,
});

export const AdminStaffEndSessions = defineAdminCall({
  name: 'AdminStaffEndSessions',
  method: 'POST',
  path: '/staff/:id/sessions/end',
  roles: [],
  request: z.object({ id, reason }),
  data: ZAdminStaffRow,
});

export type AdminStaffFilter = z.output<typeof AdminStaffList.request>;
export type AdminStaffRow = z.infer<typeof ZAdminStaffRow>;
