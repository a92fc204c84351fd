import { z } from 'zod';
import { defineCall } from './call';

/**
 * Becoming an agent on the member side, beyond spec §7's `/member/apply_for_agent/check` (which keeps
 * its shape in member-center.ts): the state of the member's application with the site's eligibility
 * rules beside the member's own figures, and the site's agent agreement in the reader's language.
 */

export const ZAgentApplicationStatus = z.enum(['none', 'pending', 'refused', 'approved']);
export type TAgentApplicationStatus = z.infer<typeof ZAgentApplicationStatus>;

/** One rule of eligibility: what the site asks and what the member has (amounts as decimal strings). */
const requirement = <T extends z.ZodType>(value: T) =>
  z.object({ required: value, actual: value, met: z.boolean() });

export const ZAgentEligibility = z.object({
  eligible: z.boolean(),
  account_days: requirement(z.number().int()),
  deposits: requirement(z.string()),
  valid_bets: requirement(z.string()),
});
export type TAgentEligibility = z.infer<typeof ZAgentEligibility>;

export const AgentApplicationState = defineCall({
  name: 'AgentApplicationState',
  method: 'POST',
  path: '/member/agent/application',
  auth: 'member',
  request: z.object({}).passthrough(),
  data: z.object({
    /** 1 while the member is an active agent, as the layout's agent_active says. */
    agent_active: z.union([z.literal(0), z.literal(1)]),
    /** The latest application: none, pending, refused (with the reason staff gave) or approved. */
    status: ZAgentApplicationStatus,
    reason: z.string().nullable(),
    applied_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    eligibility: ZAgentEligibility,
    currency: z.string(),
  }),
});

export const AgentAgreementText = defineCall({
  name: 'AgentAgreementText',
  method: 'POST',
  path: '/member/agent/agreement',
  auth: 'member',
  request: z.object({}).passthrough(),
  /** Plain text, paragraphs separated by blank lines; '' when the site has not written one. */
  data: z.object({ text: z.string(), updated_at: z.string().nullable() }),
});
