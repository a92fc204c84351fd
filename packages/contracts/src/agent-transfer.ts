import { z } from 'zod';
import { defineCall } from './call';
import { ZDateRangePage } from './wallet';
import { withdrawPasswordRule } from './validation';
import { ZDecimalAmount, ZIdempotencyKey } from './withdrawal';

/**
 * Agent to downline transfers (ours, under `/member/agent/...`: spec §7 names no path). An active
 * agent moves money from its own main wallet to a DIRECT downline member (a member whose introducer
 * is the agent). Above the site's approval line the amount is held from the agent and waits for staff:
 * approval pays the member, refusal gives it back. Amounts are decimal strings in the agent's currency.
 */

/** paid: the member has it; waiting_approval: held from the agent for staff; rejected: given back. */
export const ZAgentTransferState = z.enum(['paid', 'waiting_approval', 'rejected']);
export type TAgentTransferState = z.infer<typeof ZAgentTransferState>;

export const ZAgentTransfer = z.object({
  id: z.number().int(),
  member_account: z.string(),
  amount: z.string(),
  state: ZAgentTransferState,
  /** The staff member's reason when refused. */
  decision_reason: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});

export const AgentTransferSettings = defineCall({
  name: 'AgentTransferSettings',
  method: 'POST',
  path: '/member/agent/transfer/settings',
  auth: 'member',
  abortable: true,
  request: z.object({}),
  data: z.object({
    currency: z.string(),
    /** The agent's main wallet, what it may transfer now. */
    available: z.string(),
    max_single: z.string(),
    max_daily: z.string(),
    /** Today (site time zone) paid and held transfers counted against the daily limit. */
    used_today: z.string(),
    left_today: z.string(),
    /** Above it a transfer waits for staff approval (held from the agent meanwhile). */
    approval_line: z.string(),
    has_withdraw_password: z.boolean(),
  }),
});

export const AgentTransferCreate = defineCall({
  name: 'AgentTransferCreate',
  method: 'POST',
  path: '/member/agent/transfer',
  auth: 'member',
  request: z.object({
    /** The direct downline member's account. */
    member_account: z.string().trim().min(1, 'member_account is required').max(64),
    amount: ZDecimalAmount,
    withdraw_password: withdrawPasswordRule,
    idempotency_key: ZIdempotencyKey,
  }),
  data: ZAgentTransfer,
});

export const AgentTransferList = defineCall({
  name: 'AgentTransferList',
  method: 'POST',
  path: '/member/agent/transfers',
  auth: 'member',
  abortable: true,
  request: ZDateRangePage,
  data: z.object({ list: z.array(ZAgentTransfer), total: z.number().int() }),
});
