/**
 * The commission calculator: pure, no database. Given a plan version, the agent tree, each member's
 * figures for one period and each agent's carry-over in, it answers every agent's statement with its
 * trace. Amounts are integer minor units (bigint). To stay exact to the cent and additive, a member's
 * net revenue is kept in basis-point units (minor x 10,000) until an agent's commission is floored once.
 *
 * Rules (written down in README, "Agent programme and recommend-a-friend"):
 * - member net = GGR (stake - payout, per hall) - promotions - rebates - platform fee (hall GGR x the
 *   hall's fee %, signed, so a hall's fees add up to its GGR x fee) - deposits x deposit fee % -
 *   withdrawals x withdrawal fee %.
 * - an agent's team is every member introduced by it or by an agent below it; its tier is the highest
 *   whose minimum net revenue AND minimum active members the team's period figures reach (active:
 *   deposits >= X and valid bets >= Y in the period).
 * - capped rate: an agent's tier rate, never above its parent's capped rate.
 * - differential: an agent earns its capped rate on its direct members' net and (its rate - the
 *   sub-agent's) on each sub-agent's whole team net; so along any member's chain the rates add up to the
 *   top agent's rate, never more than the plan's tier allows.
 * - carry-over (revenue units): team = team net + carry in. Team <= 0: no commission, carry out = team
 *   when the plan carries negatives, else 0. Team > 0: commission = floor(sum of parts / 10,000) where
 *   the parts are the per-member differential parts plus carry in at the agent's rate; never negative.
 * - CPA: a fixed amount to a member's direct agent in the period its cumulative deposits first reach X
 *   (paid once per member; the caller says which members were already paid).
 * - agent type 1 is paid revenue share only, 2 CPA only, 3 both; rates are not passed to others.
 */

export type PeriodKind = 'week' | 'half_month' | 'month';

export interface Tier {
  /** Minor units: the team's period net revenue must reach it. */
  minNetRevenue: bigint;
  minActiveMembers: number;
  rateBp: number;
}

export interface PlanRules {
  period: PeriodKind;
  tiers: Tier[];
  /** Platform fee per hall in basis points of the hall's GGR; a hall not named pays `defaultHallFeeBp`. */
  hallFeesBp: Record<number, number>;
  defaultHallFeeBp: number;
  depositFeeBp: number;
  withdrawalFeeBp: number;
  activeMinDeposits: bigint;
  activeMinValidBet: bigint;
  carryNegative: boolean;
  /** CPA: the amount, and the cumulative deposits a member must reach; amount 0: no CPA. */
  cpaAmount: bigint;
  cpaMinDeposits: bigint;
}

export interface HallInput {
  hall: number;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
}

export interface MemberInput {
  memberId: number;
  /** The member's agent (its introducer), an agent of the tree. */
  agentId: number;
  deposits: bigint;
  withdrawals: bigint;
  promotions: bigint;
  rebates: bigint;
  halls: HallInput[];
  /** Cumulative deposits before the period and at its end (CPA). */
  depositsBefore: bigint;
  depositsToEnd: bigint;
  /** A CPA was already paid for this member. */
  cpaPaid: boolean;
}

export interface AgentInput {
  agentId: number;
  parentId: number | null;
  /** 1 revenue share, 2 CPA, 3 hybrid. */
  agentType: number;
  /** Carry-over in (minor units, <= 0). */
  carryIn: bigint;
}

export interface HallTrace {
  hall: number;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
  ggr: bigint;
  feeBp: number;
  /** Basis-point units (minor x 10,000). */
  fee4: bigint;
}

export interface MemberTrace {
  memberId: number;
  halls: HallTrace[];
  deposits: bigint;
  withdrawals: bigint;
  promotions: bigint;
  rebates: bigint;
  validBet: bigint;
  ggr: bigint;
  /** Basis-point units (minor x 10,000). */
  depositFee4: bigint;
  withdrawalFee4: bigint;
  net4: bigint;
  active: boolean;
}

export interface Part {
  /** A direct member, or a sub-agent's whole team. */
  memberId?: number;
  subAgentId?: number;
  net4: bigint;
  rateBp: number;
  /** net4 x rateBp: minor x 10^8. */
  part8: bigint;
}

export interface Statement {
  agentId: number;
  teamMembers: number;
  activeMembers: number;
  /** Minor units, floored toward minus infinity from basis-point units (display). */
  teamNet: bigint;
  teamNet4: bigint;
  tierIndex: number | null;
  tierRateBp: number;
  rateBp: number;
  carryIn: bigint;
  carryOut: bigint;
  parts: Part[];
  revenueShare: bigint;
  cpaMembers: number[];
  cpa: bigint;
  amount: bigint;
  members: MemberTrace[];
}

const TEN_K = 10_000n;

/** Floor division for bigint (toward minus infinity). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** Why a plan's rules are refused, or null. Names the field. */
export function rulesRefusal(r: PlanRules): string | null {
  if (r.tiers.length === 0) return 'tiers: at least one tier';
  for (let i = 0; i < r.tiers.length; i++) {
    const t = r.tiers[i]!;
    if (t.rateBp < 0 || t.rateBp > 10_000) return `tiers[${i}].rate_bp: between 0 and 10000`;
    if (t.minNetRevenue < 0n) return `tiers[${i}].min_net_revenue: not negative`;
    if (t.minActiveMembers < 0) return `tiers[${i}].min_active_members: not negative`;
    if (i === 0) continue;
    const p = r.tiers[i - 1]!;
    if (t.minNetRevenue < p.minNetRevenue || t.minActiveMembers < p.minActiveMembers)
      return `tiers[${i}]: a higher tier's thresholds are not below the tier before`;
    if (t.minNetRevenue === p.minNetRevenue && t.minActiveMembers === p.minActiveMembers)
      return `tiers[${i}]: the same thresholds as the tier before`;
    if (t.rateBp < p.rateBp) return `tiers[${i}].rate_bp: a higher tier never has a lower rate`;
  }
  for (const [hall, bp] of Object.entries(r.hallFeesBp))
    if (bp < 0 || bp > 10_000) return `hall_fees[${hall}]: between 0 and 10000`;
  for (const [f, bp] of [
    ['default_hall_fee_bp', r.defaultHallFeeBp],
    ['deposit_fee_bp', r.depositFeeBp],
    ['withdrawal_fee_bp', r.withdrawalFeeBp],
  ] as const)
    if (bp < 0 || bp > 10_000) return `${f}: between 0 and 10000`;
  if (r.cpaAmount < 0n) return 'cpa_amount: not negative';
  if (r.cpaMinDeposits < 0n) return 'cpa_min_deposits: not negative';
  if (r.activeMinDeposits < 0n || r.activeMinValidBet < 0n) return 'active: not negative';
  return null;
}

/** One member's net revenue and its trace. */
export function memberNet(rules: PlanRules, m: MemberInput): MemberTrace {
  let ggr = 0n;
  let fees4 = 0n;
  let validBet = 0n;
  const halls = m.halls.map((h) => {
    const g = h.stake - h.payout;
    const feeBp = rules.hallFeesBp[h.hall] ?? rules.defaultHallFeeBp;
    const fee4 = g * BigInt(feeBp);
    ggr += g;
    fees4 += fee4;
    validBet += h.validBet;
    return { hall: h.hall, stake: h.stake, payout: h.payout, validBet: h.validBet, ggr: g, feeBp, fee4 };
  });
  const depositFee4 = m.deposits * BigInt(rules.depositFeeBp);
  const withdrawalFee4 = m.withdrawals * BigInt(rules.withdrawalFeeBp);
  const net4 = (ggr - m.promotions - m.rebates) * TEN_K - fees4 - depositFee4 - withdrawalFee4;
  return {
    memberId: m.memberId,
    halls,
    deposits: m.deposits,
    withdrawals: m.withdrawals,
    promotions: m.promotions,
    rebates: m.rebates,
    validBet,
    ggr,
    depositFee4,
    withdrawalFee4,
    net4,
    active: m.deposits >= rules.activeMinDeposits && validBet >= rules.activeMinValidBet,
  };
}

/** The highest tier the team reaches, or null. */
export function tierFor(tiers: Tier[], teamNet4: bigint, active: number): number | null {
  let found: number | null = null;
  tiers.forEach((t, i) => {
    if (teamNet4 >= t.minNetRevenue * TEN_K && active >= t.minActiveMembers) found = i;
  });
  return found;
}

/** Every agent's statement for one period. Agents whose parent is absent count as top agents. */
export function calculate(rules: PlanRules, agents: AgentInput[], members: MemberInput[]): Statement[] {
  const byId = new Map(agents.map((a) => [a.agentId, a]));
  const children = new Map<number, number[]>();
  const roots: number[] = [];
  for (const a of agents) {
    if (a.parentId !== null && byId.has(a.parentId)) {
      const list = children.get(a.parentId) ?? [];
      list.push(a.agentId);
      children.set(a.parentId, list);
    } else roots.push(a.agentId);
  }
  const direct = new Map<number, MemberTrace[]>();
  const cpaOf = new Map<number, number[]>();
  for (const m of members) {
    if (!byId.has(m.agentId)) continue;
    const t = memberNet(rules, m);
    const list = direct.get(m.agentId) ?? [];
    list.push(t);
    direct.set(m.agentId, list);
    if (
      rules.cpaAmount > 0n &&
      !m.cpaPaid &&
      m.depositsBefore < rules.cpaMinDeposits &&
      m.depositsToEnd >= rules.cpaMinDeposits
    ) {
      const c = cpaOf.get(m.agentId) ?? [];
      c.push(m.memberId);
      cpaOf.set(m.agentId, c);
    }
  }

  // Bottom-up: team net, members and active members of each agent's whole team.
  const team = new Map<number, { net4: bigint; members: number; active: number }>();
  const order: number[] = [];
  const visit = (id: number) => {
    order.push(id);
    for (const c of children.get(id) ?? []) visit(c);
  };
  roots.forEach(visit);
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i]!;
    const own = direct.get(id) ?? [];
    let net4 = own.reduce((s, m) => s + m.net4, 0n);
    let count = own.length;
    let active = own.filter((m) => m.active).length;
    for (const c of children.get(id) ?? []) {
      const t = team.get(c)!;
      net4 += t.net4;
      count += t.members;
      active += t.active;
    }
    team.set(id, { net4, members: count, active });
  }

  // Top-down: capped rates.
  const rate = new Map<number, { tier: number | null; tierRate: number; rate: number }>();
  for (const id of order) {
    const t = team.get(id)!;
    const tier = tierFor(rules.tiers, t.net4, t.active);
    const tierRate = tier === null ? 0 : rules.tiers[tier]!.rateBp;
    const parent = byId.get(id)!.parentId;
    const cap = parent !== null && rate.has(parent) ? rate.get(parent)!.rate : tierRate;
    rate.set(id, { tier, tierRate, rate: Math.min(tierRate, cap) });
  }

  return order.map((id) => {
    const a = byId.get(id)!;
    const t = team.get(id)!;
    const r = rate.get(id)!;
    const own = direct.get(id) ?? [];
    const parts: Part[] = own.map((m) => ({
      memberId: m.memberId,
      net4: m.net4,
      rateBp: r.rate,
      part8: m.net4 * BigInt(r.rate),
    }));
    for (const c of children.get(id) ?? []) {
      const diff = r.rate - rate.get(c)!.rate;
      const net4 = team.get(c)!.net4;
      parts.push({ subAgentId: c, net4, rateBp: diff, part8: net4 * BigInt(diff) });
    }
    const paysShare = a.agentType === 1 || a.agentType === 3;
    const paysCpa = a.agentType === 2 || a.agentType === 3;
    const carryIn = a.carryIn < 0n ? a.carryIn : 0n;
    const team4 = t.net4 + carryIn * TEN_K;
    let revenueShare = 0n;
    let carryOut = 0n;
    if (team4 <= 0n) {
      carryOut = rules.carryNegative ? floorDiv(team4, TEN_K) : 0n;
    } else if (paysShare) {
      const sum8 = parts.reduce((s, p) => s + p.part8, 0n) + carryIn * TEN_K * BigInt(r.rate);
      revenueShare = sum8 > 0n ? sum8 / (TEN_K * TEN_K) : 0n;
    }
    const cpaMembers = paysCpa ? (cpaOf.get(id) ?? []) : [];
    const cpa = BigInt(cpaMembers.length) * rules.cpaAmount;
    return {
      agentId: id,
      teamMembers: t.members,
      activeMembers: t.active,
      teamNet: floorDiv(t.net4, TEN_K),
      teamNet4: t.net4,
      tierIndex: r.tier,
      tierRateBp: r.tierRate,
      rateBp: r.rate,
      carryIn,
      carryOut,
      parts,
      revenueShare,
      cpaMembers,
      cpa,
      amount: revenueShare + cpa,
      members: own,
    };
  });
}
