import { AdminBetRound, AdminBetSearch, MemberBets } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, offContract } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember, type Member } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';
import { insertTestBet, reviseTestBet, type TestBet } from './test-bets';

let t: TestApp;
let seq = 0;
let support: Staff;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  support = await staffMember(t, 'bets-support', 'support');
});
afterAll(async () => {
  await t.close();
});

const member = (headers?: Record<string, string>) =>
  registeredMember(t, { member_account: `bettor${String(++seq).padStart(3, '0')}` }, { headers });

/** Site 1 keeps Asia/Shanghai (UTC+8): 2026-03-01 there is [2026-02-28T16:00Z, 2026-03-01T16:00Z). */
const at = (iso: string) => new Date(iso);
const march1 = { start_date: '2026-03-01', end_date: '2026-03-01' };

let round = 0;
const bet = async (m: Member, b: Omit<TestBet, 'memberId' | 'roundId'> & { roundId?: string }) => {
  const roundId = b.roundId ?? `r-${m.id}-${++round}`;
  await insertTestBet(t.db, { ...b, roundId, memberId: m.id });
  return roundId;
};

describe('member bets', () => {
  it('lists the member’s rounds newest first with names, amounts and win/loss in the member’s currency', async () => {
    const m = await member({ lang: 'zh_CN' });
    await bet(m, { stake: 1_000n, payout: 2_500n, placedAt: at('2026-03-01T02:00:00Z') });
    await bet(m, {
      gameCode: 'punto-banco',
      hall: 3,
      stake: 500n,
      payout: 0n,
      validBet: 400n,
      placedAt: at('2026-03-01T03:00:00Z'),
    });
    const res = await m.call(MemberBets, march1);
    expect(res.total).toBe(2);
    expect(res.list.map((r) => r.game_code)).toEqual(['punto-banco', 'koi-reels']);
    expect(res.list[1]).toMatchObject({
      provider: 'GPHOUSE',
      provider_name: 'Arks House Games',
      game_name: '锦鲤转轴',
      hall: 2,
      stake: '10.00',
      payout: '25.00',
      valid_bet: '10.00',
      win_loss: '15.00',
      status: 'settled',
      placed_at: '2026-03-01T02:00:00.000Z',
      settled_at: '2026-03-01T02:00:00.000Z',
    });
    expect(res.list[0]?.win_loss).toBe('-5.00');
    expect(res.totals).toEqual({ stake: '15.00', valid_bet: '14.00', win_loss: '10.00' });
  });

  it('counts open and void rounds in the list but not in the totals', async () => {
    const m = await member();
    await bet(m, { stake: 1_000n, payout: 0n, placedAt: at('2026-03-01T02:00:00Z') });
    await bet(m, { stake: 7_000n, status: 'open', placedAt: at('2026-03-01T03:00:00Z') });
    await bet(m, {
      stake: 9_000n,
      payout: 9_000n,
      validBet: 0n,
      status: 'void',
      placedAt: at('2026-03-01T04:00:00Z'),
    });
    const rid = await bet(m, { stake: 2_000n, payout: 0n, placedAt: at('2026-03-01T05:00:00Z') });
    // A resettled round counts with its latest figures.
    await reviseTestBet(
      t.db,
      {
        roundId: rid,
        memberId: m.id,
        stake: 2_000n,
        payout: 3_000n,
        status: 'resettled',
        placedAt: at('2026-03-01T05:00:00Z'),
      },
      2,
    );
    const res = await m.call(MemberBets, march1);
    expect(res.total).toBe(4);
    expect(res.list.map((r) => r.status)).toEqual(['resettled', 'void', 'open', 'settled']);
    // An open round has no result yet: its win/loss reads 0, not minus its stake.
    expect(res.list.find((r) => r.status === 'open')?.win_loss).toBe('0.00');
    expect(res.totals).toEqual({ stake: '30.00', valid_bet: '30.00', win_loss: '0.00' });
    expect((await m.call(MemberBets, { ...march1, status: 'void' })).totals).toEqual({
      stake: '0.00',
      valid_bet: '0.00',
      win_loss: '0.00',
    });
  });

  it('reads the dates as whole days of the placed time in the site’s time zone, both ends included', async () => {
    const m = await member();
    await bet(m, { stake: 100n, placedAt: at('2026-02-28T15:59:59Z') }); // Feb 28 23:59 in Shanghai
    await bet(m, { stake: 200n, placedAt: at('2026-02-28T16:00:00Z') }); // Mar 1 00:00
    await bet(m, { stake: 300n, placedAt: at('2026-03-01T15:59:59Z') }); // Mar 1 23:59
    await bet(m, { stake: 400n, placedAt: at('2026-03-02T16:00:00Z') }); // Mar 3 00:00
    const stakes = async (start_date: string, end_date: string) =>
      (await m.call(MemberBets, { start_date, end_date })).list.map((r) => r.stake);
    expect(await stakes('2026-03-01', '2026-03-01')).toEqual(['3.00', '2.00']);
    expect(await stakes('2026-02-28', '2026-03-02')).toEqual(['3.00', '2.00', '1.00']);
    expect(await stakes('2026-03-02', '2026-03-03')).toEqual(['4.00']);
  });

  it('narrows by hall, provider and status, the totals following the filter', async () => {
    const m = await member();
    await bet(m, { hall: 2, stake: 100n, placedAt: at('2026-03-01T01:00:00Z') });
    await bet(m, { hall: 3, gameCode: 'punto-banco', stake: 200n, placedAt: at('2026-03-01T02:00:00Z') });
    await bet(m, {
      provider: 'GPOTHER',
      gameCode: 'x-1',
      hall: 2,
      stake: 400n,
      placedAt: at('2026-03-01T03:00:00Z'),
    });
    await bet(m, { hall: 2, stake: 800n, status: 'open', placedAt: at('2026-03-01T04:00:00Z') });
    const hall2 = await m.call(MemberBets, { ...march1, hall: 2 });
    expect(hall2.list.map((r) => r.stake)).toEqual(['8.00', '4.00', '1.00']);
    expect(hall2.totals.stake).toBe('5.00');
    const other = await m.call(MemberBets, { ...march1, provider: 'GPOTHER' });
    // A provider the catalogue does not know shows its gp_id, a game it does not know its code.
    expect(other.list).toMatchObject([{ provider_name: 'GPOTHER', game_name: 'x-1', stake: '4.00' }]);
    const open = await m.call(MemberBets, { ...march1, status: 'open', hall: 2, provider: 'GPHOUSE' });
    expect(open.total).toBe(1);
    expect(open.list[0]?.stake).toBe('8.00');
  });

  it('pages newest first, the count and totals covering the whole range', async () => {
    const m = await member();
    for (let i = 1; i <= 5; i++) {
      await bet(m, { stake: BigInt(i * 100), placedAt: at(`2026-03-01T0${i}:00:00Z`) });
    }
    const page = (p: number) => m.call(MemberBets, { ...march1, page: p, page_size: 2 });
    const [p1, p2, p3, p4] = await Promise.all([page(1), page(2), page(3), page(4)]);
    expect([p1, p2, p3, p4].map((p) => p.list.map((r) => r.stake))).toEqual([
      ['5.00', '4.00'],
      ['3.00', '2.00'],
      ['1.00'],
      [],
    ]);
    expect(p3.total).toBe(5);
    expect(p4.totals.stake).toBe('15.00');
  });

  it('never shows another member’s bets', async () => {
    const a = await member();
    const b = await member();
    await bet(a, { stake: 100n, placedAt: at('2026-03-01T01:00:00Z') });
    await bet(b, { stake: 900n, placedAt: at('2026-03-01T01:00:00Z') });
    const seen = await b.call(MemberBets, { ...march1, page_size: 100 });
    expect(seen.list.map((r) => r.stake)).toEqual(['9.00']);
    expect(seen.totals.stake).toBe('9.00');
    // Whatever a member sends, the member is the session's: a member_id in the body is not a field.
    const asked = await b.send(MemberBets, offContract({ ...march1, member_id: a.id }));
    expect((asked.data as { total: number }).total).toBe(1);
  });

  it('answers 400 naming the field for bad dates, reversed ranges, pages and filters', async () => {
    const m = await member();
    const cases: [Record<string, unknown>, string][] = [
      [{ start_date: '2026-02-30', end_date: '2026-03-01' }, 'start_date'],
      [{ start_date: '2026-03-01', end_date: 'today' }, 'end_date'],
      [{ start_date: '2026-03-02', end_date: '2026-03-01' }, 'end_date'],
      [{ ...march1, page_size: 101 }, 'page_size'],
      [{ ...march1, page: 0 }, 'page'],
      [{ end_date: '2026-03-01' }, 'start_date'],
      [{ ...march1, hall: 100 }, 'hall'],
      [{ ...march1, status: 'won' }, 'status'],
      [{ ...march1, provider: 'X'.repeat(33) }, 'provider'],
    ];
    for (const [payload, field] of cases) {
      const res = await m.send(MemberBets, offContract(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.message).toContain(field);
      expect(fieldErrors(res)[0]?.field).toBe(field);
    }
  });

  it('is for signed-in members only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/member/bets', payload: march1 });
    expect(res.statusCode).toBe(401);
  });
});

describe('staff bet search', () => {
  it('finds rounds by member account or id, provider, game, round id, time and stake, newest first', async () => {
    const m = await member();
    const other = await member();
    const r1 = await bet(m, { stake: 1_000n, payout: 0n, placedAt: at('2026-04-01T01:00:00Z') });
    await bet(m, {
      gameCode: 'punto-banco',
      stake: 5_000n,
      payout: 6_000n,
      placedAt: at('2026-04-01T02:00:00Z'),
    });
    await bet(m, {
      provider: 'GPOTHER',
      stake: 20_000n,
      status: 'void',
      placedAt: at('2026-04-01T03:00:00Z'),
    });
    await bet(other, { stake: 3_000n, placedAt: at('2026-04-01T02:30:00Z') });

    const byAccount = await support.call(AdminBetSearch, { account: m.account.toUpperCase() });
    expect(byAccount.total).toBe(3);
    expect(byAccount.list.map((r) => r.stake)).toEqual(['200.00', '50.00', '10.00']);
    expect(byAccount.list[0]).toMatchObject({
      member_id: m.id,
      member_account: m.account,
      provider: 'GPOTHER',
    });
    // The void round is listed but counts nothing.
    expect(byAccount.totals).toEqual([
      { currency: 'RMB', rounds: 3, stake: '60.00', valid_bet: '60.00', win_loss: '0.00' },
    ]);
    expect((await support.call(AdminBetSearch, { member_id: m.id })).total).toBe(3);
    expect((await support.call(AdminBetSearch, { member_id: m.id, provider: 'GPOTHER' })).total).toBe(1);
    expect(
      (await support.call(AdminBetSearch, { member_id: m.id, game_code: 'punto-banco' })).list.map(
        (r) => r.stake,
      ),
    ).toEqual(['50.00']);
    expect((await support.call(AdminBetSearch, { round_id: r1 })).list.map((r) => r.member_id)).toEqual([
      m.id,
    ]);
    const window = await support.call(AdminBetSearch, {
      from: '2026-04-01T01:30:00Z',
      to: '2026-04-01T02:45:00Z',
    });
    expect(window.list.map((r) => r.stake)).toEqual(['30.00', '50.00']);
    const stakes = await support.call(AdminBetSearch, {
      member_id: m.id,
      currency: 'RMB',
      min_stake: '10.01',
      max_stake: '200',
    });
    expect(stakes.list.map((r) => r.stake)).toEqual(['200.00', '50.00']);
    expect((await support.call(AdminBetSearch, { account: 'nobody-here' })).total).toBe(0);
    const paged = await support.call(AdminBetSearch, { member_id: m.id, page: 2, page_size: 2 });
    expect(paged.list.map((r) => r.stake)).toEqual(['10.00']);
    expect(paged.total).toBe(3);
  });

  it('answers 400 naming the field for a stake bound without currency or a reversed window', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ min_stake: '10' }, 'currency'],
      [{ currency: 'RMB', max_stake: '-1' }, 'max_stake'],
      [{ from: '2026-04-02T00:00:00Z', to: '2026-04-01T00:00:00Z' }, 'to'],
      [{ from: 'yesterday' }, 'from'],
      [{ member_id: 'abc' }, 'member_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await support.send(AdminBetSearch, offContract(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.message).toContain(field);
    }
  });

  it('shows a round with every version it had, oldest first', async () => {
    const m = await member();
    const first: TestBet = {
      roundId: 'ver-1',
      memberId: m.id,
      stake: 1_000n,
      status: 'open',
      placedAt: at('2026-04-02T01:00:00Z'),
    };
    await insertTestBet(t.db, first);
    await reviseTestBet(
      t.db,
      { ...first, status: 'settled', payout: 0n, settledAt: at('2026-04-02T01:05:00Z') },
      2,
    );
    await reviseTestBet(
      t.db,
      { ...first, status: 'resettled', payout: 1_800n, settledAt: at('2026-04-02T02:00:00Z') },
      3,
    );
    const res = await support.call(AdminBetRound, { provider: 'GPHOUSE', round_id: 'ver-1' });
    expect(res.bet).toMatchObject({
      version: 3,
      status: 'resettled',
      win_loss: '8.00',
      member_account: m.account,
    });
    expect(res.versions.map((v) => [v.version, v.status, v.payout, v.settled_at])).toEqual([
      [1, 'open', '0.00', null],
      [2, 'settled', '0.00', '2026-04-02T01:05:00.000Z'],
      [3, 'resettled', '18.00', '2026-04-02T02:00:00.000Z'],
    ]);
    const missing = await support.send(AdminBetRound, { provider: 'GPHOUSE', round_id: 'no-such' });
    expect(missing.statusCode).toBe(404);
    expect(missing.message).toContain('round_id');
  });

  it('lets support, finance, the auditor (every read) and admin read bets, and not content', async () => {
    const allowed: Record<string, boolean> = {
      support: true,
      finance: true,
      admin: true,
      content: false,
      auditor: true,
    };
    for (const [role, ok] of Object.entries(allowed)) {
      const s = role === 'support' ? support : await staffMember(t, `bets-${role}`, role as 'finance');
      const search = await s.send(AdminBetSearch, {});
      const round = await s.send(AdminBetRound, { provider: 'GPHOUSE', round_id: 'ver-1' });
      expect({ role, search: search.statusCode, round: round.statusCode }).toEqual({
        role,
        search: ok ? 200 : 403,
        round: ok ? 200 : 403,
      });
    }
  });
});

describe('query plans', () => {
  /** The plan's index names when the planner may not scan the whole table (as at a million rows). */
  const indexesOf = async (query: ReturnType<typeof sql>) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': unknown }>(sql`explain (format json) ${query}`);
      return [...JSON.stringify(rows[0]!['QUERY PLAN']).matchAll(/"Index Name":"([a-z_]+)"/g)].map(
        (m) => m[1],
      );
    });

  it('reads a member’s page and totals through bets_member_placed_idx, and staff’s newest first through bets_placed_idx', async () => {
    const from = new Date('2026-02-28T16:00:00Z'),
      to = new Date('2026-03-01T16:00:00Z');
    expect(
      await indexesOf(sql`select * from bets where member_id = 1 and placed_at >= ${from} and placed_at < ${to}
        and site_id = 1 and currency = 'RMB' order by placed_at desc, id desc limit 20`),
    ).toContain('bets_member_placed_idx');
    expect(
      await indexesOf(sql`select count(*), sum(stake) filter (where status in ('settled', 'resettled')) from bets
        where member_id = 1 and placed_at >= ${from} and placed_at < ${to} and site_id = 1 and currency = 'RMB'`),
    ).toContain('bets_member_placed_idx');
    expect(await indexesOf(sql`select * from bets order by placed_at desc, id desc limit 20`)).toContain(
      'bets_placed_idx',
    );
  });
});
