import {
  AdminDepositApprove,
  AdminDepositChannelCreate,
  AdminDepositList,
  AdminLevelConfigSave,
  AdminMemberAdjustment,
  AdminMemberTurnover,
  AdminReportMembers,
  AdminReportOperations,
  AdminReportProviders,
  AdminReportRebuildDay,
  AdminTurnoverClearPointSave,
  AdminTurnoverContributionSave,
  AdminWithdrawalApprove,
  AdminWithdrawalList,
  DepositRequest,
  LANG_CODES,
  MemberLevel,
  MoneyCode,
  WithdrawRequest,
} from '@arks/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Input } from '../../../test/api-client';
import { verifiedBankAccount } from '../../../test/bank-account';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ManualClock } from '../../../test/manual-clock';
import { registeredMember, type Member } from '../../../test/member-client';
import { adminCaller, staffMember, type Staff } from '../../../test/staff-token';
import type { FeedBet, ProviderAdapter } from '../../games/providers';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import { dayIn } from './effects';

/**
 * Issue 26's proof: a recorded month of one site (Asia/Shanghai) through the real jobs. The bets
 * arrive through the bet feed pull from a scripted provider as the clock walks the month day by day
 * (a void round, a round resettled on a later day, an open round at the month's end); each closed
 * day's rebates are run by the `daily-rebates` job with the level each member holds then; levels
 * rise from the bets; turnover is worn down by the bets. The ledger stamps its transfers with the
 * database's clock, so the month's money (deposits, the adjustment, level bonuses, rebates, the
 * withdrawal) falls on the day the test runs ("today"), while the bets fall on their settle days.
 *
 * Halls: 1 = slots (turnover contribution 100%), 2 = live (50%). All figures in minor units (cents).
 */
const ZONE = 'Asia/Shanghai';
const GP = 'GPHOUSE';
const CUR = 'RMB';
const MIN = 60_000;
const TODAY = dayIn(new Date(), ZONE);
/** The month recorded: the calendar month before today's in Shanghai, so each of its days is closed. */
const MONTH = (() => {
  const [y, m] = TODAY.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
})();
const day = (n: number) => `${MONTH}-${String(n).padStart(2, '0')}`;
const at = (n: number, hhmm: string) => new Date(`${day(n)}T${hhmm}:00+08:00`);

const clock = new ManualClock(Date.now());
const setClock = (d: Date) => clock.advance(d.getTime() - clock.now().getTime());

let t: TestApp;
let finance: Staff;
let checker: Staff;
let channelId: number;
const m = {} as Record<'a' | 'b' | 'c', Member & { bankId?: number }>;
let seq = 0;
const key = () => `month-key-${++seq}`;

/** The scripted provider's feed: rows by update time in [from, to), paged by an offset cursor. */
const feedRows: FeedBet[] = [];
function scriptedFeed(): ProviderAdapter {
  const unused = async () => ({ kind: 'failed' as const, reason: 'not in this test' });
  return {
    gpId: GP,
    lateArrivalMs: 0,
    createPlayer: unused,
    balance: unused,
    transfer: unused,
    launch: unused,
    endSession: unused,
    queryTransfer: unused,
    async betFeed({ from, to, cursor, limit }) {
      const inWindow = feedRows
        .filter((r) => r.updatedAt >= from && r.updatedAt < to)
        .sort((x, y) => x.updatedAt.getTime() - y.updatedAt.getTime() || x.roundId.localeCompare(y.roundId));
      const offset = cursor === null ? 0 : Number(cursor);
      const next = offset + limit;
      return {
        kind: 'ok',
        value: {
          bets: inWindow.slice(offset, next),
          nextCursor: next < inWindow.length ? String(next) : null,
        },
      };
    },
  };
}

/** One round version in the feed. Amounts in cents. */
function feed(
  member: 'a' | 'b' | 'c',
  round: string,
  version: number,
  o: {
    hall: number;
    stake: number;
    payout?: number;
    valid?: number;
    status?: FeedBet['status'];
    n: number;
    time: string;
  },
) {
  const when = at(o.n, o.time);
  const open = o.status === 'open';
  feedRows.push({
    roundId: round,
    version,
    playerId: `1:${m[member].id}`,
    currency: CUR,
    gameCode: o.hall === 1 ? 'koi-reels' : 'baccarat',
    hall: o.hall,
    stake: BigInt(o.stake),
    payout: BigInt(o.payout ?? 0),
    validBet: BigInt(o.valid ?? (o.status === 'void' ? 0 : o.stake)),
    status: o.status ?? 'settled',
    placedAt: new Date(when.getTime() - 5 * MIN),
    settledAt: open ? null : when,
    updatedAt: when,
  });
}

const job = (name: string) => t.app.recurringJobs.find((j) => j.name === name)!.run();
const JOBS = [
  'bet-feed-pull',
  'member-levels-bets',
  'turnover-bets',
  'daily-rebates',
  'report-bets-rollup',
  'report-ledger-rollup',
  'report-members-rollup',
  'member-levels',
  'turnover-credit-sweep',
];

/** Requirements and notices follow the credit's domain event: wait until `ok`. */
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not reached');
}

async function deposit(who: Member, amount: string) {
  const order = await who.call(DepositRequest, { channel_id: channelId, amount, idempotency_key: key() });
  const pending = await finance.call(AdminDepositList, { status: 'pending', member_id: who.id });
  await finance.call(AdminDepositApprove, {
    id: pending.list.find((o) => o.order_number === order.order_number)!.id,
  });
}

const withdraw = (amount: string) =>
  m.a.send(WithdrawRequest, {
    amount,
    bank_account_id: m.a.bankId!,
    withdraw_password: '1234',
    idempotency_key: key(),
  });

const LADDER: Input<typeof AdminLevelConfigSave> = {
  site_id: 1,
  period_days: 90,
  demotion: false,
  reason: 'the recorded month',
  levels: [0, 1, 2].map((level) => ({
    level,
    names: { zh_CN: `等级${level}`, en_US: `Level ${level}` },
    bonus_turnover_multiple: level === 2 ? 2 : 0,
    amounts: [
      {
        currency: CUR,
        deposit_threshold: '0',
        valid_bet_threshold: ['0', '600', '3000'][level]!,
        bonus: ['0', '10', '50'][level]!,
        withdraw_daily_count: null,
        withdraw_daily_amount: null,
      },
    ],
  })),
};

let refusedWhileTurnoverRemained: { statusCode: number; code: number; message: string } | undefined;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, clock });
  await t.db.execute(sql`update sites set time_zone = ${ZONE} where id = 1`);
  finance = await staffMember(t, 'month-finance', 'finance', clock);
  checker = await staffMember(t, 'month-checker', 'finance', clock);
  t.app.providers.set(GP, scriptedFeed());

  // Setup: a channel asking 1x turnover, halls' contributions, a clear point, rebate rates per level
  // and hall (ceiling 50.00 for automatic payment), and a ladder of three levels on valid bets.
  channelId = (
    await finance.call(AdminDepositChannelCreate, {
      site_id: 1,
      currency: CUR,
      type: 'bank',
      names: Object.fromEntries(LANG_CODES.map((l) => [l, 'Month bank'])),
      min_amount: '10',
      max_amount: '10000',
      bank_name: 'ICBC',
      account_name: '测试',
      account_number: '6222000099990001',
      turnover_multiple: 1,
    })
  ).id;
  await finance.call(AdminTurnoverContributionSave, { site_id: 1, hall: 1, percent: 100 });
  await finance.call(AdminTurnoverContributionSave, { site_id: 1, hall: 2, percent: 50 });
  await finance.call(AdminTurnoverClearPointSave, { site_id: 1, currency: CUR, amount: '5' });
  const rates = await adminCaller(t, finance.token)('PUT', `/rebates/settings/1/${CUR}`, {
    enabled: true,
    min_payout: '0.01',
    auto_ceiling: '50.00',
    turnover_multiple: 0,
    rates: [
      { level: 0, hall: 1, rate_bp: 85 },
      { level: 0, hall: 2, rate_bp: 50 },
      { level: 1, hall: 1, rate_bp: 100 },
      { level: 1, hall: 2, rate_bp: 60 },
      { level: 2, hall: 1, rate_bp: 120 },
      { level: 2, hall: 2, rate_bp: 80 },
    ],
    reason: 'the recorded month',
  });
  expect(rates.code, rates.message).toBe(1000);
  const ladder = await finance.send(AdminLevelConfigSave, LADDER);
  expect(ladder.statusCode, ladder.message).toBe(200);

  m.a = await registeredMember(t, { member_account: 'monthalpha', member_name: '钱七' });
  m.b = await registeredMember(t, { member_account: 'monthbravo' });
  m.c = await registeredMember(t, { member_account: 'monthcharlie' });
  m.a.bankId = (
    await verifiedBankAccount(m.a, finance, {
      bank_name: 'ICBC',
      account_name: '钱七',
      account_number: '6222888877770001',
      withdraw_password: '1234',
    })
  ).id;

  // Money: A deposits 1,000.00 and B 600.00 (1x turnover each); C gets a 100.00 adjustment at 3x.
  await deposit(m.a, '1000');
  await deposit(m.b, '600');
  const adj = await finance.call(AdminMemberAdjustment, {
    id: m.c.id,
    amount: '100',
    reason: 'welcome bonus',
    idempotency_key: key(),
    turnover_multiple: 3,
  });
  expect(adj.status).not.toBe('proposed');
  await until(
    () => finance.call(AdminMemberTurnover, { id: m.c.id }),
    (v) => v.requirements.length === 1,
  );
  await until(
    () => finance.call(AdminMemberTurnover, { id: m.a.id }),
    (v) => v.requirements.length === 1,
  );
  const early = await withdraw('200');
  refusedWhileTurnoverRemained = { statusCode: early.statusCode, code: early.code, message: early.message };

  // The month's rounds, as the provider reports them (cents).
  feed('a', 'a1', 1, { n: 2, time: '10:00', hall: 1, stake: 30_000 });
  feed('b', 'b1', 1, { n: 3, time: '13:00', hall: 2, stake: 20_000, payout: 10_000 });
  feed('a', 'a2', 1, { n: 4, time: '20:00', hall: 1, stake: 40_000, payout: 60_000 });
  feed('a', 'a3', 1, { n: 5, time: '15:00', hall: 2, stake: 100_000 });
  feed('b', 'b2', 1, { n: 7, time: '10:00', hall: 1, stake: 10_000 });
  feed('b', 'b2', 2, { n: 7, time: '12:00', hall: 1, stake: 10_000, status: 'void' });
  feed('a', 'a4', 1, { n: 9, time: '11:00', hall: 1, stake: 150_000, payout: 100_000 });
  feed('c', 'c1', 1, { n: 12, time: '09:00', hall: 1, stake: 5_000 });
  // a3 resettled a week later: a new payout and a lower valid bet; the round moves to the 12th.
  feed('a', 'a3', 2, {
    n: 12,
    time: '15:00',
    hall: 2,
    stake: 100_000,
    payout: 150_000,
    valid: 80_000,
    status: 'resettled',
  });
  feed('a', 'a5', 1, { n: 15, time: '21:00', hall: 1, stake: 500_000, payout: 200_000 });
  feed('b', 'b3', 1, { n: 20, time: '18:00', hall: 1, stake: 30_000, payout: 45_000 });
  feed('a', 'a6', 1, { n: 28, time: '23:00', hall: 1, stake: 20_000, status: 'open' });

  // The walk: at 01:30 each morning the feed is pulled, levels and turnover follow the bets, and the
  // rebate job runs the day that closed (more than an hour ago) with each member's level then.
  for (let n = 1; n <= 28; n++) {
    setClock(new Date(at(n, '01:30').getTime() + 86_400_000)); // Shanghai keeps no summer time
    for (const name of ['bet-feed-pull', 'member-levels-bets', 'turnover-bets', 'daily-rebates']) {
      await job(name);
    }
  }
  // Back to the present: the report rollups catch up with the bets and the ledger's transfers.
  setClock(new Date(Date.now() + 5 * MIN));
  for (const name of ['report-bets-rollup', 'report-ledger-rollup', 'report-members-rollup']) await job(name);
}, 120_000);

afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const filter = () => ({ site_id: 1, currency: CUR, from: `${MONTH}-01`, to: TODAY });

describe('a recorded month', () => {
  it('refuses a withdrawal with 613 while turnover remains, saying what remains', () => {
    // A's deposit of 1,000.00 at 1x, before any bet.
    expect(refusedWhileTurnoverRemained).toEqual({
      statusCode: 200,
      code: MoneyCode.TURNOVER_UNMET,
      message: expect.stringContaining('¥1,000.00'),
    });
  });

  it('pays each closed day its rebate at the level of the day it ran, one above the ceiling after a second approval', async () => {
    const call = adminCaller(t, finance.token);
    const held = (await call('GET', `/rebates?site_id=1&day=${day(15)}&member_id=${m.a.id}`)).data.list;
    // Day 15: A at level 2, slots 5,000.00 × 1.20% = 60.00 > the 50.00 ceiling: held.
    expect(held).toEqual([expect.objectContaining({ state: 'waiting_approval', amount: '60.00', level: 2 })]);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/rebates/${held[0].id}/approve`,
      payload: { reason: 'checked the rounds' },
      headers: { authorization: `Bearer ${checker.token}` },
    });
    expect(approved.statusCode).toBe(200);
    await job('report-ledger-rollup');

    const { rows } = await t.db.execute<{
      member_id: string;
      day: string;
      hall: number;
      level: number;
      valid_bet: string;
      rate_bp: number;
      amount: string;
      state: string;
    }>(sql`select member_id::text, day::text, hall, level, valid_bet::text, rate_bp, amount::text, state
             from rebates where site_id = 1 and member_id in (${m.a.id}, ${m.b.id}, ${m.c.id})
             order by day, member_id, hall`);
    const who = (id: string) => (Number(id) === m.a.id ? 'a' : Number(id) === m.b.id ? 'b' : 'c');
    expect(
      rows.map((r) => [r.day, who(r.member_id), r.hall, r.level, r.valid_bet, r.rate_bp, r.amount, r.state]),
    ).toEqual([
      // 30,000 × 85 / 10,000 = 255 (A at level 0)
      [day(2), 'a', 1, 0, '30000', 85, '255', 'paid'],
      // 20,000 × 50 / 10,000 = 100
      [day(3), 'b', 2, 0, '20000', 50, '100', 'paid'],
      // A reached level 1 (700.00 ≥ 600.00) the morning the 4th ran: 40,000 × 100 / 10,000 = 400
      [day(4), 'a', 1, 1, '40000', 100, '400', 'paid'],
      // a3's first version: 100,000 × 60 / 10,000 = 600
      [day(5), 'a', 2, 1, '100000', 60, '600', 'paid'],
      // (the 7th: b2 was voided the same day, nothing)
      // A at level 2 (3,200.00 ≥ 3,000.00): 150,000 × 120 / 10,000 = 1,800
      [day(9), 'a', 1, 2, '150000', 120, '1800', 'paid'],
      // (a3 resettled onto the 12th was rebated on the 5th, its first day: not again on the 12th)
      // 5,000 × 85 / 10,000 = 42.5 -> 42
      [day(12), 'c', 1, 0, '5000', 85, '42', 'paid'],
      // 500,000 × 120 / 10,000 = 6,000, approved by the checker
      [day(15), 'a', 1, 2, '500000', 120, '6000', 'paid'],
      // 30,000 × 85 / 10,000 = 255
      [day(20), 'b', 1, 0, '30000', 85, '255', 'paid'],
    ]);
  });

  it("gives each member the level and bonuses the month's valid bets earn", async () => {
    const level = async (x: Member) => (await x.call(MemberLevel, {})).current.level;
    expect(await level(m.a)).toBe(2); // 3,000.00 valid bets by the 12th (after a3's resettlement)
    expect(await level(m.b)).toBe(0); // 200.00 + 300.00 = 500.00 < 600.00
    expect(await level(m.c)).toBe(0); // 50.00
    const { rows } = await t.db.execute<{ member_id: string; level: number; amount: string }>(
      sql`select member_id::text, level, amount::text from level_bonuses
           where member_id in (${m.a.id}, ${m.b.id}, ${m.c.id}) order by level`,
    );
    expect(rows.map((r) => [Number(r.member_id), r.level, r.amount])).toEqual([
      [m.a.id, 1, '1000'],
      [m.a.id, 2, '5000'],
    ]);
  });

  it("leaves each member's turnover remainder to the cent", async () => {
    const remaining = async (x: Member) =>
      (await finance.call(AdminMemberTurnover, { id: x.id })).requirements.map((r) => [
        r.source,
        r.required,
        r.remaining,
        r.status,
      ]);
    // A: deposit 1,000.00: a1 300 + a2 400 + a3 (live, 50%) 500 met it on the 5th (200 over, dropped);
    // the level 2 bonus 50.00 × 2 = 100.00 is met by a5 (a3's resettlement -100 finds nothing open).
    expect((await remaining(m.a)).sort()).toEqual([
      ['deposit', '1000.00', '0.00', 'met'],
      ['level_bonus', '100.00', '0.00', 'met'],
    ]);
    // B: 600.00 - b1 (live 200 × 50%) 100 - b2 100 + its void 100 back - b3 300 = 200.00
    expect(await remaining(m.b)).toEqual([['deposit', '600.00', '200.00', 'open']]);
    // C: 100.00 × 3 = 300.00 - c1 50.00 = 250.00
    expect(await remaining(m.c)).toEqual([['manual_bonus', '300.00', '250.00', 'open']]);
  });

  it('accepts the withdrawal once the turnover is met; it counts on the day it posts', async () => {
    const ok = await withdraw('200');
    expect(ok.code, ok.message).toBe(1000);
    const pending = await finance.call(AdminWithdrawalList, { status: 'pending', member_id: m.a.id });
    await finance.call(AdminWithdrawalApprove, { id: pending.list[0]!.id });
    await job('report-ledger-rollup');
  });

  // Bet days (cents): stake / valid / payout, GGR = stake - payout.
  const BET_DAYS: Record<number, [number, number, number, number]> = {
    2: [30_000, 30_000, 0, 1], //                      a1
    3: [20_000, 20_000, 10_000, 1], //                 b1
    4: [40_000, 40_000, 60_000, 1], //                 a2
    9: [150_000, 150_000, 100_000, 1], //              a4
    12: [105_000, 85_000, 150_000, 2], //              a3 v2 100,000/80,000/150,000 + c1 5,000
    15: [500_000, 500_000, 200_000, 1], //             a5
    20: [30_000, 30_000, 45_000, 1], //                b3
  };
  const money = (cents: number) => (cents / 100).toFixed(2);

  it('gives the operations report rows per day and the month totals to the cent', async () => {
    const r = await finance.call(AdminReportOperations, filter());
    for (let n = 1; n <= 28; n++) {
      const [stake, valid, payout, active] = BET_DAYS[n] ?? [0, 0, 0, 0];
      // The 5th (a3 moved to the 12th), the 7th (void) and the 28th (open) hold nothing.
      expect(
        r.rows.find((row) => row.date === day(n)),
        day(n),
      ).toMatchObject({
        date: day(n),
        bet_amount: money(stake),
        valid_bet_amount: money(valid),
        payout_amount: money(payout),
        ggr: money(stake - payout),
        deposit_amount: '0.00',
        rebate_amount: '0.00',
        active_members: active,
      });
    }
    // Today: the month's money, stamped by the ledger on the day the test runs.
    expect(r.rows.find((row) => row.date === TODAY)).toEqual({
      date: TODAY,
      registrations: 3,
      first_deposit_count: 2,
      first_deposit_amount: '1600.00',
      deposit_count: 2,
      deposit_amount: '1600.00',
      withdrawal_count: 1,
      withdrawal_amount: '200.00',
      net_deposit_amount: '1400.00',
      bet_amount: '0.00',
      valid_bet_amount: '0.00',
      payout_amount: '0.00',
      ggr: '0.00',
      promotion_amount: '60.00', // level bonuses 10.00 + 50.00
      rebate_amount: '94.52', // 2.55 + 1.00 + 4.00 + 6.00 + 18.00 + 0.42 + 60.00 + 2.55
      adjustment_amount: '100.00',
      commission_amount: '0.00',
      fee_amount: '0.00',
      ngr: '-154.52', // 0 - 60.00 - 94.52
      company_profit: '-154.52',
      active_members: 2, // a counted bet or a deposit: A and B deposited today
    });
    // Stakes 300 + 200 + 400 + 1,500 + 1,050 + 5,000 + 300 = 8,750.00; valid 8,550.00;
    // payouts 0 + 100 + 600 + 1,000 + 1,500 + 2,000 + 450 = 5,650.00; GGR 3,100.00;
    // NGR 3,100.00 - 60.00 - 94.52 = 2,945.48.
    expect(r.totals).toMatchObject({
      registrations: 3,
      first_deposit_count: 2,
      deposit_amount: '1600.00',
      withdrawal_amount: '200.00',
      bet_amount: '8750.00',
      valid_bet_amount: '8550.00',
      payout_amount: '5650.00',
      ggr: '3100.00',
      promotion_amount: '60.00',
      rebate_amount: '94.52',
      ngr: '2945.48',
      active_members: 3,
    });
  });

  it('gives the provider and hall report and the member report to the cent', async () => {
    const p = await finance.call(AdminReportProviders, { ...filter(), group_by: 'provider' });
    expect(p.rows).toEqual([
      {
        provider: GP,
        hall: null,
        rounds: 8, // a1 a2 a3 a4 a5 b1 b3 c1 (b2 void, a6 open)
        bet_amount: '8750.00',
        valid_bet_amount: '8550.00',
        payout_amount: '5650.00',
        ggr: '3100.00',
        margin: '35.43', // 3,100 / 8,750 = 35.428…%
        transfer_in_amount: '0.00',
        transfer_out_amount: '0.00',
        members: 3,
      },
    ]);
    const halls = await finance.call(AdminReportProviders, { ...filter(), group_by: 'hall' });
    // Slots: 300 + 400 + 1,500 + 5,000 + 300 + 50 = 7,550.00; live: a3 1,000 + b1 200 = 1,200.00.
    expect(halls.rows.map((h) => [h.hall, h.bet_amount, h.ggr])).toEqual([
      [1, '7550.00', '3500.00'], // payouts 600 + 1,000 + 2,000 + 450 = 4,050.00
      [2, '1200.00', '-400.00'], // payouts 1,500 + 100 = 1,600.00
    ]);

    // Members by GGR: A stakes 300 + 400 + 1,000 + 1,500 + 5,000 = 8,200.00, payouts 5,100.00,
    // GGR 3,100.00, NGR 3,100.00 - 60.00 - 90.55 = 2,949.45; C 50.00 - 0.42 = 49.58;
    // B 500.00 - 550.00 = -50.00, NGR -50.00 - 3.55 = -53.55.
    const byGgr = await finance.call(AdminReportMembers, { ...filter(), rank_by: 'ggr' });
    const mine = byGgr.rows.filter((r) => [m.a.id, m.b.id, m.c.id].includes(Number(r.member_id)));
    expect(
      mine.map((r) => [
        r.account,
        r.bet_amount,
        r.valid_bet_amount,
        r.ggr,
        r.ngr,
        r.deposit_amount,
        r.withdrawal_amount,
      ]),
    ).toEqual([
      ['monthalpha', '8200.00', '8000.00', '3100.00', '2949.45', '1000.00', '200.00'],
      ['monthcharlie', '50.00', '50.00', '50.00', '49.58', '0.00', '0.00'],
      ['monthbravo', '500.00', '500.00', '-50.00', '-53.55', '600.00', '0.00'],
    ]);
  });

  async function snapshot() {
    const read = async (q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows;
    return {
      bets: await read(
        sql`select * from report_bet_daily order by site_id, currency, day, hall, provider, member_id`,
      ),
      money: await read(sql`select * from report_money_daily order by site_id, currency, day, member_id`),
      providers: await read(
        sql`select * from report_provider_money_daily order by site_id, currency, day, provider, member_id`,
      ),
      daySums: await read(
        sql`select * from report_bet_day_sums order by site_id, currency, day, hall, provider`,
      ),
      active: await read(sql`select * from report_active_members order by site_id, currency, day, member_id`),
      activeDays: await read(sql`select * from report_active_days order by site_id, currency, day`),
      activeMonths: await read(
        sql`select * from report_active_months where days <> 0 order by site_id, currency, month, member_id`,
      ),
    };
  }

  it('recomputes the month from raw rows: every day rebuilt, and a direct sum over bets and the ledger, equal the incremental rows', async () => {
    const incremental = await snapshot();
    const days: string[] = [];
    for (
      let d = new Date(`${MONTH}-01T00:00:00Z`);
      d.toISOString().slice(0, 10) <= TODAY;
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      days.push(d.toISOString().slice(0, 10));
    }
    for (const d of days) {
      await finance.call(AdminReportRebuildDay, { site_id: 1, day: d, reason: 'the month recomputed' });
    }
    expect(await snapshot()).toEqual(incremental);

    // The same days summed straight from the rounds' current versions (settled and resettled count).
    const { rows: raw } = await t.db.execute<{
      day: string;
      stake: string;
      valid: string;
      payout: string;
      members: number;
    }>(sql`
      select to_char(settled_at at time zone ${ZONE}, 'YYYY-MM-DD') as day, sum(stake)::text as stake,
             sum(valid_bet)::text as valid, sum(payout)::text as payout, count(distinct member_id)::int as members
        from bets where provider = ${GP} and site_id = 1 and status in ('settled', 'resettled')
       group by 1 order by 1`);
    const report = await finance.call(AdminReportOperations, filter());
    expect(
      report.rows
        .filter((r) => r.bet_amount !== '0.00')
        .map((r) => [r.date, r.bet_amount, r.valid_bet_amount, r.payout_amount, r.active_members]),
    ).toEqual(
      raw.map((r) => [
        r.day,
        money(Number(r.stake)),
        money(Number(r.valid)),
        money(Number(r.payout)),
        r.members,
      ]),
    );
    // And the money of today straight from the ledger's posted transfers of the three members.
    const ids = [m.a.id, m.b.id, m.c.id];
    const { rows: ledger } = await t.db.execute<{ kind: string; amount: string }>(sql`
      select t.kind, sum(t.amount)::text as amount from ledger_transfers t
        join ledger_accounts a on a.id = t.credit_account_id
       where t.status = 'posted' and a.kind = 'member_main' and a.member_id in (${sql.join(ids, sql`, `)})
       group by t.kind order by t.kind`);
    const todayRow = report.rows.find((r) => r.date === TODAY)!;
    const byKind = Object.fromEntries(ledger.map((l) => [l.kind, money(Number(l.amount))]));
    expect(byKind).toMatchObject({
      deposit: todayRow.deposit_amount,
      rebate: todayRow.rebate_amount,
      promotion: todayRow.promotion_amount,
    });
  });

  it('runs every job twice more and nothing changes', async () => {
    const state = async () => ({
      report: await snapshot(),
      rest: (
        await t.db.execute(sql`select
          (select count(*) from bets)::int as bets, (select count(*) from bet_versions)::int as versions,
          (select coalesce(sum(amount), 0)::text from rebates) as rebates,
          (select count(*) from rebates)::int as rebate_rows,
          (select coalesce(sum(remaining), 0)::text from turnover_requirements) as remaining,
          (select count(*) from turnover_changes)::int as turnover_changes,
          (select count(*) from level_bonuses)::int as bonuses,
          (select string_agg(member_id || ':' || level, ',' order by member_id) from member_levels) as levels,
          (select count(*) from ledger_transfers)::int as transfers`)
      ).rows[0],
    });
    const before = await state();
    for (let i = 0; i < 2; i++) for (const name of JOBS) await job(name);
    expect(await state()).toEqual(before);
  });
  it('the migration that added the small rollups fills them from the member rows as the jobs keep them', async () => {
    const kept = await snapshot();
    // Found by what it creates, so a renumbered migration is still found.
    const dir = fileURLToPath(new URL('../../../../drizzle/', import.meta.url));
    const file = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .find((text) => text.includes('CREATE TABLE "report_bet_day_sums"'))!;
    const backfill = file
      .split('--> statement-breakpoint')
      .filter((s) => /^\s*(--.*\n\s*)*INSERT INTO/i.test(s));
    expect(backfill).toHaveLength(4);
    await t.db.execute(
      sql`truncate report_bet_day_sums, report_active_members, report_active_days, report_active_months`,
    );
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    expect(await snapshot()).toEqual(kept);
  });
});
