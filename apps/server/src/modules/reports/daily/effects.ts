import { calendarDay } from '../../../platform/day-window';
import type { BetChange } from '../../wagering/bets';
import { COUNTED_STATUSES } from '../../wagering/bets';
import type { LedgerMovement } from '../../money/ledger';

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  return calendarDay(at, timeZone);
}

export interface BetKey {
  siteId: number;
  currency: string;
  day: string;
  hall: number;
  provider: string;
  memberId: number;
}
export interface BetDelta {
  rounds: number;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
}

const counts = (status: string) => (COUNTED_STATUSES as readonly string[]).includes(status);

/**
 * What one round version changes in the daily bet rollup: the replaced version's figures leave the
 * day it settled on, the new version's join the day it settles on. A resettlement that moves a
 * round to another day therefore moves it in the rollup too (countedDelta alone would put the whole
 * difference on the new day). Open and void versions count nothing.
 */
export function betDeltas(change: BetChange, timeZone: string): { key: BetKey; delta: BetDelta }[] {
  const out: { key: BetKey; delta: BetDelta }[] = [];
  const base = {
    siteId: change.siteId,
    currency: change.currency,
    hall: change.hall,
    provider: change.provider,
    memberId: change.memberId,
  };
  const prev = change.previous;
  if (prev && counts(prev.status) && prev.settledAt) {
    out.push({
      key: { ...base, day: dayIn(prev.settledAt, timeZone) },
      delta: { rounds: -1, stake: -prev.stake, payout: -prev.payout, validBet: -prev.validBet },
    });
  }
  if (counts(change.status) && change.settledAt) {
    out.push({
      key: { ...base, day: dayIn(change.settledAt, timeZone) },
      delta: { rounds: 1, stake: change.stake, payout: change.payout, validBet: change.validBet },
    });
  }
  return out;
}

export interface MoneyDelta {
  registered: number;
  depositCount: number;
  deposits: bigint;
  firstDeposit: number;
  firstDepositAmount: bigint;
  withdrawalCount: number;
  withdrawals: bigint;
  promotions: bigint;
  rebates: bigint;
  adjustments: bigint;
  commissions: bigint;
  agentTransfersIn: bigint;
  agentTransfersOut: bigint;
}
export interface ProviderMoneyDelta {
  transfersIn: bigint;
  transfersOut: bigint;
  gameResults: bigint;
}
export const zeroMoney = (): MoneyDelta => ({
  registered: 0,
  depositCount: 0,
  deposits: 0n,
  firstDeposit: 0,
  firstDepositAmount: 0n,
  withdrawalCount: 0,
  withdrawals: 0n,
  promotions: 0n,
  rebates: 0n,
  adjustments: 0n,
  commissions: 0n,
  agentTransfersIn: 0n,
  agentTransfersOut: 0n,
});
export const zeroProviderMoney = (): ProviderMoneyDelta => ({
  transfersIn: 0n,
  transfersOut: 0n,
  gameResults: 0n,
});

export type MoneyEffect =
  | { table: 'money'; memberId: number; delta: Partial<MoneyDelta>; depositId?: bigint }
  | { table: 'provider'; memberId: number; provider: string; delta: Partial<ProviderMoneyDelta> };

/**
 * What a posted transfer adds to the members' money of the day it took effect. A reversal counts as
 * its original's kind with the sign turned (its accounts are the original's swapped). Kinds the
 * reports do not show (fees do not exist on this platform; a member's own moves to and from a
 * provider wallet count only in the provider figures) add nothing.
 */
export function moneyEffects(m: LedgerMovement): MoneyEffect[] {
  const reversal = m.kind === 'reversal';
  const kind = reversal ? m.reversedKind : m.kind;
  const sign = reversal ? -1n : 1n;
  // Sides as the original transfer had them.
  const debit = reversal ? m.credit : m.debit;
  const credit = reversal ? m.debit : m.credit;
  const amount = sign * m.amount;
  const n = Number(sign);
  switch (kind) {
    case 'deposit':
      return credit.memberId === null
        ? []
        : [
            {
              table: 'money',
              memberId: credit.memberId,
              delta: { depositCount: n, deposits: amount },
              ...(reversal ? {} : { depositId: m.id }),
            },
          ];
    case 'withdrawal':
      return debit.memberId === null
        ? []
        : [{ table: 'money', memberId: debit.memberId, delta: { withdrawalCount: n, withdrawals: amount } }];
    // A recommend-a-friend reward is a promotion the operator pays: the reports count it there.
    case 'recommend_reward':
    case 'promotion':
    case 'rebate': {
      if (credit.memberId === null) return [];
      const field = kind === 'rebate' ? 'rebates' : 'promotions';
      return [{ table: 'money', memberId: credit.memberId, delta: { [field]: amount } }];
    }
    case 'adjustment': {
      if (credit.kind === 'member_main' && credit.memberId !== null)
        return [{ table: 'money', memberId: credit.memberId, delta: { adjustments: amount } }];
      if (debit.kind === 'member_main' && debit.memberId !== null)
        return [{ table: 'money', memberId: debit.memberId, delta: { adjustments: -amount } }];
      return [];
    }
    case 'provider_in':
      return credit.provider === null || credit.memberId === null
        ? []
        : [
            {
              table: 'provider',
              memberId: credit.memberId,
              provider: credit.provider,
              delta: { transfersIn: amount },
            },
          ];
    case 'provider_out':
      return debit.provider === null || debit.memberId === null
        ? []
        : [
            {
              table: 'provider',
              memberId: debit.memberId,
              provider: debit.provider,
              delta: { transfersOut: amount },
            },
          ];
    case 'game_result': {
      const wallet = credit.kind === 'member_provider' ? credit : debit;
      if (wallet.provider === null || wallet.memberId === null) return [];
      const signed = wallet === credit ? amount : -amount;
      return [
        {
          table: 'provider',
          memberId: wallet.memberId,
          provider: wallet.provider,
          delta: { gameResults: signed },
        },
      ];
    }
    // Agent commission paid from `commission_expense` to the agent's wallet: a cost of the operator,
    // shown beside promotions and rebates.
    case 'commission':
      return credit.memberId === null
        ? []
        : [{ table: 'money', memberId: credit.memberId, delta: { commissions: amount } }];
    // Money between two members' wallets (an agent to its downline): the operator's deposits,
    // withdrawals and GGR do not change; the agent's row has it out, the member's in, so over all
    // members the two are equal.
    case 'agent_transfer': {
      const out: MoneyEffect[] = [];
      if (debit.memberId !== null)
        out.push({ table: 'money', memberId: debit.memberId, delta: { agentTransfersOut: amount } });
      if (credit.memberId !== null)
        out.push({ table: 'money', memberId: credit.memberId, delta: { agentTransfersIn: amount } });
      return out;
    }
    default:
      return [];
  }
}
