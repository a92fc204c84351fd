import { z } from 'zod';
import { ZAgentTransferState } from '../agent-transfer';
import { CURRENCY_CODES } from '../constants';
import { bigintId, integerId } from '../ids';
import { ZDecimalAmount } from '../withdrawal';
import { defineAdminCall } from './staff';

/**
 * Agent to downline transfers on the staff side: the per site and currency defaults (single and
 * daily limits, the approval line), every transfer with filters, and deciding the ones held above the
 * line. Finance and admin staff; every write audited.
 */

const ROLES = ['finance'] as const;
const ZCurrency = z.enum(CURRENCY_CODES as [string, ...string[]], { message: 'currency: unknown currency' });
const reason = z.string().trim().min(1, 'reason is required').max(500);
const date = (field: string) => z.iso.date({ error: `${field} must be a date written YYYY-MM-DD` }).max(10);

export const ZAdminAgentTransferSettings = z.object({
  site_id: z.number().int(),
  currency: z.string(),
  /** Defaults for agents without their own (`agents.transfer_max_single/daily`). 0: transfers off. */
  max_single: z.string(),
  max_daily: z.string(),
  /** Above it a transfer waits in the approvals inbox, the amount held from the agent. */
  approval_line: z.string(),
  /** False: nothing saved yet, these are the defaults (transfers off). */
  configured: z.boolean(),
  updated_by: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});

export const AdminAgentTransferSettings = defineAdminCall({
  name: 'AdminAgentTransferSettings',
  method: 'GET',
  path: '/agent-transfers/settings/:site_id/:currency',
  roles: ROLES,
  request: z.object({ site_id: integerId({ coerce: true }), currency: ZCurrency }),
  data: ZAdminAgentTransferSettings,
});

export const AdminAgentTransferSettingsSave = defineAdminCall({
  name: 'AdminAgentTransferSettingsSave',
  method: 'PUT',
  path: '/agent-transfers/settings/:site_id/:currency',
  roles: ROLES,
  request: z.object({
    site_id: integerId({ coerce: true }),
    currency: ZCurrency,
    max_single: ZDecimalAmount,
    max_daily: ZDecimalAmount,
    approval_line: ZDecimalAmount,
    reason,
  }),
  data: ZAdminAgentTransferSettings,
});

export const ZAdminAgentTransfer = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  agent_id: z.number().int(),
  agent_account: z.string(),
  member_id: z.number().int(),
  member_account: z.string(),
  amount: z.string(),
  state: ZAgentTransferState,
  /** The agent's site day the transfer counts against its daily limit. */
  day: z.string(),
  decided_by: z.number().int().nullable(),
  decision_reason: z.string().nullable(),
  transfer_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});

export const AdminAgentTransferList = defineAdminCall({
  name: 'AdminAgentTransferList',
  method: 'GET',
  path: '/agent-transfers',
  roles: ROLES,
  request: z
    .object({
      site_id: integerId({ coerce: true }).optional(),
      currency: ZCurrency.optional(),
      state: ZAgentTransferState.optional(),
      agent_id: bigintId({ coerce: true }).optional(),
      member_id: bigintId({ coerce: true }).optional(),
      from: date('from').optional(),
      to: date('to').optional(),
      page: z.coerce.number().int().min(1).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(20),
    })
    .refine((r) => !r.from || !r.to || r.to >= r.from, { path: ['to'], error: 'to must not be before from' }),
  data: z.object({
    list: z.array(ZAdminAgentTransfer),
    total: z.number().int(),
    /** Per currency over every row of the filter: paid and waiting sums. */
    totals: z.array(z.object({ currency: z.string(), paid: z.string(), waiting: z.string() })),
  }),
});

export const AdminAgentTransferApprove = defineAdminCall({
  name: 'AdminAgentTransferApprove',
  method: 'POST',
  path: '/agent-transfers/:id/approve',
  roles: ROLES,
  request: z.object({ id: integerId({ coerce: true }), reason: reason.optional() }),
  data: ZAdminAgentTransfer,
});

export const AdminAgentTransferReject = defineAdminCall({
  name: 'AdminAgentTransferReject',
  method: 'POST',
  path: '/agent-transfers/:id/reject',
  roles: ROLES,
  request: z.object({ id: integerId({ coerce: true }), reason }),
  data: ZAdminAgentTransfer,
});
