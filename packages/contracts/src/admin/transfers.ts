import { z } from 'zod';
import { BIGINT_DIGITS_MAX, bigintId, integerId } from '../ids';
import { defineAdminCall } from './staff';

/**
 * The provider transfer desk through /api/admin (finance): money moving between a member's main
 * wallet and a game provider whose answer never came stays reserved until someone learns what the
 * provider did. The reconciliation job asks every minute; staff see each attempt, can ask again now,
 * and once they have the provider's word another way, settle it by hand with a reason (audited).
 */

/** What one check learned: nothing (unreachable), not yet (not seen, still inside its window), or the outcome. */
export const TRANSFER_CHECK_ANSWERS = [
  'unreachable',
  'not_seen_yet',
  'not_seen',
  'success',
  'failed',
] as const;
export const ZTransferCheckAnswer = z.enum(TRANSFER_CHECK_ANSWERS);

export const ZTransferCheck = z.object({
  checked_at: z.string(),
  /** Null: the reconciliation job. */
  staff_id: z.number().int().nullable(),
  answer: ZTransferCheckAnswer,
  detail: z.string().nullable(),
});

export const ZAdminProviderTransfer = z.object({
  /** The ledger transfer id (a decimal string: ids are 64-bit). */
  id: z.string(),
  site_id: z.number().int(),
  member_id: z.number().int().nullable(),
  gp_id: z.string(),
  /** in: main wallet to the game; out: the game back to the main wallet. */
  direction: z.enum(['in', 'out']),
  currency: z.string(),
  amount: z.string(),
  reference: z.string(),
  created_at: z.string(),
  checks_total: z.number().int(),
  /** The latest checks, newest first. */
  checks: z.array(ZTransferCheck),
});

/** A ledger transfer's id as digits: its `bigint` column is read as a bigint, past a JS number. */
const transferId = z
  .string()
  .max(19)
  .refine(
    (id) => /^\d{1,19}$/.test(id) && BigInt(id) >= 1n && BigInt(id) <= BIGINT_DIGITS_MAX,
    'id must be a transfer id',
  );
const reason = z.string().trim().min(1, 'reason is required').max(500);

export const AdminProviderTransferList = defineAdminCall({
  name: 'AdminProviderTransferList',
  method: 'GET',
  path: '/provider-transfers',
  roles: ['finance'],
  request: z.object({
    site_id: integerId({ coerce: true }).optional(),
    member_id: bigintId({ coerce: true }).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    list: z.array(ZAdminProviderTransfer),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const ZTransferDeskResult = z.object({
  id: z.string(),
  /** The transfer after the call: still pending, or posted (the money moved) or voided (it did not). */
  status: z.enum(['pending', 'posted', 'voided']),
  answer: ZTransferCheckAnswer.optional(),
});

export const AdminProviderTransferRecheck = defineAdminCall({
  name: 'AdminProviderTransferRecheck',
  method: 'POST',
  path: '/provider-transfers/:id/recheck',
  roles: ['finance'],
  request: z.object({ id: transferId }),
  data: ZTransferDeskResult,
});

export const AdminProviderTransferResolve = defineAdminCall({
  name: 'AdminProviderTransferResolve',
  method: 'POST',
  path: '/provider-transfers/:id/resolve',
  roles: ['finance'],
  /** posted: the provider confirmed it applied the transfer; voided: it confirmed it did not. */
  request: z.object({ id: transferId, outcome: z.enum(['posted', 'voided']), reason }),
  data: ZTransferDeskResult,
});

export type TransferCheckAnswer = z.infer<typeof ZTransferCheckAnswer>;
export type AdminProviderTransferFilter = z.output<typeof AdminProviderTransferList.request>;
export type AdminProviderTransfer = z.infer<typeof ZAdminProviderTransfer>;
