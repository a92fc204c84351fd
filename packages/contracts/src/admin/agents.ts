import { z } from 'zod';
import { CURRENCY_CODES } from '../constants';
import { bigintId, integerId } from '../ids';
import { ZLocalizedTexts } from '../localized';
import { ZAgentApplicationStatus } from '../agent-apply';
import { ZDecimalAmount } from '../withdrawal';
import { defineAdminCall } from './staff';

/**
 * Agents on the staff side: applications to decide, the agents of a site with their place in the
 * tree and what staff may change about them (make, suspend or restore, move, limits, level, type), the
 * names of agent levels per site and language, the eligibility rules per site and currency and the
 * site's agent agreement. Support and admin staff; every write audited with its reason.
 */

const ROLES = ['support'] as const;
const ZCurrency = z.enum(CURRENCY_CODES as [string, ...string[]], { message: 'currency: unknown currency' });
const reason = z.string().trim().min(1, 'reason is required').max(500);
const page = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
};
/** Levels staff may give an agent and name (the agents table's check). */
export const AGENT_LEVEL_MAX = 10;
const ZAgentLevel = z.number().int().min(1, 'level: 1 to 10').max(AGENT_LEVEL_MAX, 'level: 1 to 10');
/** agent_type of the layout: 1 revenue share, 2 CPA, 3 hybrid. */
const ZAgentType = z.union([z.literal(1), z.literal(2), z.literal(3)], { message: 'agent_type: 1, 2 or 3' });

export const ZAdminAgentApplication = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  site_id: z.number().int(),
  currency: z.string(),
  status: ZAgentApplicationStatus.exclude(['none']),
  /** The agent the applicant would stand under (its introducer, when an active agent), or null: top. */
  parent_id: z.number().int().nullable(),
  parent_account: z.string().nullable(),
  reason: z.string().nullable(),
  decided_by: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

export const AdminAgentApplicationList = defineAdminCall({
  name: 'AdminAgentApplicationList',
  method: 'GET',
  path: '/agents/applications',
  roles: ROLES,
  request: z.object({
    site_id: integerId({ coerce: true }).optional(),
    currency: ZCurrency.optional(),
    status: ZAgentApplicationStatus.exclude(['none']).optional(),
    account: z.string().trim().max(64).optional(),
    ...page,
  }),
  data: z.object({ list: z.array(ZAdminAgentApplication), total: z.number().int() }),
});

export const AdminAgentApplicationApprove = defineAdminCall({
  name: 'AdminAgentApplicationApprove',
  method: 'POST',
  path: '/agents/applications/:id/approve',
  roles: ROLES,
  request: z.object({
    id: bigintId({ coerce: true }),
    level: ZAgentLevel.default(1),
    agent_type: ZAgentType.default(1),
    reason: reason.optional(),
  }),
  data: ZAdminAgentApplication,
});

export const AdminAgentApplicationRefuse = defineAdminCall({
  name: 'AdminAgentApplicationRefuse',
  method: 'POST',
  path: '/agents/applications/:id/refuse',
  roles: ROLES,
  /** The reason is shown to the member on the Register page. */
  request: z.object({ id: bigintId({ coerce: true }), reason }),
  data: ZAdminAgentApplication,
});

export const ZAdminAgent = z.object({
  member_id: z.number().int(),
  account: z.string(),
  site_id: z.number().int(),
  currency: z.string(),
  status: z.enum(['active', 'suspended']),
  agent_type: z.number().int(),
  level: z.number().int(),
  parent_id: z.number().int().nullable(),
  /** Accounts from the top agent down to this one. */
  path: z.array(z.object({ member_id: z.number().int(), account: z.string() })),
  transfer_max_single: z.string().nullable(),
  transfer_max_daily: z.string().nullable(),
  direct_members: z.number().int(),
  sub_agents: z.number().int(),
  created_at: z.string(),
});

export const AdminAgentList = defineAdminCall({
  name: 'AdminAgentList',
  method: 'GET',
  path: '/agents',
  roles: ROLES,
  request: z.object({
    site_id: integerId({ coerce: true }).optional(),
    currency: ZCurrency.optional(),
    status: z.enum(['active', 'suspended']).optional(),
    account: z.string().trim().max(64).optional(),
    /** Only the agents directly under this one. */
    parent_id: bigintId({ coerce: true }).optional(),
    ...page,
  }),
  data: z.object({ list: z.array(ZAdminAgent), total: z.number().int() }),
});

export const ZAdminAgentDownline = z.object({
  member_id: z.number().int(),
  account: z.string(),
  member_type: z.number().int(),
  status: z.string(),
});

export const AdminAgentDetail = defineAdminCall({
  name: 'AdminAgentDetail',
  method: 'GET',
  path: '/agents/:member_id',
  roles: ROLES,
  request: z.object({ member_id: bigintId({ coerce: true }) }),
  data: z.object({
    agent: ZAdminAgent,
    /** Members whose introducer is this agent and who are not agents themselves. */
    direct_members: z.array(ZAdminAgentDownline),
    sub_agents: z.array(ZAdminAgent),
  }),
});

export const AdminAgentMake = defineAdminCall({
  name: 'AdminAgentMake',
  method: 'POST',
  path: '/agents',
  roles: ROLES,
  request: z.object({
    member_id: bigintId(),
    /** The agent above it; null: a top agent. */
    parent_id: bigintId().nullable(),
    level: ZAgentLevel.default(1),
    agent_type: ZAgentType.default(1),
    reason,
  }),
  data: ZAdminAgent,
});

export const AdminAgentStatus = defineAdminCall({
  name: 'AdminAgentStatus',
  method: 'POST',
  path: '/agents/:member_id/status',
  roles: ROLES,
  request: z.object({
    member_id: bigintId({ coerce: true }),
    status: z.enum(['active', 'suspended']),
    reason,
  }),
  data: ZAdminAgent,
});

export const AdminAgentSettings = defineAdminCall({
  name: 'AdminAgentSettings',
  method: 'PUT',
  path: '/agents/:member_id',
  roles: ROLES,
  request: z.object({
    member_id: bigintId({ coerce: true }),
    level: ZAgentLevel,
    agent_type: ZAgentType,
    /** Decimal amounts; null: the site's default limit. */
    transfer_max_single: ZDecimalAmount.nullable(),
    transfer_max_daily: ZDecimalAmount.nullable(),
    reason,
  }),
  data: ZAdminAgent,
});

export const AdminAgentMove = defineAdminCall({
  name: 'AdminAgentMove',
  method: 'POST',
  path: '/agents/move',
  roles: ROLES,
  request: z.object({
    /** A member, or a sub-agent that moves with its whole subtree. */
    member_id: bigintId(),
    /** The agent it moves under; null moves an agent to the top. */
    new_agent_id: bigintId().nullable(),
    reason,
  }),
  data: z.object({
    member_id: z.number().int(),
    from_agent_id: z.number().int().nullable(),
    to_agent_id: z.number().int().nullable(),
    /** Agents moved with it (itself included when it is one). */
    agents_moved: z.number().int(),
    /** What the move does to commission periods, in words (also in the audit). */
    effect: z.string(),
  }),
});

export const ZAdminAgentLevelNames = z.object({
  site_id: z.number().int(),
  levels: z.array(z.object({ level: z.number().int(), names: z.record(z.string(), z.string()) })),
});

export const AdminAgentLevelNames = defineAdminCall({
  name: 'AdminAgentLevelNames',
  method: 'GET',
  path: '/agents/level-names/:site_id',
  roles: ROLES,
  request: z.object({ site_id: integerId({ coerce: true }) }),
  data: ZAdminAgentLevelNames,
});

export const AdminAgentLevelNamesSave = defineAdminCall({
  name: 'AdminAgentLevelNamesSave',
  method: 'PUT',
  path: '/agents/level-names/:site_id',
  roles: ROLES,
  request: z.object({
    site_id: integerId({ coerce: true }),
    /** The whole list: levels not named are removed. */
    levels: z
      .array(z.object({ level: ZAgentLevel, names: ZLocalizedTexts('names', 40) }))
      .max(AGENT_LEVEL_MAX)
      .refine((ls) => new Set(ls.map((l) => l.level)).size === ls.length, {
        error: 'levels: each level once',
      }),
    reason,
  }),
  data: ZAdminAgentLevelNames,
});

export const ZAdminAgentEligibility = z.object({
  site_id: z.number().int(),
  currency: z.string(),
  min_account_days: z.number().int(),
  min_deposits: z.string(),
  min_valid_bets: z.string(),
  /** False: nothing saved yet, these are the defaults (everyone eligible). */
  configured: z.boolean(),
  updated_by: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});

export const AdminAgentEligibility = defineAdminCall({
  name: 'AdminAgentEligibility',
  method: 'GET',
  path: '/agents/eligibility/:site_id/:currency',
  roles: ROLES,
  request: z.object({ site_id: integerId({ coerce: true }), currency: ZCurrency }),
  data: ZAdminAgentEligibility,
});

export const AdminAgentEligibilitySave = defineAdminCall({
  name: 'AdminAgentEligibilitySave',
  method: 'PUT',
  path: '/agents/eligibility/:site_id/:currency',
  roles: ROLES,
  request: z.object({
    site_id: integerId({ coerce: true }),
    currency: ZCurrency,
    min_account_days: z.number().int().min(0).max(3650, 'min_account_days: at most 3650'),
    min_deposits: ZDecimalAmount,
    min_valid_bets: ZDecimalAmount,
    reason,
  }),
  data: ZAdminAgentEligibility,
});

export const ZAdminAgentAgreement = z.object({
  site_id: z.number().int(),
  texts: z.record(z.string(), z.string()),
  updated_by: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});

export const AdminAgentAgreement = defineAdminCall({
  name: 'AdminAgentAgreement',
  method: 'GET',
  path: '/agents/agreement/:site_id',
  roles: ROLES,
  request: z.object({ site_id: integerId({ coerce: true }) }),
  data: ZAdminAgentAgreement,
});

export const AdminAgentAgreementSave = defineAdminCall({
  name: 'AdminAgentAgreementSave',
  method: 'PUT',
  path: '/agents/agreement/:site_id',
  roles: ROLES,
  request: z.object({
    site_id: integerId({ coerce: true }),
    texts: ZLocalizedTexts('texts', 20000),
    reason,
  }),
  data: ZAdminAgentAgreement,
});
