import { z } from 'zod';
import { bigintId } from '../ids';
import { defineAdminCall, ZStaffAccount, ZStaffPassword, ZStaffRole, type TStaffRole } from './staff';

/**
 * Staff accounts through /api/admin (admin only): list, create, change role or status, reset a
 * member of staff's two-factor, end their sessions. Every change asks for a reason and is audited; an
 * admin cannot demote or disable themself, and the last active admin stays.
 *
 * Changes that give or restore power are proposals a second, independent admin approves: creating a
 * finance or admin account, any change whose new role is finance or admin, re-enabling a disabled
 * account, resetting two-factor. Lowering a role, disabling, ending sessions and creating content,
 * support or auditor accounts take effect at once. Every account an admin makes sets its own password
 * at first sign-in.
 */

/** The roles that move money: an account or role change towards them waits for a second admin. */
export const MONEY_ROLES = ['finance', 'admin'] as const satisfies readonly TStaffRole[];
export const isMoneyRole = (role: TStaffRole) => (MONEY_ROLES as readonly TStaffRole[]).includes(role);

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

export const STAFF_PROPOSAL_KINDS = ['create', 'update', 'totp_reset'] as const;
export const STAFF_PROPOSAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A proposed change to a staff account, as the staff list shows it waiting for a second admin. */
export const ZStaffProposal = z.object({
  id: z.number().int(),
  kind: z.enum(STAFF_PROPOSAL_KINDS),
  /** The account changed (for `create`, the one being made: null until approved). */
  target_staff_id: z.number().int().nullable(),
  account: z.string(),
  /** `create`: the new account's role; `update`: the role and status asked for. */
  role: ZStaffRole.nullable(),
  new_status: ZStaffStatus.nullable(),
  reason: z.string(),
  status: z.enum(STAFF_PROPOSAL_STATUSES),
  proposed_by: z.number().int(),
  proposed_by_account: z.string().nullable(),
  decided_by: z.number().int().nullable(),
  decided_by_account: z.string().nullable(),
  decision_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

/** What a change did: `done` (the account as it is now) or `proposed` (waiting for a second admin). */
export const ZStaffChange = z.object({
  outcome: z.enum(['done', 'proposed']),
  staff: ZAdminStaffRow.nullable(),
  proposal: ZStaffProposal.nullable(),
});

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
  data: ZStaffChange,
});

export const AdminStaffUpdate = defineAdminCall({
  name: 'AdminStaffUpdate',
  method: 'POST',
  path: '/staff/:id',
  roles: [],
  /** Disabling ends every session at once. */
  request: z.object({ id, role: ZStaffRole.optional(), status: ZStaffStatus.optional(), reason }),
  data: ZStaffChange,
});

export const AdminStaffResetTotp = defineAdminCall({
  name: 'AdminStaffResetTotp',
  method: 'POST',
  path: '/staff/:id/totp/reset',
  roles: [],
  /** For a lost phone: two-factor off and every session ended; the next login sets it up again. */
  request: z.object({ id, reason }),
  data: ZStaffChange,
});

export const AdminStaffEndSessions = defineAdminCall({
  name: 'AdminStaffEndSessions',
  method: 'POST',
  path: '/staff/:id/sessions/end',
  roles: [],
  request: z.object({ id, reason }),
  data: ZAdminStaffRow,
});

export const AdminStaffProposalList = defineAdminCall({
  name: 'AdminStaffProposalList',
  method: 'GET',
  path: '/staff-proposals',
  roles: [],
  request: z.object({
    status: z.enum(STAFF_PROPOSAL_STATUSES).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({ list: z.array(ZStaffProposal), total: z.number().int() }),
});

/**
 * Applies the change. Refused (403) to its maker and to an admin who is not independent of the maker:
 * made by them, or whose role or two-factor they last changed, or who has not yet set their own
 * password (or two-factor, where it is required).
 */
export const AdminStaffProposalApprove = defineAdminCall({
  name: 'AdminStaffProposalApprove',
  method: 'POST',
  path: '/staff-proposals/:id/approve',
  roles: [],
  request: z.object({ id, reason: reason.optional() }),
  data: ZStaffProposal,
});

export const AdminStaffProposalReject = defineAdminCall({
  name: 'AdminStaffProposalReject',
  method: 'POST',
  path: '/staff-proposals/:id/reject',
  roles: [],
  request: z.object({ id, reason }),
  data: ZStaffProposal,
});

export type AdminStaffFilter = z.output<typeof AdminStaffList.request>;
export type AdminStaffRow = z.infer<typeof ZAdminStaffRow>;
export type TStaffProposal = z.infer<typeof ZStaffProposal>;
export type TStaffChange = z.infer<typeof ZStaffChange>;
