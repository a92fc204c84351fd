import { z } from 'zod';
import { defineCall } from './call';
import { bigintId } from './ids';

/**
 * Agent commission as the agent sees it (the agent centre's Plan and PerformanceSettlement pages and
 * the ProxyCenter's commission card). Amounts are decimal strings in the agent's currency; periods are
 * site days, inclusive. Only an agent calls these (code 403 otherwise), except the plan, which any
 * member may read before applying (agent_type 0).
 */

export const COMMISSION_PERIODS = ['week', 'half_month', 'month'] as const;
export const ZCommissionPeriod = z.enum(COMMISSION_PERIODS);
export type TCommissionPeriod = z.infer<typeof ZCommissionPeriod>;

/** preview: computed, may still change; approved: waiting for a second staff member; paid: final. */
export const COMMISSION_STATES = ['preview', 'approved', 'paid'] as const;
export const ZCommissionState = z.enum(COMMISSION_STATES);
export type TCommissionState = z.infer<typeof ZCommissionState>;

export const ZCommissionTier = z.object({
  min_net_revenue: z.string(),
  min_active_members: z.number().int(),
  rate_bp: z.number().int(),
});

export const ZCommissionRules = z.object({
  period: ZCommissionPeriod,
  tiers: z.array(ZCommissionTier),
  hall_fees: z.array(z.object({ hall: z.number().int(), fee_bp: z.number().int() })),
  default_hall_fee_bp: z.number().int(),
  deposit_fee_bp: z.number().int(),
  withdrawal_fee_bp: z.number().int(),
  active_min_deposits: z.string(),
  active_min_valid_bet: z.string(),
  carry_negative: z.boolean(),
  cpa_amount: z.string(),
  cpa_min_deposits: z.string(),
});
export type TCommissionRules = z.infer<typeof ZCommissionRules>;

export const MemberCommissionPlan = defineCall({
  name: 'MemberCommissionPlan',
  method: 'POST',
  path: '/member/agent/commission/plan',
  auth: 'member',
  request: z.object({}),
  data: z.object({
    /** Null: the site has no plan in this currency yet. */
    plan: ZCommissionRules.extend({ version: z.number().int(), since: z.string() }).nullable(),
    currency: z.string(),
    /** The agent's own kind: 1 revenue share, 2 CPA, 3 both; 0 when the member is no agent. */
    agent_type: z.number().int(),
  }),
});

export const ZCommissionStatementRow = z.object({
  id: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  plan_version: z.number().int(),
  state: ZCommissionState,
  tier: z.number().int().nullable(),
  rate_bp: z.number().int(),
  team_members: z.number().int(),
  active_members: z.number().int(),
  team_net: z.string(),
  carry_in: z.string(),
  carry_out: z.string(),
  revenue_share: z.string(),
  cpa: z.string(),
  amount: z.string(),
  computed_at: z.string(),
  paid_at: z.string().nullable(),
});

export const MemberCommissionSettlements = defineCall({
  name: 'MemberCommissionSettlements',
  method: 'POST',
  path: '/member/agent/commission/settlements',
  auth: 'member',
  request: z.object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(50).default(12),
  }),
  data: z.object({
    list: z.array(ZCommissionStatementRow),
    total: z.number().int(),
    paid_total: z.string(),
    currency: z.string(),
  }),
});

export const ZCommissionHall = z.object({
  hall: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  valid_bet: z.string(),
  ggr: z.string(),
  fee_bp: z.number().int(),
  fee: z.string(),
});

/** A statement's calculation trace. Nets are shown to 4 more places than the currency (exact). */
export const ZCommissionTrace = z.object({
  members: z.array(
    z.object({
      member_id: z.number().int(),
      account: z.string(),
      halls: z.array(ZCommissionHall),
      deposits: z.string(),
      withdrawals: z.string(),
      promotions: z.string(),
      rebates: z.string(),
      valid_bet: z.string(),
      ggr: z.string(),
      deposit_fee: z.string(),
      withdrawal_fee: z.string(),
      net: z.string(),
      active: z.boolean(),
      rate_bp: z.number().int(),
      part: z.string(),
    }),
  ),
  sub_agents: z.array(
    z.object({
      agent_id: z.number().int(),
      account: z.string(),
      team_net: z.string(),
      rate_bp: z.number().int(),
      part: z.string(),
    }),
  ),
  cpa_members: z.array(z.object({ member_id: z.number().int(), account: z.string() })),
});

export const MemberCommissionSettlement = defineCall({
  name: 'MemberCommissionSettlement',
  method: 'POST',
  path: '/member/agent/commission/settlement',
  auth: 'member',
  request: z.object({ id: bigintId({ coerce: true }) }),
  data: ZCommissionStatementRow.extend({ trace: ZCommissionTrace, currency: z.string() }),
});

export const MemberCommissionSummary = defineCall({
  name: 'MemberCommissionSummary',
  method: 'POST',
  path: '/member/agent/commission/summary',
  auth: 'member',
  request: z.object({}),
  data: z.object({
    currency: z.string(),
    /** The open period so far, as it would settle now; null without a plan. */
    estimate: z
      .object({
        period_start: z.string(),
        period_end: z.string(),
        rate_bp: z.number().int(),
        team_net: z.string(),
        active_members: z.number().int(),
        amount: z.string(),
      })
      .nullable(),
    last: z.array(ZCommissionStatementRow),
  }),
});
