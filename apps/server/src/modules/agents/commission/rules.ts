import { fromMinor, type CurrencyCode, type TCommissionRules } from '@arks/contracts';
import type { PlanRules } from './calculate';
import type { commissionPlans, StoredRules } from './schema';

export type PlanRow = typeof commissionPlans.$inferSelect;

/** A stored version's rules for the calculator. */
export function rulesOf(plan: PlanRow): PlanRules {
  const r = plan.rules;
  return {
    period: plan.period,
    tiers: r.tiers.map((t) => ({
      minNetRevenue: BigInt(t.min_net_revenue),
      minActiveMembers: t.min_active_members,
      rateBp: t.rate_bp,
    })),
    hallFeesBp: Object.fromEntries(r.hall_fees.map((h) => [h.hall, h.fee_bp])),
    defaultHallFeeBp: r.default_hall_fee_bp,
    depositFeeBp: r.deposit_fee_bp,
    withdrawalFeeBp: r.withdrawal_fee_bp,
    activeMinDeposits: BigInt(r.active_min_deposits),
    activeMinValidBet: BigInt(r.active_min_valid_bet),
    carryNegative: r.carry_negative,
    cpaAmount: BigInt(r.cpa_amount),
    cpaMinDeposits: BigInt(r.cpa_min_deposits),
  };
}

/** Calculator rules as stored. */
export function storedRules(r: PlanRules): StoredRules {
  return {
    tiers: r.tiers.map((t) => ({
      min_net_revenue: String(t.minNetRevenue),
      min_active_members: t.minActiveMembers,
      rate_bp: t.rateBp,
    })),
    hall_fees: Object.entries(r.hallFeesBp).map(([hall, fee]) => ({ hall: Number(hall), fee_bp: fee })),
    default_hall_fee_bp: r.defaultHallFeeBp,
    deposit_fee_bp: r.depositFeeBp,
    withdrawal_fee_bp: r.withdrawalFeeBp,
    active_min_deposits: String(r.activeMinDeposits),
    active_min_valid_bet: String(r.activeMinValidBet),
    carry_negative: r.carryNegative,
    cpa_amount: String(r.cpaAmount),
    cpa_min_deposits: String(r.cpaMinDeposits),
  };
}

/** A version's rules on the wire (decimal strings in the currency). */
export function rulesView(plan: PlanRow, code: CurrencyCode): TCommissionRules {
  const r = plan.rules;
  const money = (v: string) => fromMinor(BigInt(v), code);
  return {
    period: plan.period,
    tiers: r.tiers.map((t) => ({
      min_net_revenue: money(t.min_net_revenue),
      min_active_members: t.min_active_members,
      rate_bp: t.rate_bp,
    })),
    hall_fees: r.hall_fees,
    default_hall_fee_bp: r.default_hall_fee_bp,
    deposit_fee_bp: r.deposit_fee_bp,
    withdrawal_fee_bp: r.withdrawal_fee_bp,
    active_min_deposits: money(r.active_min_deposits),
    active_min_valid_bet: money(r.active_min_valid_bet),
    carry_negative: r.carry_negative,
    cpa_amount: money(r.cpa_amount),
    cpa_min_deposits: money(r.cpa_min_deposits),
  };
}
