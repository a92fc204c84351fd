import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { reportBetDaily, reportMoneyDaily } from './schema';

/**
 * What a set of members did over whole site days, from the daily rollups: the figures the agent
 * programme's team reports and commission are computed from, so they always add up to the operator's
 * reports. Amounts are minor units; member win/loss is payout - stake (GGR is its negative).
 */
export interface MemberRange {
  siteId: number;
  currency: string;
  /** First and last site day, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
  memberIds: readonly number[];
}

export interface MemberFigures {
  memberId: number;
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
  rounds: number;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
}

const ids = (q: MemberRange) => sql`${sql.param([...q.memberIds])}::bigint[]`;

/** Per member with any row in the range (a member with none is absent). */
export async function memberFigures(db: DbOrTx, q: MemberRange): Promise<MemberFigures[]> {
  if (q.memberIds.length === 0) return [];
  const m = reportMoneyDaily;
  const b = reportBetDaily;
  const { rows } = await db.execute<Record<string, string>>(sql`
    with money as (
      select ${m.memberId} as member_id, sum(${m.registered}) as registered, sum(${m.depositCount}) as deposit_count,
             sum(${m.deposits}) as deposits, sum(${m.firstDeposit}) as first_deposit,
             sum(${m.firstDepositAmount}) as first_deposit_amount, sum(${m.withdrawalCount}) as withdrawal_count,
             sum(${m.withdrawals}) as withdrawals, sum(${m.promotions}) as promotions, sum(${m.rebates}) as rebates,
             sum(${m.adjustments}) as adjustments
      from ${m}
      where ${m.siteId} = ${q.siteId} and ${m.currency} = ${q.currency}
        and ${m.day} between ${q.from}::date and ${q.to}::date and ${m.memberId} = any(${ids(q)})
      group by 1
    ),
    play as (
      select ${b.memberId} as member_id, sum(${b.rounds}) as rounds, sum(${b.stake}) as stake,
             sum(${b.payout}) as payout, sum(${b.validBet}) as valid_bet
      from ${b}
      where ${b.siteId} = ${q.siteId} and ${b.currency} = ${q.currency}
        and ${b.day} between ${q.from}::date and ${q.to}::date and ${b.memberId} = any(${ids(q)})
      group by 1
    )
    select coalesce(money.member_id, play.member_id) as member_id, money.registered, money.deposit_count,
           money.deposits, money.first_deposit, money.first_deposit_amount, money.withdrawal_count,
           money.withdrawals, money.promotions, money.rebates, money.adjustments, play.rounds, play.stake,
           play.payout, play.valid_bet
    from money full join play on play.member_id = money.member_id`);
  const n = (v: string | null | undefined) => Number(v ?? 0);
  const big = (v: string | null | undefined) => BigInt(v ?? 0);
  return rows.map((r) => ({
    memberId: n(r.member_id),
    registered: n(r.registered),
    depositCount: n(r.deposit_count),
    deposits: big(r.deposits),
    firstDeposit: n(r.first_deposit),
    firstDepositAmount: big(r.first_deposit_amount),
    withdrawalCount: n(r.withdrawal_count),
    withdrawals: big(r.withdrawals),
    promotions: big(r.promotions),
    rebates: big(r.rebates),
    adjustments: big(r.adjustments),
    rounds: n(r.rounds),
    stake: big(r.stake),
    payout: big(r.payout),
    validBet: big(r.valid_bet),
  }));
}

export type MemberMoney = Pick<
  MemberFigures,
  'memberId' | 'deposits' | 'withdrawals' | 'promotions' | 'rebates'
>;

/**
 * The money half of `memberFigures` alone (deposits, withdrawals, promotions, rebates): commission
 * takes play per hall from `memberHallFigures`, so reading the bet rollup here too would be paid twice.
 */
export async function memberMoney(db: DbOrTx, q: MemberRange): Promise<MemberMoney[]> {
  if (q.memberIds.length === 0) return [];
  const m = reportMoneyDaily;
  const { rows } = await db.execute<Record<string, string>>(sql`
    select ${m.memberId} as member_id, sum(${m.deposits}) as deposits, sum(${m.withdrawals}) as withdrawals,
           sum(${m.promotions}) as promotions, sum(${m.rebates}) as rebates
    from ${m}
    where ${m.siteId} = ${q.siteId} and ${m.currency} = ${q.currency}
      and ${m.day} between ${q.from}::date and ${q.to}::date and ${m.memberId} = any(${ids(q)})
    group by 1`);
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    deposits: BigInt(r.deposits!),
    withdrawals: BigInt(r.withdrawals!),
    promotions: BigInt(r.promotions!),
    rebates: BigInt(r.rebates!),
  }));
}

export interface MemberHallFigures {
  memberId: number;
  hall: number;
  rounds: number;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
}

/** Per member and hall (a platform fee is set per hall). */
export async function memberHallFigures(db: DbOrTx, q: MemberRange): Promise<MemberHallFigures[]> {
  if (q.memberIds.length === 0) return [];
  const b = reportBetDaily;
  const { rows } = await db.execute<Record<string, string>>(sql`
    select ${b.memberId} as member_id, ${b.hall} as hall, sum(${b.rounds}) as rounds, sum(${b.stake}) as stake,
           sum(${b.payout}) as payout, sum(${b.validBet}) as valid_bet
    from ${b}
    where ${b.siteId} = ${q.siteId} and ${b.currency} = ${q.currency}
      and ${b.day} between ${q.from}::date and ${q.to}::date and ${b.memberId} = any(${ids(q)})
    group by 1, 2`);
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    hall: Number(r.hall),
    rounds: Number(r.rounds),
    stake: BigInt(r.stake!),
    payout: BigInt(r.payout!),
    validBet: BigInt(r.valid_bet!),
  }));
}

export interface DayFigures extends Omit<MemberFigures, 'memberId'> {
  day: string;
  /** Members of the set with a settled round or a deposit that day. */
  activeMembers: number;
}

/** The set's totals per day (the team report's rows and charts). */
export async function dailyFiguresOf(db: DbOrTx, q: MemberRange): Promise<DayFigures[]> {
  if (q.memberIds.length === 0) return [];
  const m = reportMoneyDaily;
  const b = reportBetDaily;
  const { rows } = await db.execute<Record<string, string>>(sql`
    with money as (
      select ${m.day}::text as day, ${m.memberId} as member_id, ${m.registered} as registered,
             ${m.depositCount} as deposit_count, ${m.deposits} as deposits, ${m.firstDeposit} as first_deposit,
             ${m.firstDepositAmount} as first_deposit_amount, ${m.withdrawalCount} as withdrawal_count,
             ${m.withdrawals} as withdrawals, ${m.promotions} as promotions, ${m.rebates} as rebates,
             ${m.adjustments} as adjustments
      from ${m}
      where ${m.siteId} = ${q.siteId} and ${m.currency} = ${q.currency}
        and ${m.day} between ${q.from}::date and ${q.to}::date and ${m.memberId} = any(${ids(q)})
    ),
    play as (
      select ${b.day}::text as day, ${b.memberId} as member_id, sum(${b.rounds}) as rounds, sum(${b.stake}) as stake,
             sum(${b.payout}) as payout, sum(${b.validBet}) as valid_bet
      from ${b}
      where ${b.siteId} = ${q.siteId} and ${b.currency} = ${q.currency}
        and ${b.day} between ${q.from}::date and ${q.to}::date and ${b.memberId} = any(${ids(q)})
      group by 1, 2
    ),
    joined as (
      select coalesce(money.day, play.day) as day, coalesce(money.member_id, play.member_id) as member_id,
             money.registered, money.deposit_count, money.deposits, money.first_deposit, money.first_deposit_amount,
             money.withdrawal_count, money.withdrawals, money.promotions, money.rebates, money.adjustments,
             play.rounds, play.stake, play.payout, play.valid_bet
      from money full join play on play.day = money.day and play.member_id = money.member_id
    )
    select day, sum(registered) as registered, sum(deposit_count) as deposit_count, sum(deposits) as deposits,
           sum(first_deposit) as first_deposit, sum(first_deposit_amount) as first_deposit_amount,
           sum(withdrawal_count) as withdrawal_count, sum(withdrawals) as withdrawals, sum(promotions) as promotions,
           sum(rebates) as rebates, sum(adjustments) as adjustments, sum(rounds) as rounds, sum(stake) as stake,
           sum(payout) as payout, sum(valid_bet) as valid_bet,
           count(*) filter (where coalesce(rounds, 0) > 0 or coalesce(deposit_count, 0) > 0) as active_members
    from joined group by day order by day`);
  const n = (v: string | null | undefined) => Number(v ?? 0);
  const big = (v: string | null | undefined) => BigInt(v ?? 0);
  return rows.map((r) => ({
    day: r.day!,
    registered: n(r.registered),
    depositCount: n(r.deposit_count),
    deposits: big(r.deposits),
    firstDeposit: n(r.first_deposit),
    firstDepositAmount: big(r.first_deposit_amount),
    withdrawalCount: n(r.withdrawal_count),
    withdrawals: big(r.withdrawals),
    promotions: big(r.promotions),
    rebates: big(r.rebates),
    adjustments: big(r.adjustments),
    rounds: n(r.rounds),
    stake: big(r.stake),
    payout: big(r.payout),
    validBet: big(r.valid_bet),
    activeMembers: n(r.active_members),
  }));
}
