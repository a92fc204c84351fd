import type { MemberFigures } from '../../reports/daily';
import { moneyText } from './money-text';

/** A set of members' report figures added up (minor units; counts as numbers). */
export interface Sums {
  registered: number;
  firstDeposits: number;
  rounds: number;
  deposits: bigint;
  withdrawals: bigint;
  promotions: bigint;
  rebates: bigint;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
}

export const ZERO: Sums = {
  registered: 0,
  firstDeposits: 0,
  rounds: 0,
  deposits: 0n,
  withdrawals: 0n,
  promotions: 0n,
  rebates: 0n,
  stake: 0n,
  payout: 0n,
  validBet: 0n,
};

type Figures = Omit<MemberFigures, 'memberId'>;

export function addFigures(sum: Sums, f: Figures | undefined): Sums {
  if (!f) return sum;
  return {
    registered: sum.registered + f.registered,
    firstDeposits: sum.firstDeposits + f.firstDeposit,
    rounds: sum.rounds + f.rounds,
    deposits: sum.deposits + f.deposits,
    withdrawals: sum.withdrawals + f.withdrawals,
    promotions: sum.promotions + f.promotions,
    rebates: sum.rebates + f.rebates,
    stake: sum.stake + f.stake,
    payout: sum.payout + f.payout,
    validBet: sum.validBet + f.validBet,
  };
}

/** Active as the operator's report counts it: a deposit or a settled round in the period. */
export const isActive = (f: Figures) => f.rounds > 0 || f.depositCount > 0;

/** The wire's decimal strings; win/loss is the members' payout − stake (a team's loss is negative). */
export function moneyOf(s: Sums, currency: string) {
  const text = (minor: bigint) => moneyText(minor, currency);
  return {
    base: {
      deposits: text(s.deposits),
      withdrawals: text(s.withdrawals),
      valid_bet: text(s.validBet),
      win_loss: text(s.payout - s.stake),
    },
    net: text(s.deposits - s.withdrawals),
    stake: text(s.stake),
    promotions: text(s.promotions),
    rebates: text(s.rebates),
  };
}
