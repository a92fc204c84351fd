import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { FeedBet } from '../../games/providers';
import { storeBets } from './ingest';
import { memberBetPage } from './member-bets';

let t: TestApp;
let member: number;
let other: number;
const DAY = 86_400_000;
const base = Date.parse('2026-05-31T00:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into members (site_id, account, password_hash, currency)
     values (1, 'pagea', 'x', 'RMB'), (1, 'pageb', 'x', 'RMB') returning id`,
  );
  [member, other] = rows.map((r) => Number(r.id)) as [number, number];
});
afterAll(() => t.close());

function round(id: string, daysAgo: number, over: Partial<FeedBet & { memberId: number }> = {}) {
  const at = new Date(base - daysAgo * DAY);
  return {
    roundId: id,
    version: 1,
    playerId: `1:${member}`,
    currency: 'RMB',
    gameCode: 'koi-reels',
    hall: 2,
    stake: 1000n,
    payout: 0n,
    validBet: 1000n,
    status: 'settled' as const,
    placedAt: at,
    settledAt: at,
    updatedAt: at,
    siteId: 1,
    memberId: member,
    ...over,
  };
}

describe("a member's bets page", () => {
  it('lists the newest placed first, a page at a time, with totals of the counted rounds of the whole filter', async () => {
    await storeBets(t.db, 'GPA', [
      round('a1', 1, { payout: 2500n }),
      round('a2', 2),
      round('a3', 3, { status: 'open', payout: 0n, settledAt: null }),
      round('a4', 4, { status: 'void', payout: 1000n, validBet: 0n }),
      round('a5', 5, { hall: 3, stake: 400n, validBet: 300n, payout: 500n }),
      round('a6', 40),
      round('o1', 1, { memberId: other, playerId: `1:${other}` }),
    ]);
    await storeBets(t.db, 'GPB', [round('b1', 6, { status: 'resettled', version: 2, payout: 100n })]);
    const range = { memberId: member, from: new Date(base - 30 * DAY), to: new Date(base) };

    const first = await memberBetPage(t.db, { ...range, page: 1, size: 2 });
    expect(first.rows.map((r) => r.roundId)).toEqual(['a1', 'a2']);
    expect(first.rows[0]!.winLoss).toBe(1500n);
    // a1, a2, a5 (settled) and b1 (resettled) count; the open a3 and the void a4 do not; a6 is out of range.
    expect(first.totals).toEqual({
      rounds: 6,
      stake: 3400n,
      validBet: 3300n,
      winLoss: 1500n - 1000n + 100n - 900n,
    });
    const third = await memberBetPage(t.db, { ...range, page: 3, size: 2 });
    expect(third.rows.map((r) => r.roundId)).toEqual(['a5', 'b1']);
    expect(third.rows.find((r) => r.roundId === 'a3')).toBeUndefined();

    const hall3 = await memberBetPage(t.db, { ...range, hall: 3, page: 1, size: 20 });
    expect(hall3.rows.map((r) => r.roundId)).toEqual(['a5']);
    expect(hall3.totals).toEqual({ rounds: 1, stake: 400n, validBet: 300n, winLoss: 100n });
    const gpb = await memberBetPage(t.db, { ...range, provider: 'GPB', page: 1, size: 20 });
    expect(gpb.rows.map((r) => r.roundId)).toEqual(['b1']);
    const open = await memberBetPage(t.db, { ...range, status: 'open', page: 1, size: 20 });
    expect(open.rows.map((r) => [r.roundId, r.winLoss])).toEqual([['a3', 0n]]);
    expect(open.totals).toEqual({ rounds: 1, stake: 0n, validBet: 0n, winLoss: 0n });
  });

  it('stores text as it came, quotes, backslashes and braces included', async () => {
    const code = 'a"b\\c{d},e NULL';
    await storeBets(t.db, 'GPC', [round('q1', 1, { gameCode: code })]);
    const page = await memberBetPage(t.db, {
      memberId: member,
      from: new Date(base - DAY * 2),
      to: new Date(base),
      provider: 'GPC',
      page: 1,
      size: 5,
    });
    expect(page.rows.map((r) => r.gameCode)).toEqual([code]);
  });
});
