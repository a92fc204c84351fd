import {
  AdminReportMembers,
  AgentTeamDashboard,
  AgentTeamDownline,
  AgentTeamOperation,
  AdminCommissionPlanSave,
  AgentTeamStratified,
  MemberCommissionSettlements,
  MemberCommissionSummary,
  PlatformCode,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember, type Member } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';
import { reportBetDaily } from '../../../db/schema';
import { calendarDay } from '../../../platform/day-window';
import { createRollupJobs } from '../../reports/daily/rollup-jobs';
import { recordTestBet } from '../../wagering/bets/test-factory';
import { createCommissionSettler } from '../commission/settle';
import { makeAgent, moveUnder, setAgentStatus } from '../tree';

/**
 * A team of three agent levels with money through the ledger and bets as the feed stores them, rolled
 * up by the report jobs; the operator's member report is the reference every team figure must equal.
 *
 *   top ─┬─ m1                 other ── o1   (another agent's tree)
 *        └─ sub ─┬─ m2         plain          (no agent)
 *                └─ deep ── m3
 */
let t: TestApp;
let finance: Staff;
let today: string;
const SITE = 1;
const CUR = 'RMB';
const who: Record<'top' | 'sub' | 'deep' | 'm1' | 'm2' | 'm3' | 'other' | 'o1' | 'plain', Member> =
  {} as never;
const period = () => ({ start_date: today, end_date: today });

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  finance = await staffMember(t, 'team.finance', 'finance');
  for (const name of Object.keys({
    top: 0,
    sub: 0,
    deep: 0,
    m1: 0,
    m2: 0,
    m3: 0,
    other: 0,
    o1: 0,
    plain: 0,
  })) {
    who[name as keyof typeof who] = await registeredMember(t, { member_account: `tm${name}01` });
  }
  await makeAgent(t.db, { memberId: who.top.id, parentId: null, approvedBy: null });
  await makeAgent(t.db, { memberId: who.sub.id, parentId: who.top.id, approvedBy: null });
  await makeAgent(t.db, { memberId: who.deep.id, parentId: who.sub.id, approvedBy: null });
  await makeAgent(t.db, { memberId: who.other.id, parentId: null, approvedBy: null });
  await moveUnder(t.db, who.m1.id, who.top.id);
  await moveUnder(t.db, who.m2.id, who.sub.id);
  await moveUnder(t.db, who.m3.id, who.deep.id);
  await moveUnder(t.db, who.o1.id, who.other.id);

  const base = { siteId: SITE, currency: CUR };
  const l = t.app.ledger;
  const move = (kind: string, key: string, amount: bigint, debit: object, credit: object) =>
    l.transfer({ ...base, kind, idempotencyKey: `team-${key}`, amount, debit, credit } as never);
  const deposit = (m: Member, amount: bigint) =>
    move('deposit', `dep-${m.id}-${amount}`, amount, { system: 'deposits_clearing' }, { member: m.id });
  await deposit(who.m1, 100_000n);
  await deposit(who.m1, 25_000n);
  await deposit(who.m2, 50_000n);
  await deposit(who.deep, 20_000n);
  await deposit(who.m3, 7_000n);
  await deposit(who.o1, 999_900n);
  await deposit(who.plain, 12_300n);
  await move('withdrawal', 'wd-m1', 30_000n, { member: who.m1.id }, { system: 'withdrawals_clearing' });
  await move('promotion', 'promo-m2', 1_000n, { system: 'promotions_expense' }, { member: who.m2.id });
  await move('rebate', 'rebate-m3', 555n, { system: 'rebates_expense' }, { member: who.m3.id });
  const bet = (m: Member, round: string, stake: bigint, payout: bigint, hall = 1) =>
    recordTestBet(t.db, {
      ...base,
      provider: 'house',
      roundId: `team-${round}`,
      version: 1,
      memberId: m.id,
      hall,
      stake,
      payout,
      validBet: stake,
      status: 'settled',
      placedAt: new Date(),
      settledAt: new Date(),
    });
  await bet(who.m1, 'a', 1_000n, 0n);
  await bet(who.m1, 'b', 3_000n, 4_500n, 2);
  await bet(who.m3, 'c', 2_000n, 2_500n);
  await bet(who.sub, 'd', 500n, 100n);
  await bet(who.o1, 'e', 80_000n, 0n);

  const jobs = createRollupJobs({ db: t.db, clock: { now: () => new Date() }, lagMs: 0 });
  await jobs.runMembers();
  await jobs.runLedger();
  await jobs.runBets();
  const site = await t.db.query.sites.findFirst({ where: (s, { eq }) => eq(s.id, SITE) });
  today = calendarDay(new Date(), site!.timeZone);
});
afterAll(async () => t?.close());

/** The operator's per-member report of today, summed over some members. */
async function operatorFigures(members: Member[]) {
  const report = await finance.call(AdminReportMembers, {
    site_id: SITE,
    currency: CUR,
    from: today,
    to: today,
    page_size: 200,
  });
  const ids = new Set(members.map((m) => m.id));
  const rows = report.rows.filter((r) => ids.has(r.member_id));
  const sum = (pick: (r: (typeof rows)[number]) => string) =>
    (rows.reduce((s, r) => s + Math.round(Number(pick(r)) * 100), 0) / 100).toFixed(2);
  return {
    deposits: sum((r) => r.deposit_amount),
    withdrawals: sum((r) => r.withdrawal_amount),
    valid_bet: sum((r) => r.valid_bet_amount),
    // The report's GGR is the house's side; the team's win/loss is the members'.
    win_loss: (-Number(sum((r) => r.ggr))).toFixed(2),
    promotions: sum((r) => r.promotion_amount),
    rebates: sum((r) => r.rebate_amount),
  };
}

describe('agent team reports', () => {
  it("the dashboard counts the tree and its figures equal the operator's report", async () => {
    const d = await who.top.call(AgentTeamDashboard, {});
    expect(d.team).toEqual({ direct_members: 1, sub_agents: 1, whole_tree: 5 });
    const ref = await operatorFigures([who.m1, who.sub, who.m2, who.deep, who.m3]);
    expect(ref.deposits).toBe('2020.00');
    for (const p of d.periods) {
      expect(p).toMatchObject({
        deposits: ref.deposits,
        withdrawals: ref.withdrawals,
        valid_bet: ref.valid_bet,
        win_loss: ref.win_loss,
        new_members: 5,
        // m1, m2, deep, m3 deposited; sub only played.
        active_members: 5,
      });
    }
    expect(d.periods.map((p) => p.period)).toEqual(['today', 'week', 'month']);
    const deep = await who.deep.call(AgentTeamDashboard, {});
    expect(deep.team).toEqual({ direct_members: 1, sub_agents: 0, whole_tree: 1 });
    expect(deep.periods[0]).toMatchObject({ deposits: '70.00', win_loss: '5.00', valid_bet: '20.00' });
  });

  it('the operation table has a row per day and totals that equal the report', async () => {
    const r = await who.top.call(AgentTeamOperation, period());
    const ref = await operatorFigures([who.m1, who.sub, who.m2, who.deep, who.m3]);
    expect(r.list).toHaveLength(1);
    expect(r.list[0]).toMatchObject({ day: today, ...ref, registrations: 5, first_deposits: 4 });
    expect(r.totals).toMatchObject({ ...ref, net: '1720.00', rounds: 4, stake: '65.00', active_members: 5 });
    // A longer period: every day listed, the quiet ones with zeros.
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    const longer = await who.top.call(AgentTeamOperation, { start_date: from, end_date: today });
    expect(longer.list.map((d) => d.deposits)).toEqual(['0.00', '0.00', '2020.00']);
    expect(longer.totals).toMatchObject(ref);
  });

  it('the stratified table drills level by level and each level adds up to its agent', async () => {
    const top = await who.top.call(AgentTeamStratified, period());
    expect(top.path.map((p) => p.account)).toEqual(['tmtop01']);
    expect(top.rows.map((r) => [r.kind, r.account, r.members])).toEqual([
      ['agent', 'tmsub01', 4],
      ['member', 'tmm101', 1],
    ]);
    expect(top.rows[0]).toMatchObject(await operatorFigures([who.sub, who.m2, who.deep, who.m3]));
    expect(top.rows[1]).toMatchObject(await operatorFigures([who.m1]));
    expect(top.totals).toMatchObject({
      members: 5,
      ...(await operatorFigures([who.m1, who.sub, who.m2, who.deep, who.m3])),
    });

    const sub = await who.top.call(AgentTeamStratified, { ...period(), agent_id: who.sub.id });
    expect(sub.path.map((p) => p.account)).toEqual(['tmtop01', 'tmsub01']);
    expect(sub.rows.map((r) => [r.kind, r.account, r.members])).toEqual([
      ['agent', 'tmdeep01', 2],
      ['member', 'tmm201', 1],
    ]);
    // The sub-agent's own play counts in its parent's level, not in its own.
    expect(sub.totals).toMatchObject(await operatorFigures([who.m2, who.deep, who.m3]));
    const deep = await who.top.call(AgentTeamStratified, { ...period(), agent_id: who.deep.id });
    expect(deep.rows).toMatchObject([{ account: 'tmm301', members: 1, rebates: '5.55', win_loss: '5.00' }]);
  });

  it('the downline lists direct members and sub-agents apart and searches the whole tree', async () => {
    const members = await who.top.call(AgentTeamDownline, period());
    expect(members.counts).toEqual({ members: 1, agents: 1 });
    expect(members.list).toMatchObject([
      {
        account: 'tmm101',
        agent_account: 'tmtop01',
        status: 'active',
        agent_status: null,
        team_size: 0,
        deposits: '1250.00',
        withdrawals: '300.00',
        valid_bet: '40.00',
        win_loss: '5.00',
      },
    ]);
    expect(Date.parse(members.list[0]!.registered_at)).toBeGreaterThan(0);
    const agents = await who.top.call(AgentTeamDownline, { ...period(), kind: 'agents' });
    expect(agents.list).toMatchObject([{ account: 'tmsub01', agent_status: 'active', team_size: 3 }]);
    // Expanding the sub-agent shows its own direct line.
    const below = await who.top.call(AgentTeamDownline, { ...period(), agent_id: who.sub.id });
    expect(below.list.map((m) => m.account)).toEqual(['tmm201']);
    expect(below.path.map((p) => p.account)).toEqual(['tmtop01', 'tmsub01']);
    // A search reaches any depth and names each match's own agent.
    const found = await who.top.call(AgentTeamDownline, { ...period(), account: 'TMM3' });
    expect(found.list).toMatchObject([{ account: 'tmm301', agent_account: 'tmdeep01' }]);
    const none = await who.top.call(AgentTeamDownline, { ...period(), account: 'tmo1' });
    expect(none.total).toBe(0);
    // Paging.
    const paged = await who.sub.call(AgentTeamDownline, { ...period(), page: 2, page_size: 1 });
    expect(paged).toMatchObject({ total: 1, list: [] });
  });

  it("refuses another agent's tree, an agent above, a plain member and a suspended agent", async () => {
    type Read = typeof AgentTeamStratified | typeof AgentTeamDownline | typeof AgentTeamOperation;
    const refused = async (
      m: Member,
      body: Record<string, unknown>,
      contract: Read = AgentTeamStratified,
    ) => {
      const answer = await m.send(contract as typeof AgentTeamStratified, { ...period(), ...body } as never);
      expect(answer.code).toBe(PlatformCode.FORBIDDEN);
      return answer;
    };
    // Another top agent's id, a member of another tree, the agent above, a plain member's id.
    await refused(who.top, { agent_id: who.other.id });
    await refused(who.top, { agent_id: who.o1.id }, AgentTeamDownline);
    await refused(who.sub, { agent_id: who.top.id });
    await refused(who.other, { agent_id: who.sub.id }, AgentTeamDownline);
    await refused(who.top, { agent_id: who.m1.id });
    // Unknown ids answer the same as other trees: nothing tells who exists elsewhere.
    const unknown = await refused(who.top, { agent_id: 987_654 });
    const elsewhere = await refused(who.top, { agent_id: who.other.id });
    expect(unknown.message).toBe(elsewhere.message);
    // A plain member is no agent at all.
    await refused(who.plain, {}, AgentTeamOperation);
    expect((await who.plain.send(AgentTeamDashboard, {})).code).toBe(PlatformCode.FORBIDDEN);
    // A suspended agent reads nothing until restored.
    await setAgentStatus(t.db, who.deep.id, 'suspended');
    await refused(who.deep, {}, AgentTeamOperation);
    await setAgentStatus(t.db, who.deep.id, 'active');
    expect((await who.deep.send(AgentTeamOperation, period())).code).toBe(PlatformCode.OK);
  });

  it('bad periods and ids are 400s naming the field', async () => {
    const reversed = await who.top.send(AgentTeamOperation, { start_date: today, end_date: '2020-01-01' });
    expect(reversed.code).toBe(PlatformCode.BAD_REQUEST);
    expect(reversed.message).toContain('end_date');
    const tooLong = await who.top.send(AgentTeamOperation, {
      start_date: '2026-01-01',
      end_date: '2026-06-01',
    });
    expect(tooLong.message).toContain('end_date');
    const badId = await who.top.send(AgentTeamDownline, { ...period(), agent_id: 'abc' } as never);
    expect(badId.code).toBe(PlatformCode.BAD_REQUEST);
    expect(badId.message).toContain('agent_id');
  });

  it('exports the operation table as CSV in the member language and as XLSX', async () => {
    const url = `/api/member/agent/team/operation/export?format=csv&start_date=${today}&end_date=${today}`;
    const csv = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${who.top.token}`, lang: 'zh_CN' },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace('\ufeff', '').trim().split('\n');
    expect(lines[0]).toContain('日期');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('合计');
    expect(lines[2]).toContain('2020.00');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: url.replace('csv', 'xlsx'),
      headers: { authorization: `Bearer ${who.top.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${who.plain.token}` },
    });
    expect(plain.statusCode).toBe(403);
    const badFormat = await t.app.inject({
      method: 'GET',
      url: url.replace('format=csv', 'format=pdf'),
      headers: { authorization: `Bearer ${who.top.token}` },
    });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.body).toContain('format');
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });
});

/**
 * Fees and commission under a monthly plan, on a tree of its own:
 *
 *   ctop ─┬─ c1
 *         └─ csub ── c2      (csub plays too: its own play is a direct member of ctop's)
 *
 * Hall 1 pays 5 % of GGR, any other hall 10 %; deposits 1 %, withdrawals 2 %. By hand (minor x 10,000):
 * c1 fees 20,000,000 + 10,000,000 + 10,000,000 + 4,000,000 = 44.00; c2 10,000,000 + 3,005,000 = 13.005;
 * csub -3,000,000 = -3.00 (it won in hall 2). ctop's team (3 active, net 605.995) reaches the 20 % tier,
 * csub's (1 active) 10 %: csub earns 10 % of c2's net 176.995 = 17.69; ctop 20 % of c1 (456.00) and of
 * csub's own play (-27.00), and 10 % on csub's team = 103.49.
 */
describe('stratified fees and commission', () => {
  const c: Record<'ctop' | 'csub' | 'c1' | 'c2', Member> = {} as never;
  const dayOf = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  let monthStart: string;
  let monthEnd: string;

  beforeAll(async () => {
    for (const name of ['ctop', 'csub', 'c1', 'c2'] as const)
      c[name] = await registeredMember(t, { member_account: `tf${name}01` });
    await makeAgent(t.db, { memberId: c.ctop.id, parentId: null, approvedBy: null });
    await makeAgent(t.db, { memberId: c.csub.id, parentId: c.ctop.id, approvedBy: null });
    await moveUnder(t.db, c.c1.id, c.ctop.id);
    await moveUnder(t.db, c.c2.id, c.csub.id);
    const saved = await finance.send(AdminCommissionPlanSave, {
      site_id: SITE,
      currency: CUR,
      period: 'month',
      tiers: [
        { min_net_revenue: '0', min_active_members: 0, rate_bp: 1000 },
        { min_net_revenue: '10.00', min_active_members: 2, rate_bp: 2000 },
      ],
      hall_fees: [{ hall: 1, fee_bp: 500 }],
      default_hall_fee_bp: 1000,
      deposit_fee_bp: 100,
      withdrawal_fee_bp: 200,
      active_min_deposits: '0',
      active_min_valid_bet: '0',
      carry_negative: false,
      cpa_amount: '0',
      cpa_min_deposits: '0',
      approval_line: '100000.00',
      reason: 'team fees',
    } as never);
    expect(saved.code, saved.message).toBe(PlatformCode.OK);
    // In force long before this month opened, so this month and the last settle on it.
    await t.db.execute(sql`update commission_plans set created_at = '2000-01-01T00:00:00Z'`);

    const base = { siteId: SITE, currency: CUR };
    const l = t.app.ledger;
    const move = (kind: string, key: string, amount: bigint, debit: object, credit: object) =>
      l.transfer({ ...base, kind, idempotencyKey: `teamfee-${key}`, amount, debit, credit } as never);
    await move('deposit', 'dep-c1', 100_000n, { system: 'deposits_clearing' }, { member: c.c1.id });
    await move('deposit', 'dep-c2', 30_050n, { system: 'deposits_clearing' }, { member: c.c2.id });
    await move('withdrawal', 'wd-c1', 20_000n, { member: c.c1.id }, { system: 'withdrawals_clearing' });
    await move('promotion', 'promo-c2', 1_000n, { system: 'promotions_expense' }, { member: c.c2.id });
    const bet = (m: Member, round: string, stake: bigint, payout: bigint, hall: number) =>
      recordTestBet(t.db, {
        ...base,
        provider: 'house',
        roundId: `teamfee-${round}`,
        version: 1,
        memberId: m.id,
        hall,
        stake,
        payout,
        validBet: stake,
        status: 'settled',
        placedAt: new Date(),
        settledAt: new Date(),
      });
    await bet(c.c1, 'a', 50_000n, 10_000n, 1);
    await bet(c.c1, 'b', 10_000n, 0n, 2);
    await bet(c.c2, 'c', 20_000n, 0n, 1);
    await bet(c.csub, 'd', 5_000n, 8_000n, 2);
    const jobs = createRollupJobs({ db: t.db, clock: { now: () => new Date() }, lagMs: 0 });
    await jobs.runMembers();
    await jobs.runLedger();
    await jobs.runBets();
    monthStart = `${today.slice(0, 8)}01`;
    const d = new Date(`${monthStart}T00:00:00Z`);
    monthEnd = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  });

  it("rows carry fees and commission equal to the commission module's figures to the cent", async () => {
    const [topEstimate, subEstimate] = await Promise.all([
      c.ctop.call(MemberCommissionSummary, {}),
      c.csub.call(MemberCommissionSummary, {}),
    ]);
    expect(topEstimate.estimate).toMatchObject({ period_start: monthStart, amount: '103.49', rate_bp: 2000 });
    expect(subEstimate.estimate).toMatchObject({ amount: '17.69', rate_bp: 1000 });
    // The open month from its first day to today, and the whole month: both cover the period.
    for (const end of [today, monthEnd]) {
      const r = await c.ctop.call(AgentTeamStratified, { start_date: monthStart, end_date: end });
      expect(r.commission_whole).toBe(true);
      expect(r.commission_periods).toEqual([{ start_date: monthStart, end_date: monthEnd }]);
      expect(r.rows.map((x) => [x.account, x.fees, x.commission])).toEqual([
        // csub's row: its team's fees (c2, 13.005) and its own play as ctop's member (-3.00), floored once.
        ['tfcsub01', '10.00', subEstimate.estimate!.amount],
        ['tfc101', '44.00', null],
      ]);
      expect(r.totals).toMatchObject({ members: 3, fees: '54.00', commission: topEstimate.estimate!.amount });
    }
    // The sub-agent's own level: its member's fees, its own commission in the totals.
    const sub = await c.csub.call(AgentTeamStratified, { start_date: monthStart, end_date: today });
    expect(sub.rows.map((x) => [x.account, x.kind, x.fees, x.commission])).toEqual([
      ['tfc201', 'member', '13.00', null],
    ]);
    expect(sub.totals).toMatchObject({ fees: '13.00', commission: '17.69' });
    const drilled = await c.ctop.call(AgentTeamStratified, {
      start_date: monthStart,
      end_date: today,
      agent_id: c.csub.id,
    });
    expect(drilled.totals).toEqual(sub.totals);
  });

  it('dates that cut a commission period keep exact fees and show no commission', async () => {
    // From the second day of last month: last month is cut, this month is covered.
    const lastMonth = dayOf(-Number(today.slice(8, 10)));
    const from = `${lastMonth.slice(0, 8)}02`;
    const r = await c.ctop.call(AgentTeamStratified, { start_date: from, end_date: today });
    expect(r.commission_whole).toBe(false);
    expect(r.commission_periods.map((p) => p.start_date)).toEqual([`${lastMonth.slice(0, 8)}01`, monthStart]);
    expect(r.rows.map((x) => [x.account, x.fees, x.commission])).toEqual([
      ['tfcsub01', '10.00', null],
      ['tfc101', '44.00', null],
    ]);
    expect(r.totals).toMatchObject({ fees: '54.00', commission: null });
    // Another tree's agent still reads nothing of this one.
    expect((await who.top.send(AgentTeamStratified, { ...period(), agent_id: c.csub.id })).code).toBe(
      PlatformCode.FORBIDDEN,
    );
  });

  it('exports a level with its fees and commission', async () => {
    const url = `/api/member/agent/team/stratified/export?format=csv&start_date=${monthStart}&end_date=${today}`;
    const csv = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${c.ctop.token}`, lang: 'zh_CN' },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace('\ufeff', '').trim().split('\n');
    expect(lines[0]).toContain('佣金');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^tfcsub01,2,.*,10\.00,17\.69$/);
    expect(lines[2]).toMatch(/^tfc101,1,.*,44\.00,$/);
    expect(lines[3]).toMatch(/^合计,3,.*,54\.00,103\.49$/);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${url.replace('csv', 'xlsx')}&agent_id=${c.csub.id}`,
      headers: { authorization: `Bearer ${c.ctop.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `${url}&agent_id=${c.csub.id}`,
      headers: { authorization: `Bearer ${who.top.token}` },
    });
    expect(elsewhere.statusCode).toBe(403);
  });
  it('a closed period shows its stored statements; several whole periods add up', async () => {
    // Last month's first day: c1 plays 1,000.00 in hall 2 (fees 100.00), c2 100.00 in hall 1 (5.00).
    const lastStart = `${dayOf(-Number(today.slice(8, 10))).slice(0, 8)}01`;
    const lastEnd = dayOf(-Number(today.slice(8, 10)));
    const played = (memberId: number, hall: number, stake: bigint) =>
      t.db.insert(reportBetDaily).values({
        siteId: SITE,
        currency: CUR,
        day: lastStart,
        hall,
        provider: 'house',
        memberId,
        rounds: 1,
        stake,
        payout: 0n,
        validBet: stake,
      });
    await played(c.c1.id, 2, 100_000n);
    await played(c.c2.id, 1, 10_000n);
    await createCommissionSettler({ db: t.db, clock: { now: () => new Date() } }).runPeriod(
      SITE,
      CUR,
      lastStart,
    );
    const stored = async (m: Member) =>
      (await m.call(MemberCommissionSettlements, {})).list.find((s) => s.period_start === lastStart)!.amount;
    // ctop 20 % of c1's net 900.00 and 10 % on csub's team 95.00; csub 10 % of 95.00.
    expect([await stored(c.ctop), await stored(c.csub)]).toEqual(['189.50', '9.50']);
    // A late figure after the run: fees follow the rollups, commission stays the statement's.
    await played(c.c1.id, 3, 50_000n);
    const last = await c.ctop.call(AgentTeamStratified, { start_date: lastStart, end_date: lastEnd });
    expect(last.commission_whole).toBe(true);
    expect(last.rows.map((x) => [x.account, x.fees, x.commission])).toEqual([
      ['tfcsub01', '5.00', '9.50'],
      ['tfc101', '150.00', null],
    ]);
    expect(last.totals).toMatchObject({ fees: '155.00', commission: '189.50' });
    // Last month and the open one: sums of both.
    const both = await c.ctop.call(AgentTeamStratified, { start_date: lastStart, end_date: today });
    expect(both.commission_periods).toEqual([
      { start_date: lastStart, end_date: lastEnd },
      { start_date: monthStart, end_date: monthEnd },
    ]);
    expect(both.rows.map((x) => [x.account, x.fees, x.commission])).toEqual([
      ['tfcsub01', '15.00', '27.19'],
      ['tfc101', '194.00', null],
    ]);
    expect(both.totals).toMatchObject({ fees: '209.00', commission: '292.99' });
  });
});
