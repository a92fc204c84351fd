import { z } from 'zod';
import { defineCall } from './call';
import { bigintId } from './ids';

/**
 * The agent centre's team pages (ours: spec §7 names no path for their data, so they live under
 * `/member/agent/...` as `/member/bets` does): ProxyCenter's dashboard, DownlineInfo, OperationTable
 * and StratifiedTable. Every figure comes from the daily report rollups, so an agent's figures add up
 * to the operator's reports. Amounts are decimal strings in the agent's currency (§9 minor units);
 * win/loss is the members' payout − stake (a team's loss is negative). Dates are site days, both ends
 * included. An agent reads only its own tree.
 */

/** The longest period a team report covers at once (a quarter and a bit). */
export const TEAM_REPORT_MAX_DAYS = 93;

const dateField = (field: string) =>
  z.iso.date({ error: `${field} must be a date written YYYY-MM-DD` }).max(10);

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const ZTeamPeriod = z
  .object({ start_date: dateField('start_date'), end_date: dateField('end_date') })
  .refine((r) => r.end_date >= r.start_date, {
    path: ['end_date'],
    error: 'end_date must not be before start_date',
  })
  .refine((r) => dayNumber(r.end_date) - dayNumber(r.start_date) < TEAM_REPORT_MAX_DAYS, {
    path: ['end_date'],
    error: `end_date: a team report covers at most ${TEAM_REPORT_MAX_DAYS} days`,
  });

/** The money figures of a set of members over a period. */
export const ZTeamMoney = z.object({
  deposits: z.string(),
  withdrawals: z.string(),
  valid_bet: z.string(),
  win_loss: z.string(),
});

/** An agent of the breadcrumb from the signed-in agent down to the one being read. */
export const ZTeamAgentRef = z.object({ member_id: z.number().int(), account: z.string() });

export const TEAM_DASHBOARD_PERIODS = ['today', 'week', 'month'] as const;

export const AgentTeamDashboard = defineCall({
  name: 'AgentTeamDashboard',
  method: 'POST',
  path: '/member/agent/team/dashboard',
  auth: 'member',
  request: z.object({}),
  data: z.object({
    /** Members whose introducer is the agent (sub-agents counted apart), its sub-agents, everyone below. */
    team: z.object({
      direct_members: z.number().int(),
      sub_agents: z.number().int(),
      whole_tree: z.number().int(),
    }),
    /** Today, this week (from Monday) and this month, in the site's time zone. */
    periods: z.array(
      ZTeamMoney.extend({
        period: z.enum(TEAM_DASHBOARD_PERIODS),
        start_date: z.string(),
        end_date: z.string(),
        new_members: z.number().int(),
        /** Members with a deposit or a settled round in the period. */
        active_members: z.number().int(),
      }),
    ),
  }),
});

export const ZDownlineRow = ZTeamMoney.extend({
  member_id: z.number().int(),
  account: z.string(),
  /** The member's agent (its introducer): the viewed agent, or deeper when searching the whole tree. */
  agent_account: z.string(),
  status: z.enum(['active', 'frozen', 'disabled']),
  /** For a sub-agent: active or suspended; null for a plain member. */
  agent_status: z.enum(['active', 'suspended']).nullable(),
  /** For a sub-agent: everyone below it; 0 for a plain member. */
  team_size: z.number().int(),
  registered_at: z.string(),
  last_login_at: z.string().nullable(),
});

export const AgentTeamDownline = defineCall({
  name: 'AgentTeamDownline',
  method: 'POST',
  path: '/member/agent/team/downline',
  auth: 'member',
  request: ZTeamPeriod.safeExtend({
    /** The agent whose direct downline is listed: the signed-in agent when absent, else one of its sub-agents. */
    agent_id: bigintId({ coerce: true }).optional(),
    /** Direct members or sub-agents. */
    kind: z.enum(['members', 'agents']).default('members'),
    /** Part of an account: searches the whole tree below the viewed agent, not only its direct line. */
    account: z.string().trim().toLowerCase().max(30).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    path: z.array(ZTeamAgentRef),
    list: z.array(ZDownlineRow),
    total: z.number().int(),
    /** Direct members and sub-agents of the viewed agent. */
    counts: z.object({ members: z.number().int(), agents: z.number().int() }),
  }),
});

export const ZOperationFigures = ZTeamMoney.extend({
  registrations: z.number().int(),
  first_deposits: z.number().int(),
  /** Deposits − withdrawals. */
  net: z.string(),
  rounds: z.number().int(),
  stake: z.string(),
  promotions: z.string(),
  rebates: z.string(),
  /** Members with a deposit or a settled round (over the whole period for the totals). */
  active_members: z.number().int(),
});

export const AgentTeamOperation = defineCall({
  name: 'AgentTeamOperation',
  method: 'POST',
  path: '/member/agent/team/operation',
  auth: 'member',
  request: ZTeamPeriod,
  data: z.object({
    /** One row per site day of the period, days without activity included (zeros). */
    list: z.array(ZOperationFigures.extend({ day: z.string() })),
    totals: ZOperationFigures,
  }),
});

/**
 * `GET /api/member/agent/team/operation/export?format=csv|xlsx&start_date&end_date` answers the file
 * itself, not an envelope, so it is not a `defineCall`; it names the route and its query for the
 * server and the route walks. Headings are in the member's language.
 */
export const AgentTeamOperationExport = {
  name: 'AgentTeamOperationExport',
  method: 'GET' as const,
  path: '/member/agent/team/operation/export' as const,
  auth: 'member' as const,
  request: ZTeamPeriod.safeExtend({ format: z.enum(['csv', 'xlsx']) }),
};

export const ZStratifiedRow = ZTeamMoney.extend({
  kind: z.enum(['member', 'agent']),
  member_id: z.number().int(),
  account: z.string(),
  /** 1 for a direct member; for a sub-agent, itself and everyone below it. */
  members: z.number().int(),
  promotions: z.string(),
  rebates: z.string(),
  /**
   * The platform (per hall), deposit and withdrawal fees of the row's members under the commission
   * plan, as a statement counts them; exact over any dates (0 on days no plan was in force).
   */
  fees: z.string(),
  /**
   * What the row's sub-agent earns (for the totals: the viewed agent) summed over the commission
   * periods the dates cover; null for a plain member, and when the dates cut a commission period
   * (commission is decided over whole periods). An open period counts whole from its first day to today.
   */
  commission: z.string().nullable(),
});

/** A commission period of the plan (first and last site day). */
export const ZCommissionPeriodRef = z.object({ start_date: z.string(), end_date: z.string() });

export const AgentTeamStratified = defineCall({
  name: 'AgentTeamStratified',
  method: 'POST',
  path: '/member/agent/team/stratified',
  auth: 'member',
  request: ZTeamPeriod.safeExtend({
    /** The agent whose level is shown: the signed-in agent when absent, else one of its sub-agents. */
    agent_id: bigintId({ coerce: true }).optional(),
  }),
  data: z.object({
    path: z.array(ZTeamAgentRef),
    /** Each direct member, and each sub-agent with its whole subtree (sub-agents first, larger first). */
    rows: z.array(ZStratifiedRow),
    totals: ZStratifiedRow.omit({ kind: true, member_id: true, account: true }),
    /** The commission periods the dates touch, oldest first. */
    commission_periods: z.array(ZCommissionPeriodRef),
    /** Every touched period is covered whole, so commission is shown. */
    commission_whole: z.boolean(),
  }),
});

/**
 * `GET /api/member/agent/team/stratified/export?format=csv|xlsx&start_date&end_date[&agent_id]`: the
 * level as a file (rows and totals, fees and commission included), headings in the member's language.
 */
export const AgentTeamStratifiedExport = {
  name: 'AgentTeamStratifiedExport',
  method: 'GET' as const,
  path: '/member/agent/team/stratified/export' as const,
  auth: 'member' as const,
  request: ZTeamPeriod.safeExtend({
    agent_id: bigintId({ coerce: true }).optional(),
    format: z.enum(['csv', 'xlsx']),
  }),
};
