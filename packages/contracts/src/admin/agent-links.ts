import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { defineAdminCall } from './staff';

/**
 * Agents' registration links through /api/admin (`modules/agents/promotion`): each link with its
 * clicks, registrations and first deposits, filtered by site, currency, agent and status; staff block
 * a link (it then registers nobody and its agent cannot switch it on) or release it, with a reason,
 * audited.
 */

const reason = z.string().trim().min(1, 'reason: required').max(500, 'reason: at most 500 characters');

export const ZAdminAgentLink = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agent_account: z.string(),
  currency: z.string(),
  name: z.string(),
  code: z.string(),
  status: z.enum(['active', 'disabled', 'blocked']),
  clicks: z.number().int(),
  registrations: z.number().int(),
  first_deposits: z.number().int(),
  created_at: z.string(),
});

export const AdminAgentLinkList = defineAdminCall({
  name: 'AdminAgentLinkList',
  method: 'GET',
  path: '/agent-links',
  roles: ['support', 'finance'],
  request: z.object({
    site_id: integerId({ coerce: true }),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .max(8, 'currency: unknown currency')
      .regex(/^[A-Z]{2,8}$/, 'currency: unknown currency')
      .optional(),
    /** The agent's account, exactly. */
    agent: z.string().trim().min(1).max(40, 'agent: at most 40 characters').optional(),
    status: z.enum(['active', 'disabled', 'blocked']).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    list: z.array(ZAdminAgentLink),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Sums over every link the filters match, not only this page. */
    totals: z.object({
      clicks: z.number().int(),
      registrations: z.number().int(),
      first_deposits: z.number().int(),
    }),
  }),
});

/** Blocks a link (blocked: true) or gives it back to its agent, switched on (false). */
export const AdminAgentLinkBlock = defineAdminCall({
  name: 'AdminAgentLinkBlock',
  method: 'POST',
  path: '/agent-links/:id/block',
  roles: ['support'],
  request: z.object({ site_id: integerId(), id: bigintId({ coerce: true }), blocked: z.boolean(), reason }),
  data: ZAdminAgentLink,
});

export type TAdminAgentLink = z.infer<typeof ZAdminAgentLink>;
export type TAdminAgentLinkPage = z.infer<typeof AdminAgentLinkList.data>;
