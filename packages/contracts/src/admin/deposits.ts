import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { defineAdminCall } from './staff';
import { ZDepositStatus } from '../deposit';

/** Staff calls of the deposit desk (`modules/money/deposit`). */
export const ZAdminDeposit = z.object({
  id: z.number().int(),
  order_number: z.string(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  currency: z.string(),
  amount: z.string(),
  /** In the caller's language (the lang header), else English, else any. */
  channel_name: z.string(),
  /** What the channel was called, by language, when the member filed the order. */
  channel_names: z.record(z.string(), z.string()),
  /** A bank transfer (staff approve or reject it) or an online gateway order (the gateway settles it). */
  channel_type: z.enum(['bank', 'gateway']),
  /** The gateway's own number for the payment, once its callback came. */
  gateway_trade_no: z.string().nullable(),
  reference: z.string().nullable(),
  status: ZDepositStatus,
  reason: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});

export const AdminDepositList = defineAdminCall({
  name: 'AdminDepositList',
  method: 'GET',
  path: '/deposits',
  roles: ['finance'],
  request: z.object({
    status: ZDepositStatus.optional(),
    site_id: integerId({ coerce: true }).optional(),
    member_id: bigintId({ coerce: true }).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({ list: z.array(ZAdminDeposit), total: z.number().int() }),
});

export const AdminDepositApprove = defineAdminCall({
  name: 'AdminDepositApprove',
  method: 'POST',
  path: '/deposits/:id/approve',
  roles: ['finance'],
  request: z.object({
    id: bigintId({ coerce: true }),
    reason: z.string().trim().max(500).optional(),
  }),
  data: ZAdminDeposit,
});

export const AdminDepositReject = defineAdminCall({
  name: 'AdminDepositReject',
  method: 'POST',
  path: '/deposits/:id/reject',
  roles: ['finance'],
  request: z.object({ id: bigintId({ coerce: true }), reason: z.string().trim().min(1).max(500) }),
  data: ZAdminDeposit,
});
