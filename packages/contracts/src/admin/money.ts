import { z } from 'zod';
import { ZTransactionKind, ZTransactionStatus } from '../wallet';
import { ZIdempotencyKey, ZWithdrawStatus } from '../withdrawal';
import { defineAdminCall } from './staff';

/** Back-office money calls: withdrawal review, manual adjustments and a member's ledger (finance + admin). */

const ROLES = ['finance'] as const;
const page = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const reason = z.string().trim().min(1, 'reason is required').max(500);

export const ZAdminWithdrawal = z.object({
  id: z.number().int(),
  order_number: z.string(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  currency: z.string(),
  amount: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  status: ZWithdrawStatus,
  reason: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});

export const AdminWithdrawalList = defineAdminCall({
  name: 'AdminWithdrawalList',
  method: 'GET',
  path: '/withdrawals',
  roles: ROLES,
  request: z.object({
    status: ZWithdrawStatus.optional(),
    site_id: z.coerce.number().int().positive().optional(),
    member_id: z.coerce.number().int().positive().optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    page,
    page_size: pageSize,
  }),
  data: z.object({ list: z.array(ZAdminWithdrawal), total: z.number().int() }),
});

export const AdminWithdrawalApprove = defineAdminCall({
  name: 'AdminWithdrawalApprove',
  method: 'POST',
  path: '/withdrawals/:id/approve',
  roles: ROLES,
  request: z.object({ id: z.coerce.number().int().positive(), reason: reason.optional() }),
  data: ZAdminWithdrawal,
});

export const AdminWithdrawalReject = defineAdminCall({
  name: 'AdminWithdrawalReject',
  method: 'POST',
  path: '/withdrawals/:id/reject',
  roles: ROLES,
  request: z.object({ id: z.coerce.number().int().positive(), reason }),
  data: ZAdminWithdrawal,
});

export const AdminMemberAdjustment = defineAdminCall({
  name: 'AdminMemberAdjustment',
  method: 'POST',
  path: '/members/:id/adjustments',
  roles: ROLES,
  request: z.object({
    id: z.coerce.number().int().positive(),
    /** Signed: positive credits the member, negative debits. */
    amount: z
      .string()
      .trim()
      .regex(/^-?\d{1,15}(\.\d{1,8})?$/, 'amount must be a signed decimal number'),
    reason,
    idempotency_key: ZIdempotencyKey,
  }),
  data: z.object({
    transfer_id: z.string(),
    amount: z.string(),
    available: z.string(),
    replayed: z.boolean(),
  }),
});

export const AdminMemberLedger = defineAdminCall({
  name: 'AdminMemberLedger',
  method: 'GET',
  path: '/members/:id/ledger',
  roles: ROLES,
  request: z.object({
    id: z.coerce.number().int().positive(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    page,
    page_size: pageSize,
  }),
  data: z.object({
    currency: z.string(),
    list: z.array(
      z.object({
        id: z.string(),
        kind: ZTransactionKind,
        amount: z.string(),
        reference: z.string().nullable(),
        memo: z.string().nullable(),
        status: ZTransactionStatus,
        created_at: z.string(),
      }),
    ),
    total: z.number().int(),
  }),
});
