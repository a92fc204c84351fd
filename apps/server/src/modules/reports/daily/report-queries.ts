import {
  fromMinor,
  type CurrencyCode,
  type MemberFigures,
  type OperationsFigures,
  type ProviderFigures,
  type ReportFilter,
} from '@arks/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import { withMemberAccounts } from '../../accounts/member';
import { findSite } from '../../sites/site';
import { ReportErrors } from './errors';

type Num = string | number | null;
const big = (v: Num) => BigInt(v ?? 0);

/** The bet rollup's filter: site, currency, days, and hall or provider when asked. */
function betWhere(f: ReportFilter): SQL {
  return sql`site_id = ${f.site_id} and currency = ${f.currency} and day between ${f.from}::date and ${f.to}::date
    ${f.hall !== undefined ? sql`and hall = ${f.hall}` : sql``}
    ${f.provider !== undefined ? sql`and provider = ${f.provider}` : sql``}`;
}
/** Money rows are per member and day only: hall and provider filters do not apply to them. */
function moneyWhere(f: ReportFilter): SQL {
  return sql`site_id = ${f.site_id} and currency = ${f.currency} and day between ${f.from}::date and ${f.to}::date`;
}

/** margin = GGR / bets, in percent with two decimals (integer arithmetic, half away from zero). */
export function marginOf(ggr: bigint, bets: bigint): string | null {
  if (bets === 0n) return null;
  const scaled = (ggr * 10_000n * 2n + (ggr < 0n ? -bets : bets)) / (2n * bets);
  const neg = scaled < 0n;
  const abs = neg ? -scaled : scaled;
  return `${neg ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

type OpsRow = {
  day?: string;
  registrations: Num;
  first_deposit_count: Num;
  first_deposit_amount: Num;
  deposit_count: Num;
  deposits: Num;
  withdrawal_count: Num;
  withdrawals: Num;
  promotions: Num;
  rebates: Num;
  adjustments: Num;
  commissions: Num;
  stake: Num;
  valid_bet: Num;
  payout: Num;
  active: Num;
};

function operationsFigures(r: OpsRow, currency: CurrencyCode): OperationsFigures {
  const money = (v: bigint) => fromMinor(v, currency);
  const ggr = big(r.stake) - big(r.payout);
  const fees = 0n;
  const ngr = ggr - big(r.promotions) - big(r.rebates) - fees;
  return {
    registrations: Number(r.registrations ?? 0),
    first_deposit_count: Number(r.first_deposit_count ?? 0),
    first_deposit_amount: money(big(r.first_deposit_amount)),
    deposit_count: Number(r.deposit_count ?? 0),
    deposit_amount: money(big(r.deposits)),
    withdrawal_count: Number(r.withdrawal_count ?? 0),
    withdrawal_amount: money(big(r.withdrawals)),
    net_deposit_amount: money(big(r.deposits) - big(r.withdrawals)),
    bet_amount: money(big(r.stake)),
    valid_bet_amount: money(big(r.valid_bet)),
    payout_amount: money(big(r.payout)),
    ggr: money(ggr),
    promotion_amount: money(big(r.promotions)),
    rebate_amount: money(big(r.rebates)),
    adjustment_amount: money(big(r.adjustments)),
    commission_amount: money(big(r.commissions)),
    fee_amount: money(fees),
    ngr: money(ngr),
    // Commission is computed on NGR, so NGR keeps it out; the operator's profit takes it off.
    company_profit: money(ngr - big(r.commissions)),
    active_members: Number(r.active ?? 0),
  };
}

export function createReportQueries(deps: { db: Db }) {
  const { db } = deps;

  async function zone(siteId: number) {
    const site = await findSite(db, siteId);
    if (!site) throw new AppError(ReportErrors.siteNotFound);
    return site.timeZone;
  }

  /** Active members: a counted bet (at the filtered hall/provider) or a deposit. */
  const activeRows = (f: ReportFilter) => sql`
    select day, member_id from report_bet_daily where ${betWhere(f)} and rounds > 0
    union
    select day, member_id from report_money_daily where ${moneyWhere(f)} and deposit_count > 0`;

  const moneySums = sql`sum(registered)::int as registrations, sum(first_deposit)::int as first_deposit_count,
    sum(first_deposit_amount)::text as first_deposit_amount, sum(deposit_count)::int as deposit_count,
    sum(deposits)::text as deposits, sum(withdrawal_count)::int as withdrawal_count,
    sum(withdrawals)::text as withdrawals, sum(promotions)::text as promotions, sum(rebates)::text as rebates,
    sum(adjustments)::text as adjustments, sum(commissions)::text as commissions`;

  /**
   * Distinct active members over the range: the members with a day bit inside it in one of its
   * months (a month's mask covers the range's days of that month).
   */
  const activeInRange = (f: ReportFilter) => sql`
    select count(*)::int as active from (
      select member_id from report_active_months
       where site_id = ${f.site_id} and currency = ${f.currency}
         and month between date_trunc('month', ${f.from}::date)::date and ${f.to}::date
         and days & (
           ((1::bigint << extract(day from least(${f.to}::date, (month + interval '1 month' - interval '1 day')::date))::int) - 1)
           - ((1::bigint << (extract(day from greatest(${f.from}::date, month))::int - 1)) - 1)
         ) <> 0
       group by member_id) x`;

  async function operations(f: ReportFilter) {
    const currency = f.currency as CurrencyCode;
    const timeZone = await zone(f.site_id);
    // Without a hall or provider the kept active counts answer; with one, only the member rows can
    // say who bet there.
    const filtered = f.hall !== undefined || f.provider !== undefined;
    const activeByDay = filtered
      ? sql`select day, count(distinct member_id)::int as active from (${activeRows(f)}) x group by day`
      : sql`select day, members as active from report_active_days where ${moneyWhere(f)}`;
    const { rows } = await db.execute<OpsRow & { day: string }>(sql`
      with days as (
        select to_char(d, 'YYYY-MM-DD') as day, d::date as d
          from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') d
      ), b as (
        select day, sum(stake)::text as stake, sum(valid_bet)::text as valid_bet, sum(payout)::text as payout
          from report_bet_day_sums where ${betWhere(f)} group by day
      ), m as (
        select day, ${moneySums} from report_money_daily where ${moneyWhere(f)} group by day
      ), a as (${activeByDay})
      select days.day, m.registrations, m.first_deposit_count, m.first_deposit_amount, m.deposit_count, m.deposits,
             m.withdrawal_count, m.withdrawals, m.promotions, m.rebates, m.adjustments, m.commissions,
             b.stake, b.valid_bet, b.payout, a.active
        from days left join b on b.day = days.d left join m on m.day = days.d left join a on a.day = days.d
       order by days.d`);
    const totals = await db.execute<OpsRow>(sql`
      with b as (select sum(stake)::text as stake, sum(valid_bet)::text as valid_bet, sum(payout)::text as payout
                   from report_bet_day_sums where ${betWhere(f)}),
           m as (select ${moneySums} from report_money_daily where ${moneyWhere(f)}),
           a as (${
             filtered
               ? sql`select count(distinct member_id)::int as active from (${activeRows(f)}) x`
               : activeInRange(f)
           })
      select * from b, m, a`);
    return {
      time_zone: timeZone,
      fees_recorded: false,
      rows: rows.map((r) => ({ date: r.day, ...operationsFigures(r, currency) })),
      totals: operationsFigures(totals.rows[0]!, currency),
    };
  }

  async function providers(f: ReportFilter & { group_by: 'provider' | 'hall' }) {
    await zone(f.site_id);
    const currency = f.currency as CurrencyCode;
    const money = (v: bigint) => fromMinor(v, currency);
    const byProvider = f.group_by === 'provider';
    const dim = sql.raw(byProvider ? 'provider' : 'hall');
    const { rows } = await db.execute<{
      provider: string | null;
      hall: number | null;
      rounds: number;
      stake: Num;
      valid_bet: Num;
      payout: Num;
      members: number;
      tin: Num;
      tout: Num;
    }>(sql`
      with b as (
        select ${dim} as k, sum(rounds)::int as rounds, sum(stake)::text as stake, sum(valid_bet)::text as valid_bet,
               sum(payout)::text as payout, count(distinct member_id) filter (where rounds > 0)::int as members
          from report_bet_daily where ${betWhere(f)} group by ${dim}
      ), t as (
        select provider as k, sum(transfers_in)::text as tin, sum(transfers_out)::text as tout
          from report_provider_money_daily
         where ${moneyWhere(f)} ${f.provider !== undefined ? sql`and provider = ${f.provider}` : sql``}
         group by provider
      )
      ${
        byProvider
          ? sql`select coalesce(b.k, t.k) as provider, null::int as hall, coalesce(b.rounds, 0) as rounds, b.stake, b.valid_bet,
                       b.payout, coalesce(b.members, 0) as members, coalesce(t.tin, '0') as tin, coalesce(t.tout, '0') as tout
                  from b full join t on t.k = b.k
                 ${f.hall !== undefined ? sql`where b.k is not null` : sql``}
                 order by coalesce(b.k, t.k)`
          : sql`select null as provider, b.k::int as hall, b.rounds, b.stake, b.valid_bet, b.payout, b.members,
                       null as tin, null as tout
                  from b order by b.k::int`
      }`);
    const members = await db.execute<{ members: number }>(sql`
      select count(distinct member_id)::int as members from report_bet_daily where ${betWhere(f)} and rounds > 0`);
    const figures = (r: (typeof rows)[number]): ProviderFigures => {
      const stake = big(r.stake);
      const ggr = stake - big(r.payout);
      return {
        provider: r.provider,
        hall: r.hall === null ? null : Number(r.hall),
        rounds: Number(r.rounds),
        bet_amount: money(stake),
        valid_bet_amount: money(big(r.valid_bet)),
        payout_amount: money(big(r.payout)),
        ggr: money(ggr),
        margin: marginOf(ggr, stake),
        transfer_in_amount: r.tin === null ? null : money(big(r.tin)),
        transfer_out_amount: r.tout === null ? null : money(big(r.tout)),
        members: Number(r.members),
      };
    };
    const sum = (pick: (r: (typeof rows)[number]) => Num) => rows.reduce((s, r) => s + big(pick(r)), 0n);
    const totals = figures({
      provider: null,
      hall: null,
      rounds: Number(sum((r) => r.rounds)),
      stake: sum((r) => r.stake).toString(),
      valid_bet: sum((r) => r.valid_bet).toString(),
      payout: sum((r) => r.payout).toString(),
      members: members.rows[0]!.members,
      tin: byProvider ? sum((r) => r.tin).toString() : null,
      tout: byProvider ? sum((r) => r.tout).toString() : null,
    });
    return { rows: rows.map(figures), totals };
  }

  type MemberSql = {
    member_id: string;
    rounds: Num;
    stake: Num;
    valid_bet: Num;
    payout: Num;
    deposits: Num;
    withdrawals: Num;
    promotions: Num;
    rebates: Num;
    adjustments: Num;
    commissions: Num;
    agent_transfers_in: Num;
    agent_transfers_out: Num;
  };

  async function members(
    f: ReportFilter & { rank_by: 'ggr' | 'valid_bet'; page: number; page_size: number },
    all = false,
  ) {
    await zone(f.site_id);
    const currency = f.currency as CurrencyCode;
    const money = (v: bigint) => fromMinor(v, currency);
    const order =
      f.rank_by === 'ggr' ? sql`(coalesce(stake, 0) - coalesce(payout, 0))` : sql`coalesce(valid_bet, 0)`;
    const base = sql`
      with b as (
        select member_id, sum(rounds)::int as rounds, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout
          from report_bet_daily where ${betWhere(f)} group by member_id
      ), m as (
        select member_id, sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(promotions) as promotions,
               sum(rebates) as rebates, sum(adjustments) as adjustments, sum(commissions) as commissions,
               sum(agent_transfers_in) as agent_transfers_in, sum(agent_transfers_out) as agent_transfers_out
          from report_money_daily where ${moneyWhere(f)} group by member_id
      ), j as (
        select coalesce(b.member_id, m.member_id) as member_id, b.rounds, b.stake, b.valid_bet, b.payout,
               m.deposits, m.withdrawals, m.promotions, m.rebates, m.adjustments, m.commissions,
               m.agent_transfers_in, m.agent_transfers_out
          from b full join m on m.member_id = b.member_id
         -- With a hall or provider asked, the members who played there.
         ${f.hall !== undefined || f.provider !== undefined ? sql`where b.member_id is not null` : sql``}
      )`;
    const page = await db.execute<MemberSql>(sql`${base}
      select member_id::text as member_id, rounds, stake::text as stake, valid_bet::text as valid_bet,
             payout::text as payout, deposits::text as deposits, withdrawals::text as withdrawals,
             promotions::text as promotions, rebates::text as rebates, adjustments::text as adjustments,
             commissions::text as commissions, agent_transfers_in::text as agent_transfers_in,
             agent_transfers_out::text as agent_transfers_out
        from j order by ${order} desc, member_id
       ${all ? sql`` : sql`limit ${f.page_size} offset ${(f.page - 1) * f.page_size}`}`);
    const totals = await db.execute<MemberSql & { total: number }>(sql`${base}
      select count(*)::int as total, '0' as member_id, sum(rounds)::int as rounds, sum(stake)::text as stake,
             sum(valid_bet)::text as valid_bet, sum(payout)::text as payout, sum(deposits)::text as deposits,
             sum(withdrawals)::text as withdrawals, sum(promotions)::text as promotions, sum(rebates)::text as rebates,
             sum(adjustments)::text as adjustments, sum(commissions)::text as commissions,
             sum(agent_transfers_in)::text as agent_transfers_in, sum(agent_transfers_out)::text as agent_transfers_out
        from j`);
    const figures = (r: MemberSql) => {
      const ggr = big(r.stake) - big(r.payout);
      return {
        rounds: Number(r.rounds ?? 0),
        bet_amount: money(big(r.stake)),
        valid_bet_amount: money(big(r.valid_bet)),
        payout_amount: money(big(r.payout)),
        ggr: money(ggr),
        deposit_amount: money(big(r.deposits)),
        withdrawal_amount: money(big(r.withdrawals)),
        promotion_amount: money(big(r.promotions)),
        rebate_amount: money(big(r.rebates)),
        adjustment_amount: money(big(r.adjustments)),
        commission_amount: money(big(r.commissions)),
        agent_transfer_in_amount: money(big(r.agent_transfers_in)),
        agent_transfer_out_amount: money(big(r.agent_transfers_out)),
        ngr: money(ggr - big(r.promotions) - big(r.rebates)),
      };
    };
    const named = await withMemberAccounts(
      db,
      page.rows.map((r) => ({ ...r, memberId: Number(r.member_id) })),
    );
    const offset = all ? 0 : (f.page - 1) * f.page_size;
    const rows: MemberFigures[] = named.map(({ order: r, account }, i) => ({
      rank: offset + i + 1,
      member_id: r.memberId,
      account,
      ...figures(r),
    }));
    const t = totals.rows[0]!;
    return { total: Number(t.total), rows, totals: figures(t) };
  }

  return { operations, providers, members };
}
export type ReportQueries = ReturnType<typeof createReportQueries>;
