import {
  MoneyCode,
  MemberCommissionPlan,
  MemberCommissionSettlement,
  MemberCommissionSettlements,
  MemberCommissionSummary,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportBetDaily, reportMoneyDaily } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ManualClock } from '../../../test/manual-clock';
import { loggedInMember, registeredMember, type Member } from '../../../test/member-client';
import { adminCaller, loggedInStaff, staffMember } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import { makeAgent, moveUnder, setAgentStatus } from '../tree';
import { createCommissionDecisions } from './decisions';
import { createCommissionSettler } from './settle';

// 2026-01-05 in Shanghai: plans saved now are in force for February, not January (opened on the 1st).
const clock = new ManualClock(Date.parse('2025-12-20T04:00:00Z'));
let t: TestApp;
let finance: string;
let checker: string;
let call: ReturnType<typeof adminCaller>;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, clock });
  await t.db.execute(sql`update sites set time_zone = 'Asia/Shanghai' where id = 1`);
  finance = (await staffMember(t, 'comm-finance', 'finance', clock)).token;
  checker = (await staffMember(t, 'comm-checker', 'finance', clock)).token;
  call = adminCaller(t, finance);
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const member = (): Promise<Member> => registeredMember(t, { member_account: `comm${++seq}x` });
/** Moves the clock; staff sign in again (their sessions do not last weeks). */
async function at(iso: string) {
  clock.advance(Date.parse(iso) - clock.now().getTime());
  finance = (await loggedInStaff(t, 'comm-finance')).token;
  checker = (await loggedInStaff(t, 'comm-checker')).token;
  call = adminCaller(t, finance);
}
/** A member signed in now. */
const fresh = (m: Member) => loggedInMember(t, { account: m.account });
const settler = () => createCommissionSettler({ db: t.db, clock });
const balance = async (memberId: number) => (await t.app.ledger.mainBalance(memberId, 'RMB')).balance;

/** A day's figures of a member as the daily rollups hold them (minor units). */
async function day(
  memberId: number,
  date: string,
  o: {
    stake?: bigint;
    payout?: bigint;
    hall?: number;
    deposits?: bigint;
    promotions?: bigint;
    rebates?: bigint;
  },
) {
  await t.db.insert(reportBetDaily).values({
    siteId: 1,
    currency: 'RMB',
    day: date,
    hall: o.hall ?? 1,
    provider: 'house',
    memberId,
    rounds: 1,
    stake: o.stake ?? 0n,
    payout: o.payout ?? 0n,
    validBet: o.stake ?? 0n,
  });
  await t.db
    .insert(reportMoneyDaily)
    .values({
      siteId: 1,
      currency: 'RMB',
      day: date,
      memberId,
      deposits: o.deposits ?? 0n,
      depositCount: o.deposits ? 1 : 0,
      promotions: o.promotions ?? 0n,
      rebates: o.rebates ?? 0n,
    })
    .onConflictDoUpdate({
      target: [
        reportMoneyDaily.siteId,
        reportMoneyDaily.currency,
        reportMoneyDaily.day,
        reportMoneyDaily.memberId,
      ],
      set: {
        deposits: sql`${reportMoneyDaily.deposits} + ${o.deposits ?? 0n}`,
        promotions: sql`${reportMoneyDaily.promotions} + ${o.promotions ?? 0n}`,
        rebates: sql`${reportMoneyDaily.rebates} + ${o.rebates ?? 0n}`,
      },
    });
}

const plan = {
  site_id: 1,
  currency: 'RMB',
  period: 'month',
  tiers: [
    { min_net_revenue: '0', min_active_members: 0, rate_bp: 1000 },
    { min_net_revenue: '1000.00', min_active_members: 0, rate_bp: 1800 },
  ],
  hall_fees: [{ hall: 1, fee_bp: 500 }],
  default_hall_fee_bp: 0,
  deposit_fee_bp: 0,
  withdrawal_fee_bp: 0,
  active_min_deposits: '0',
  active_min_valid_bet: '0',
  carry_negative: true,
  cpa_amount: '0',
  cpa_min_deposits: '0',
  approval_line: '100000.00',
  reason: 'launch',
};

type Row = {
  id: number;
  agent_id: number;
  amount: string;
  state: string;
  carry_out: string;
  rate_bp: number;
  agent_suspended: boolean;
};
const statements = async (start: string): Promise<Row[]> =>
  (await call('GET', `/commission/statements?site_id=1&currency=RMB&period_start=${start}&page_size=100`))
    .data.list;
const of = async (start: string, agentId: number) =>
  (await statements(start)).find((s) => s.agent_id === agentId)!;

let top: Member, mid: Member, low: Member, solo: Member, carrier: Member;
let m1: Member, m2: Member, m3: Member, ms: Member, mc: Member;

describe('plans', () => {
  it('refuses tiers whose higher rate is lower, naming the field; saves versions', async () => {
    const bad = await call('POST', '/commission/plans', {
      ...plan,
      tiers: [
        { min_net_revenue: '0', min_active_members: 0, rate_bp: 2000 },
        { min_net_revenue: '1000.00', min_active_members: 0, rate_bp: 1000 },
      ],
    });
    expect(bad.code).not.toBe(1000);
    expect(bad.message).toMatch(/tiers\[1\]\.rate_bp/);
    const bp = await call('POST', '/commission/plans', { ...plan, deposit_fee_bp: 10_001 });
    expect(bp.message).toMatch(/deposit_fee_bp/);
    const v1 = await call('POST', '/commission/plans', plan);
    expect(v1.code, v1.message).toBe(1000);
    expect(v1.data.version).toBe(1);
    const list = await call('GET', '/commission/plans?site_id=1&currency=RMB');
    expect(list.data.list.map((p: { version: number }) => p.version)).toEqual([1]);
  });
});

describe('settling a month', () => {
  beforeAll(async () => {
    const all = await Promise.all(Array.from({ length: 10 }, member));
    [top, mid, low, solo, carrier, m1, m2, m3, ms, mc] = all as [
      Member,
      Member,
      Member,
      Member,
      Member,
      Member,
      Member,
      Member,
      Member,
      Member,
    ];
    await makeAgent(t.db, { memberId: top.id, parentId: null, approvedBy: null });
    await makeAgent(t.db, { memberId: mid.id, parentId: top.id, approvedBy: null });
    await makeAgent(t.db, { memberId: low.id, parentId: mid.id, approvedBy: null });
    await makeAgent(t.db, { memberId: solo.id, parentId: null, approvedBy: null });
    await makeAgent(t.db, { memberId: carrier.id, parentId: null, approvedBy: null });
    await moveUnder(t.db, m1.id, top.id);
    await moveUnder(t.db, m2.id, mid.id);
    await moveUnder(t.db, m3.id, low.id);
    await moveUnder(t.db, ms.id, solo.id);
    await moveUnder(t.db, mc.id, carrier.id);
    // The worked example: 300,000 lost, 10,000 rebates, 5,000 promotions, 5% platform fee = 15,000.
    await day(ms.id, '2026-01-10', { stake: 30_000_000n, rebates: 1_000_000n, promotions: 500_000n });
    // Three levels: direct nets 4,000 / 500 / 800 (no fees in hall 2).
    await day(m1.id, '2026-01-11', { stake: 400_000n, hall: 2 });
    await day(m2.id, '2026-01-12', { stake: 50_000n, hall: 2 });
    await day(m3.id, '2026-01-13', { stake: 80_000n, hall: 2 });
    // A member who won 10,000.
    await day(mc.id, '2026-01-14', { payout: 1_000_000n, hall: 2 });
  });

  it('has no plan for a period that opened before the first version', async () => {
    await at('2026-01-01T04:00:00Z');
    const answer = await call('POST', '/commission/run', {
      site_id: 1,
      currency: 'RMB',
      period_start: '2025-12-01',
    });
    expect(answer.message).toMatch(/no plan version/);
  });

  it('refuses an open period, then computes the closed month as previews', async () => {
    await at('2026-01-31T12:00:00Z'); // 20:00 on the 31st in Shanghai
    const open = await call('POST', '/commission/run', {
      site_id: 1,
      currency: 'RMB',
      period_start: '2026-01-01',
    });
    expect(open.message).toMatch(/not closed/);
    // Saved before February opens (16:00 UTC on the 31st): February settles on it, January on version 1.
    const v2 = await call('POST', '/commission/plans', {
      ...plan,
      approval_line: '1000.00',
      reason: 'lower line',
    });
    expect(v2.data.version).toBe(2);
    await at('2026-02-01T04:00:00Z');
    const bad = await call('POST', '/commission/run', {
      site_id: 1,
      currency: 'RMB',
      period_start: '2026-01-02',
    });
    expect(bad.message).toMatch(/first day/);
    const run = await call('POST', '/commission/run', {
      site_id: 1,
      currency: 'RMB',
      period_start: '2026-01-01',
    });
    expect(run.code, run.message).toBe(1000);
    expect(run.data).toMatchObject({ period_end: '2026-01-31', plan_version: 1, written: 5 });
  });

  it('settles the worked example to the cent: 270,000 x 18% = 48,600', async () => {
    expect(await of('2026-01-01', solo.id)).toMatchObject({
      amount: '48600.00',
      rate_bp: 1800,
      state: 'preview',
    });
  });

  it('pays each level of the three-level tree its differential', async () => {
    // Teams: low 800 (10%), mid 1,300 (18%), top 5,300 (18%).
    expect((await of('2026-01-01', low.id)).amount).toBe('80.00');
    expect((await of('2026-01-01', mid.id)).amount).toBe('154.00'); // 18% x 500 + 8% x 800
    expect((await of('2026-01-01', top.id)).amount).toBe('720.00'); // 18% x 4,000 + 0% x 1,300
  });

  it('carries a negative month', async () => {
    expect(await of('2026-01-01', carrier.id)).toMatchObject({ amount: '0.00', carry_out: '-10000.00' });
  });

  it('is idempotent: run twice or on two nodes at once, nothing changes', async () => {
    const before = await statements('2026-01-01');
    const [a, b] = await Promise.all([
      settler().runPeriod(1, 'RMB', '2026-01-01'),
      settler().runPeriod(1, 'RMB', '2026-01-01'),
    ]);
    expect(a.written + b.written).toBe(0);
    expect(await statements('2026-01-01')).toEqual(before);
  });

  it('recomputes a preview when late figures arrive', async () => {
    await day(m3.id, '2026-01-20', { stake: 20_000n, hall: 2 }); // low's team now 1,000 -> 18%
    const again = await settler().runClosedPeriods();
    expect(again.find((r) => r.period_start === '2026-01-01')?.written).toBeGreaterThan(0);
    expect((await of('2026-01-01', low.id)).amount).toBe('180.00');
    expect((await of('2026-01-01', mid.id)).amount).toBe('90.00'); // 18% x 500 + 0% x 1,000
  });

  it('pays under the line on one approval, exactly once under parallel approvals', async () => {
    const s = await of('2026-01-01', low.id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', `/commission/statements/${s.id}/approve`, {})),
    );
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(1);
    expect(await balance(low.id)).toBe(18_000n);
    const { rows } = await t.db.execute(
      sql`select 1 from ledger_transfers where idempotency_key = ${`commission:1:${low.id}:2026-01-01`} and kind = 'commission'`,
    );
    expect(rows).toHaveLength(1);
    // Late figures after payment never change the paid statement.
    await day(m3.id, '2026-01-21', { stake: 900_000n, hall: 2 });
    await settler().runPeriod(1, 'RMB', '2026-01-01');
    expect(await of('2026-01-01', low.id)).toMatchObject({ amount: '180.00', state: 'paid' });
  });

  it('a payment killed after its transfer leaves the statement unpaid and no money moved', async () => {
    const s = await of('2026-01-01', mid.id);
    const crashing = createCommissionDecisions({
      db: t.db,
      clock,
      ledger: t.app.ledger,
      events: t.app.events,
      totpRequired: false,
      onPaid: async () => {
        throw new Error('killed');
      },
    });
    const [staffId] = (
      await t.db.execute<{ id: number }>(sql`select id from staff where account = 'comm-finance'`)
    ).rows;
    await expect(
      crashing.approve(s.id, undefined, { staffId: Number(staffId!.id), ip: '127.0.0.1' }),
    ).rejects.toThrow('killed');
    expect((await of('2026-01-01', mid.id)).state).toBe('preview');
    expect(await balance(mid.id)).toBe(0n);
  });

  it('settles on the version in force when the period opened (its approval line too)', async () => {
    // The line is the version's the period settles on: January keeps version 1 (line 100,000).
    const s = await of('2026-01-01', solo.id);
    const v1 = await call('POST', `/commission/statements/${s.id}/approve`, {});
    expect(v1.data.state).toBe('paid');
    expect(await balance(solo.id)).toBe(4_860_000n);
  });

  it('refuses paying a period while the previous one is open; pays the carried period on what is left', async () => {
    await day(mc.id, '2026-02-10', { stake: 1_500_000n, hall: 2 });
    await at('2026-03-01T04:00:00Z');
    const feb = await call('POST', '/commission/run', {
      site_id: 1,
      currency: 'RMB',
      period_start: '2026-02-01',
    });
    expect(feb.code, feb.message).toBe(1000);
    expect(feb.data.plan_version).toBe(2);
    const s = await of('2026-02-01', carrier.id);
    expect(s.amount).toBe('900.00'); // 18% of (15,000 - 10,000)
    const early = await call('POST', `/commission/statements/${s.id}/approve`, {});
    expect(early.message).toMatch(/previous period/);
    const jan = await of('2026-01-01', carrier.id);
    expect((await call('POST', `/commission/statements/${jan.id}/approve`, {})).data).toMatchObject({
      state: 'paid',
      transfer_id: null,
    });
    expect((await call('POST', `/commission/statements/${s.id}/approve`, {})).data.state).toBe('paid');
    expect(await balance(carrier.id)).toBe(90_000n);
  });

  it('above the line: the approver cannot pay it, a second staff member can; listed in the inbox', async () => {
    // February under version 2 (line 1,000.00): the solo agent's member lost 20,000 more.
    await day(ms.id, '2026-02-11', { stake: 2_000_000n, hall: 2 });
    await settler().runPeriod(1, 'RMB', '2026-02-01');
    const s = await of('2026-02-01', solo.id);
    expect(s.amount).toBe('3600.00');
    const first = await call('POST', `/commission/statements/${s.id}/approve`, { reason: 'checked' });
    expect(first.data).toMatchObject({ state: 'approved', held_for: 'line' });
    const inbox = await call('GET', '/approvals?kind=commission&status=pending');
    expect(inbox.data.list.map((a: { id: number }) => a.id)).toContain(s.id);
    const own = await call('POST', `/commission/statements/${s.id}/approve`, {});
    expect(own.message).toMatch(/second staff member/);
    const paid = await call('POST', `/commission/statements/${s.id}/approve`, {}, checker);
    expect(paid.code, paid.message).toBe(1000);
    expect(paid.data.state).toBe('paid');
    expect(await balance(solo.id)).toBe(4_860_000n + 360_000n);
  });

  it('a suspended agent’s statements are still computed but neither approved nor paid until restored', async () => {
    const jan = await of('2026-01-01', top.id);
    expect(jan).toMatchObject({ state: 'preview', amount: '720.00' });
    await setAgentStatus(t.db, top.id, 'suspended');

    // The period job still writes its statement (the record of what it earned).
    await day(m1.id, '2026-02-15', { stake: 300_000n, hall: 2 });
    await settler().runPeriod(1, 'RMB', '2026-02-01');
    expect(await of('2026-02-01', top.id)).toMatchObject({ state: 'preview', amount: '540.00' });

    // Approving is refused with a reason naming the agent; the list says why, nothing moved.
    const refused = await call('POST', `/commission/statements/${jan.id}/approve`, {});
    expect(refused.code).toBe(MoneyCode.ORDER_ALREADY_RESOLVED);
    expect(refused.message).toMatch(/agent_id: the agent is suspended/);
    expect(await of('2026-01-01', top.id)).toMatchObject({ state: 'preview', agent_suspended: true });
    expect((await of('2026-01-01', low.id)).agent_suspended).toBe(false);
    expect(await balance(top.id)).toBe(0n);

    // A statement held for a second approval is not paid either while the agent is suspended.
    await setAgentStatus(t.db, top.id, 'active');
    await day(m1.id, '2026-02-16', { stake: 1_000_000n, hall: 2 });
    await settler().runPeriod(1, 'RMB', '2026-02-01');
    expect((await call('POST', `/commission/statements/${jan.id}/approve`, {})).data.state).toBe('paid');
    const feb = await of('2026-02-01', top.id);
    expect(feb.amount).toBe('2340.00'); // 18% x 13,000, above version 2's line of 1,000
    const held = await call('POST', `/commission/statements/${feb.id}/approve`, {});
    expect(held.data).toMatchObject({ state: 'approved', held_for: 'line' });
    await setAgentStatus(t.db, top.id, 'suspended');
    const second = await call('POST', `/commission/statements/${feb.id}/approve`, {}, checker);
    expect(second.message).toMatch(/suspended/);
    expect((await of('2026-02-01', top.id)).state).toBe('approved');

    // Restored: the second staff member pays it.
    await setAgentStatus(t.db, top.id, 'active');
    const paid = await call('POST', `/commission/statements/${feb.id}/approve`, {}, checker);
    expect(paid.data).toMatchObject({ state: 'paid', agent_suspended: false });
    expect(await balance(top.id)).toBe(72_000n + 234_000n);
  });
});

describe('the agent centre', () => {
  it('shows an agent its plan, its settlements with their traces, and an estimate', async () => {
    [solo, carrier, m1] = await Promise.all([fresh(solo), fresh(carrier), fresh(m1)]);
    const p = await solo.call(MemberCommissionPlan, {});
    expect(p.plan).toMatchObject({ version: 2, period: 'month' });
    const list = await solo.call(MemberCommissionSettlements, {});
    expect(list.list.map((s) => s.period_start)).toEqual(['2026-02-01', '2026-01-01']);
    expect(list.paid_total).toBe('52200.00');
    const jan = await solo.call(MemberCommissionSettlement, { id: list.list[1]!.id });
    expect(jan.trace.members[0]).toMatchObject({
      member_id: ms.id,
      ggr: '300000.00',
      rebates: '10000.00',
      promotions: '5000.00',
      net: '270000.000000',
    });
    expect(jan.trace.members[0]!.halls[0]).toMatchObject({ hall: 1, fee_bp: 500, fee: '15000.000000' });
    await day(ms.id, '2026-03-01', { stake: 10_000_000n, hall: 2 });
    const summary = await solo.call(MemberCommissionSummary, {});
    expect(summary.estimate).toMatchObject({
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      amount: '18000.00',
    });
    expect(summary.last).toHaveLength(2);
  });

  it("refuses another agent's statement and a plain member", async () => {
    const list = await solo.call(MemberCommissionSettlements, {});
    const other = await carrier.send(MemberCommissionSettlement, { id: list.list[0]!.id });
    expect(other.code).not.toBe(1000);
    const plain = await m1.send(MemberCommissionSettlements, {});
    expect(plain.code).not.toBe(1000);
  });
});
