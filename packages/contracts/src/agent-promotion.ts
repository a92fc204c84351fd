import { z } from 'zod';
import { bigintId } from './ids';
import { defineCall } from './call';
import { ZSiteScoped } from './site';

/**
 * An agent's promotion (issue 27 item 2; `modules/agents/promotion`): named registration links, each
 * with a code, opened as `/register?link=<code>` (beside the plain agent link `/register?id=<agent id>`
 * of spec §2), the agent's own domains, and per link the clicks, registrations and first deposits.
 *
 * How a registration is counted for a link without changing the spec's registration parameters: a
 * visit asks `AgentLinkVisit`, which counts one click per visitor per link per site day and answers
 * the agent and currency the register page locks (spec §6 cookies member_agent, register_type, ccy)
 * plus a visitor token the page keeps in a cookie for LINK_EXPIRE_TIME minutes. Once registered (and
 * signed in), the page hands code and token to `AgentLinkClaim`: the registration counts for the link
 * when that visitor clicked it before registering, within LINK_EXPIRE_TIME, and the new member's
 * introducer is the link's agent. A member counts for one link at most.
 */

const flag = z.union([z.literal(0), z.literal(1)]);
/** Link codes: 8 lower-case letters and digits, made by the server. */
export const ZAgentLinkCode = z
  .string()
  .trim()
  .toLowerCase()
  .max(8, 'link: not a link code')
  .regex(/^[a-z0-9]{8}$/, 'link: not a link code');
/** A visitor token: 32 hex digits, made by the server at the first visit. */
export const ZLinkVisitor = z
  .string()
  .trim()
  .max(32, 'visitor: not a visitor token')
  .regex(/^[a-f0-9]{32}$/, 'visitor: not a visitor token');
const linkName = z.string().trim().min(1, 'name: enter a name').max(40, 'name: at most 40 characters');

export const ZAgentLink = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** active: registers members; disabled: the agent switched it off; blocked: staff did (only staff undo it). */
  status: z.enum(['active', 'disabled', 'blocked']),
  clicks: z.number().int(),
  clicks_today: z.number().int(),
  registrations: z.number().int(),
  /** Members registered through the link who have made their first deposit. */
  first_deposits: z.number().int(),
  created_at: z.string(),
});

/** The most links one agent keeps. */
export const AGENT_LINK_LIMIT = 20;

export const AgentLinks = defineCall({
  name: 'AgentLinks',
  method: 'POST',
  path: '/member/agent/links',
  auth: 'member',
  request: z.object({}),
  data: z.object({
    /** The plain agent link of spec §2 is /register?id=<agent_id>. */
    agent_id: z.number().int(),
    currency: z.string(),
    list: z.array(ZAgentLink),
    /** The agent's own domains (staff set them): registrations there take the agent and its currency. */
    domains: z.array(z.object({ host: z.string(), is_active: z.boolean() })),
    limit: z.number().int(),
  }),
});

export const AgentLinkCreate = defineCall({
  name: 'AgentLinkCreate',
  method: 'POST',
  path: '/member/agent/links/create',
  auth: 'member',
  request: z.object({ name: linkName }),
  data: ZAgentLink,
});

/** Renames a link, or switches it off or on again (a link staff blocked stays blocked). */
export const AgentLinkUpdate = defineCall({
  name: 'AgentLinkUpdate',
  method: 'POST',
  path: '/member/agent/links/update',
  auth: 'member',
  request: z.object({
    id: bigintId({ coerce: true }),
    name: linkName.optional(),
    is_active: z.boolean().optional(),
  }),
  data: ZAgentLink,
});

/** A visit of /register?link=<code>: counts the click and answers what the register page locks. */
export const AgentLinkVisit = defineCall({
  name: 'AgentLinkVisit',
  method: 'POST',
  path: '/arks/web/agent-link/visit',
  auth: 'public',
  request: ZSiteScoped.extend({ code: ZAgentLinkCode, visitor: ZLinkVisitor.optional() }),
  data: z.object({
    /** 0: no such link on the site, switched off, or its agent is not an active agent. */
    is_valid: flag,
    agent_id: z.number().int(),
    currency: z.string(),
    /** The visitor token to keep (the one sent, or a new one). */
    visitor: z.string(),
  }),
});

/** After registering through a link: counts the registration for it (see the note above). */
export const AgentLinkClaim = defineCall({
  name: 'AgentLinkClaim',
  method: 'POST',
  path: '/member/agent/link-claim',
  auth: 'member',
  request: z.object({ code: ZAgentLinkCode, visitor: ZLinkVisitor }),
  data: z.object({ claimed: flag }),
});
