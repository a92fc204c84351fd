import { MemberRebates, MemberTransactions, MONEY_LIMITS } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bets } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ManualClock } from '../../../test/manual-clock';
import { registeredMember, type Member } from '../../../test/member-client';
import { adminCaller, staffMember } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import { recordTestBet } from '../bets/test-factory';
import { baseLevelOf, type LevelOf, type TurnoverSink } from './payout';
import { createRebateService } from './service';

// 2026-01-15 16:00 in Shanghai: the 14th has closed there.
const clock = new ManualClock(Date.parse('2026-01-15T08:00:00Z'));
const DAY = '2026-01-14';
let t: TestApp;
let finance: string;
let checker: string;
let boss: string;
let call: ReturnType<typeof adminCaller>;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, clock });
  await t.db.execute(sql`update sites set time_zone = 'Asia/Shanghai' where id = 1`);
  finance = (await staffMember(t, 'rebate-finance', 'finance', clock)).token;
  checker = (await staffMember(t, 'rebate-checker', 'finance', clock)).token;
  boss = (await staffMember(t, 'rebate-boss', 'admin', clock)).token;
  call = adminCaller(t, finance);
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const member = (): Promise<Member> => registeredMember(t, { member_account: `rebate${++seq}x` });

/** One round at the house provider, settled at `settledAt` (an instant with its offset). */
async function bet(
  memberId: number,
  o: { hall: number; valid: bigint; settledAt?: string; status?: 'settled' | 'resettled' | 'void' | 'open' },
) {
  const settledAt = new Date(o.settledAt ?? `${DAY}T12:00:00+08:00`);
  await t.db.insert(bets).values({
    provider: 'house',
    roundId: `r${++seq}`,
    version: 1,
    siteId: 1,
    memberId,
    currency: 'RMB',
    gameCode: 'dice',
    hall: o.hall,
    stake: o.valid,
    payout: 0n,
    validBet: o.valid,
    status: o.status ?? 'settled',
    placedAt: settledAt,
    settledAt: o.status === 'open' ? null : settledAt,
    providerUpdatedAt: settledAt,
  });
}

async function configure(o: {
  enabled?: boolean;
  min_payout?: string;
  auto_ceiling?: string;
  turnover_multiple?: number;
  rates?: { level: number; hall: number; rate_bp: number }[];
}) {
  const answer = await call('PUT', '/rebates/settings/1/RMB', {
    enabled: o.enabled ?? true,
    min_payout: o.min_payout ?? '0.01',
    auto_ceiling: o.auto_ceiling ?? '1000.00',
    turnover_multiple: o.turnover_multiple ?? 0,
    rates: o.rates ?? [
      { level: 0, hall: 1, rate_bp: 85 },
      { level: 0, hall: 2, rate_bp: 50 },
    ],
    reason: 'test rates',
  });
  expect(answer.code, answer.message).toBe(1000);
  return answer.data;
}

const run = async (day = DAY, as = finance) => call('POST', '/rebates/run', { site_id: 1, day }, as);
const rows = async (memberId: number) =>
  (await call('GET', `/rebates?site_id=1&day=${DAY}&member_id=${memberId}`)).data.list as {
    id: number;
    hall: number;
    state: string;
    amount: string;
    valid_bet: string;
    rate_bp: number;
    held_for: string | null;
  }[];
const balance = async (memberId: number) => (await t.app.ledger.mainBalance(memberId, 'RMB')).balance;
async function transfersOf(memberId: number) {
  const { rows: r } = await t.db.execute<{ key: string; amount: string }>(sql`
    select idempotency_key as key, amount::text from ledger_transfers
    where idempotency_key like ${`rebate:1:${memberId}:%`} and kind = 'rebate' order by id`);
  return r;
}
const service = (o: { levelOf?: LevelOf; onPaid?: () => Promise<void>; turnover?: TurnoverSink } = {}) =>
  createRebateService({
    db: t.db,
    clock,
    ledger: t.app.ledger,
    events: t.app.events,
    levelOf: o.levelOf ?? baseLevelOf,
    turnover: o.turnover,
    onPaid: o.onPaid,
  });

describe('computing a day', () => {
  it('pays floor(valid bets × rate) per hall to the cent; void and open bets count nothing', async () => {
    await configure({});
    const m = await member();
    await bet(m.id, { hall: 1, valid: 1_234_567n }); // 12,345.67 × 0.85% = 104.938... -> 104.93
    await bet(m.id, { hall: 1, valid: 33n, settledAt: `${DAY}T23:59:59+08:00` }); // the day's last second
    await bet(m.id, { hall: 2, valid: 19_999n }); // 199.99 × 0.50% = 0.99995 -> 0.99
    await bet(m.id, { hall: 2, valid: 9_000_000n, status: 'void' });
    await bet(m.id, { hall: 2, valid: 9_000_000n, status: 'open' });
    await bet(m.id, { hall: 1, valid: 500_000n, settledAt: '2026-01-15T00:00:00+08:00' }); // the next day
    await bet(m.id, { hall: 1, valid: 500_000n, settledAt: '2026-01-13T15:59:59Z' }); // 23:59:59 on the 13th there

    const answer = await run();
    expect(answer.code, answer.message).toBe(1000);
    expect(await rows(m.id)).toEqual([
      expect.objectContaining({
        hall: 1,
        valid_bet: '12346.00',
        rate_bp: 85,
        amount: '104.94',
        state: 'paid',
      }),
      expect.objectContaining({ hall: 2, valid_bet: '199.99', rate_bp: 50, amount: '0.99', state: 'paid' }),
    ]);
    // 1,234,600 × 85 / 10000 = 10494.1 -> 10494 minor units; plus 99.
    expect(await balance(m.id)).toBe(10_494n + 99n);
    expect(await transfersOf(m.id)).toEqual([
      { key: `rebate:1:${m.id}:${DAY}:1`, amount: '10494' },
      { key: `rebate:1:${m.id}:${DAY}:2`, amount: '99' },
    ]);
  });

  it('gives a member the rate of the highest level at or below theirs, and nothing below the minimum', async () => {
    await configure({
      min_payout: '1.00',
      rates: [
        { level: 0, hall: 1, rate_bp: 50 },
        { level: 2, hall: 1, rate_bp: 80 },
        { level: 5, hall: 1, rate_bp: 120 },
        { level: 0, hall: 2, rate_bp: 50 },
      ],
    });
    const m = await member();
    await bet(m.id, { hall: 1, valid: 1_000_000n });
    await bet(m.id, { hall: 2, valid: 10_000n }); // 0.50 < 1.00 minimum
    await service({ levelOf: async (_db, _site, ids) => new Map(ids.map((id) => [id, 3])) }).runDay(1, DAY);
    expect(await rows(m.id)).toEqual([
      expect.objectContaining({ hall: 1, rate_bp: 80, amount: '80.00', state: 'paid' }),
    ]);
  });

  it('rebates a round resettled onto a later day once, on the day it first settled', async () => {
    await configure({});
    const m = await member();
    const round = {
      provider: 'house',
      roundId: `moved${++seq}`,
      siteId: 1,
      memberId: m.id,
      currency: 'RMB',
      hall: 1,
      stake: 100_000n,
      payout: 0n,
      validBet: 100_000n,
      placedAt: new Date('2026-01-13T12:00:00+08:00'),
    };
    await recordTestBet(t.db, { ...round, version: 1, status: 'settled', settledAt: round.placedAt });
    expect((await run('2026-01-13')).code).toBe(1000);
    // 1,000.00 × 0.85% = 8.50 on the 13th.
    expect((await transfersOf(m.id)).map((r) => r.amount)).toEqual(['850']);
    await recordTestBet(t.db, {
      ...round,
      version: 2,
      status: 'resettled',
      payout: 50_000n,
      validBet: 80_000n,
      settledAt: new Date(`${DAY}T10:00:00+08:00`),
    });
    await bet(m.id, { hall: 1, valid: 20_000n }); // a round of its own on the 14th
    await run();
    // The 14th counts only the new round: 200.00 × 0.85% = 1.70; the moved round paid on the 13th.
    expect(await rows(m.id)).toEqual([expect.objectContaining({ valid_bet: '200.00', amount: '1.70' })]);
    expect((await transfersOf(m.id)).map((r) => r.amount)).toEqual(['850', '170']);
  });

  it('refuses a day that has not closed in the site time zone', async () => {
    const answer = await run('2026-01-15');
    expect(answer.code).toBe(400);
    expect(answer.message).toMatch(/^day/);
  });

  it('computes nothing while rebates are off', async () => {
    await configure({ enabled: false });
    const m = await member();
    await bet(m.id, { hall: 1, valid: 1_000_000n });
    expect((await run()).data).toMatchObject({ computed: 0, paid: 0 });
    expect(await rows(m.id)).toEqual([]);
    await configure({});
  });
});

describe('once per member, day and hall', () => {
  it('pays each rebate once when a run is killed between payouts and run again', async () => {
    await configure({});
    await service().runDay(1, DAY); // what earlier tests left unpaid goes first
    const members = [await member(), await member(), await member()];
    for (const m of members) await bet(m.id, { hall: 1, valid: 100_000n });
    let payouts = 0;
    const dying = service({
      onPaid: async () => {
        if (++payouts === 2) throw new Error('killed');
      },
    });
    await expect(dying.runDay(1, DAY)).rejects.toThrow('killed');
    const states = await Promise.all(members.map(async (m) => (await rows(m.id))[0]?.state));
    expect(states.filter((s) => s === 'paid')).toHaveLength(1);

    await service().runDay(1, DAY);
    await service().runDay(1, DAY);
    for (const m of members) {
      expect(await transfersOf(m.id)).toHaveLength(1);
      expect(await balance(m.id)).toBe(850n);
    }
  });

  it('pays each rebate once when two runs go at the same time', async () => {
    const members = [await member(), await member(), await member(), await member()];
    for (const m of members) await bet(m.id, { hall: 2, valid: 200_000n });
    await Promise.all([service().runDay(1, DAY), service().runDay(1, DAY), run()]);
    for (const m of members) {
      expect(await transfersOf(m.id)).toHaveLength(1);
      expect(await balance(m.id)).toBe(1_000n);
    }
  });

  it('keeps a paid rebate final when a late bet arrives, and recomputes an unpaid one', async () => {
    await configure({ auto_ceiling: '50.00' });
    const paid = await member();
    await bet(paid.id, { hall: 1, valid: 100_000n });
    const held = await member();
    await bet(held.id, { hall: 1, valid: 1_000_000n }); // 85.00 > 50.00: waits
    await run();
    expect((await rows(held.id))[0]).toMatchObject({ state: 'waiting_approval', amount: '85.00' });

    await bet(paid.id, { hall: 1, valid: 100_000n });
    await bet(held.id, { hall: 1, valid: 1_000_000n });
    await run();
    expect((await rows(paid.id))[0]).toMatchObject({ state: 'paid', amount: '8.50', valid_bet: '1000.00' });
    expect(await balance(paid.id)).toBe(850n);
    expect((await rows(held.id))[0]).toMatchObject({ state: 'waiting_approval', amount: '170.00' });
    await configure({});
  });

  it('leaves a rebate unpaid that would take the balance past its ceiling, and pays the others', async () => {
    await configure({});
    await service().runDay(1, DAY);
    const full = await member();
    const { maxBalance } = MONEY_LIMITS.RMB;
    await t.app.ledger.transfer({
      siteId: 1,
      currency: 'RMB',
      debit: { system: 'deposits_clearing' },
      credit: { member: full.id },
      amount: maxBalance - 100n,
      kind: 'deposit',
      idempotencyKey: `rebate-full-${full.id}`,
    });
    await bet(full.id, { hall: 1, valid: 100_000n }); // 8.50 > the 1.00 left
    const other = await member();
    await bet(other.id, { hall: 1, valid: 100_000n });
    expect((await run()).data).toMatchObject({ paid: 1, waiting: 0 });
    expect((await rows(full.id))[0]).toMatchObject({ state: 'computed' });
    expect(await transfersOf(full.id)).toHaveLength(0);
    expect(await balance(full.id)).toBe(maxBalance - 100n);
    expect(await balance(other.id)).toBe(850n);
    await t.app.ledger.transfer({
      siteId: 1,
      currency: 'RMB',
      debit: { member: full.id },
      credit: { system: 'deposits_clearing' },
      amount: maxBalance - 100n,
      kind: 'deposit',
      idempotencyKey: `rebate-full-back-${full.id}`,
    });
    await run();
    expect(await balance(full.id)).toBe(850n);
  });

  it('adds the turnover requirement in the payout when the currency asks for one', async () => {
    await configure({ turnover_multiple: 3 });
    const m = await member();
    await bet(m.id, { hall: 1, valid: 100_000n });
    const added: unknown[] = [];
    await service({
      turnover: {
        addRequirement: async (input, tx) => {
          expect(tx).toBeDefined();
          added.push(input);
        },
      },
    }).runDay(1, DAY);
    expect(added).toEqual([
      {
        siteId: 1,
        memberId: m.id,
        currency: 'RMB',
        source: 'rebate',
        sourceRef: `rebate:1:${m.id}:${DAY}:1`,
        amount: 850n,
        multiple: 3,
      },
    ]);
    await configure({});
  });
});

describe('approval above the ceiling', () => {
  async function waiting(valid = 10_000_000n) {
    await configure({ auto_ceiling: '50.00' });
    const m = await member();
    await bet(m.id, { hall: 1, valid });
    await run();
    const [r] = await rows(m.id);
    expect(r).toMatchObject({ state: 'waiting_approval', held_for: 'ceiling' });
    return { m, id: r!.id };
  }
  const decide = (id: number, verdict: 'approve' | 'reject', as: string, reason = 'checked') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/rebates/${id}/${verdict}`,
      payload: { reason },
      headers: { authorization: `Bearer ${as}` },
    });

  it('lists the held rebate in the approvals inbox and pays it once under 20 parallel approvals', async () => {
    const { m, id } = await waiting();
    expect(await balance(m.id)).toBe(0n);
    const inbox = await call('GET', `/approvals?kind=rebate&member_id=${m.id}`);
    expect(inbox.data.list).toEqual([
      expect.objectContaining({ kind: 'rebate', id, amount: '850.00', maker_id: expect.any(Number) }),
    ]);

    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(id, 'approve', checker)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await transfersOf(m.id)).toHaveLength(1);
    expect(await balance(m.id)).toBe(85_000n);
    expect((await rows(m.id))[0]).toMatchObject({ state: 'paid' });
    await configure({});
  });

  it('never lets the staff member whose run computed it approve it; a reject pays nothing', async () => {
    const { m, id } = await waiting();
    expect((await decide(id, 'approve', finance)).statusCode).toBe(403);
    const rejected = await decide(id, 'reject', finance, 'bonus hunter');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ state: 'rejected', decision_reason: 'bonus hunter' });
    expect((await decide(id, 'approve', checker)).statusCode).toBe(409);
    await run();
    expect((await rows(m.id))[0]).toMatchObject({ state: 'rejected' });
    expect(await transfersOf(m.id)).toHaveLength(0);
    expect(await balance(m.id)).toBe(0n);
    const { rows: audit } = await t.db.execute<{ action: string }>(
      sql`select action from staff_audit where target = ${`member:${m.id}`} order by seq`,
    );
    expect(audit.map((a) => a.action)).toEqual(['rebate_rejected']);
    await configure({});
  });

  it('holds what the job computed for any checker, and past the site daily bound holds the rest', async () => {
    const bound = await call(
      'PUT',
      '/issuance-limits/rebate_site_day/RMB',
      { amount: '0', reason: 'hold all rebates' },
      boss,
    );
    expect(bound.code, bound.message).toBe(1000);
    const m = await member();
    await bet(m.id, { hall: 1, valid: 100_000n });
    // The hourly job: at 16:00 in Shanghai the 14th closed more than an hour ago.
    const job = t.app.recurringJobs.find((j) => j.name === 'daily-rebates')!;
    await job.run();
    const [r] = (await call('GET', `/rebates?site_id=1&day=${DAY}&member_id=${m.id}`)).data.list;
    expect(r).toMatchObject({ state: 'waiting_approval', held_for: 'daily_limit', computed_by: null });
    const inbox = await call('GET', `/approvals?kind=rebate&member_id=${m.id}`);
    expect(inbox.data.list).toEqual([
      expect.objectContaining({ id: r.id, maker_id: null, maker_account: null }),
    ]);
    expect((await decide(r.id, 'approve', finance)).statusCode).toBe(200);
    expect(await balance(m.id)).toBe(850n);
    await call('PUT', '/issuance-limits/rebate_site_day/RMB', { amount: '1000000', reason: 'back' }, boss);
  });
});

describe('the member', () => {
  it('hears member.cash after each payout', async () => {
    await configure({});
    const m = await member();
    const heard = vi.spyOn(t.app.realtime, 'toMember');
    await bet(m.id, { hall: 1, valid: 100_000n });
    await run();
    await vi.waitFor(() =>
      expect(heard).toHaveBeenCalledWith(m.id, 'member.cash', { cash: '8.50', currency: 'RMB' }),
    );
    heard.mockRestore();
    // The payout is in the member's own ledger history, of its own kind.
    const history = await m.call(MemberTransactions, { start_date: '2026-01-01', end_date: '2026-12-31' });
    expect(history.list).toEqual([
      expect.objectContaining({ kind: 'rebate', amount: '8.50', reference: `rebate:${DAY}:1` }),
    ]);
  });

  it('reads their rebate history by day range with totals, and a bad range is a 400 naming the field', async () => {
    await configure({ auto_ceiling: '5.00' });
    const m = await member();
    await bet(m.id, { hall: 1, valid: 50_000n });
    await bet(m.id, { hall: 2, valid: 2_000_000n }); // 100.00 > 5.00: waits
    await run();
    const page = await m.call(MemberRebates, { start_date: '2026-01-01', end_date: DAY });
    expect(page).toEqual({
      list: [
        expect.objectContaining({
          day: DAY,
          hall: 2,
          valid_bet: '20000.00',
          rate_bp: 50,
          amount: '100.00',
          status: 'waiting_approval',
          paid_at: null,
        }),
        expect.objectContaining({
          day: DAY,
          hall: 1,
          valid_bet: '500.00',
          rate_bp: 85,
          amount: '4.25',
          status: 'paid',
        }),
      ],
      total: 2,
      totals: { valid_bet: '20500.00', amount: '104.25', paid: '4.25' },
    });
    expect((await m.call(MemberRebates, { start_date: '2026-01-15', end_date: '2026-01-20' })).total).toBe(0);
    const bad = await m.send(MemberRebates, { start_date: '2026-01-14', end_date: '2026-01-01' });
    expect(bad.code).toBe(400);
    expect(bad.message).toMatch(/end_date/);
    await configure({});
  });
});

describe('staff input', () => {
  it('answers bad settings, runs and decisions with a 400 naming the field', async () => {
    const cases: [string, string, object, RegExp][] = [
      [
        'PUT',
        '/rebates/settings/1/RMB',
        {
          enabled: true,
          min_payout: '0',
          auto_ceiling: '1',
          turnover_multiple: 0,
          rates: [{ level: 0, hall: 1, rate_bp: 10_001 }],
          reason: 'x',
        },
        /rates\.0\.rate_bp/,
      ],
      [
        'PUT',
        '/rebates/settings/1/RMB',
        {
          enabled: true,
          min_payout: '0.001',
          auto_ceiling: '1',
          turnover_multiple: 0,
          rates: [],
          reason: 'x',
        },
        /^min_payout/,
      ],
      [
        'PUT',
        '/rebates/settings/1/RMB',
        { enabled: true, min_payout: '0', auto_ceiling: '1', turnover_multiple: -1, rates: [], reason: 'x' },
        /turnover_multiple/,
      ],
      [
        'PUT',
        '/rebates/settings/1/RMB',
        {
          enabled: true,
          min_payout: '0',
          auto_ceiling: '1',
          turnover_multiple: 0,
          rates: [
            { level: 0, hall: 1, rate_bp: 1 },
            { level: 0, hall: 1, rate_bp: 2 },
          ],
          reason: 'x',
        },
        /rates/,
      ],
      [
        'PUT',
        '/rebates/settings/1/XYZ',
        { enabled: true, min_payout: '0', auto_ceiling: '1', turnover_multiple: 0, rates: [], reason: 'x' },
        /currency/,
      ],
      ['POST', '/rebates/run', { site_id: 1, day: '2026-13-01' }, /day/],
      ['POST', '/rebates/run', { site_id: 99_999_999_999, day: DAY }, /site_id/],
      ['POST', '/rebates/abc/approve', {}, /id/],
      ['GET', '/rebates?site_id=1&day=yesterday', {}, /day/],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: `/api/admin${url}`,
        ...(method === 'GET' ? {} : { payload }),
        headers: { authorization: `Bearer ${finance}` },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(field);
    }
    expect((await call('POST', '/rebates/run', { site_id: 999, day: DAY })).code).toBe(404);
  });
});
