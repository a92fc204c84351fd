import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { dailyFiguresOf, memberFigures, memberHallFigures } from './index';
import { reportBetDaily, reportMoneyDaily } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('member figures over site days', () => {
  it('sums the rollups per member, per hall and per day, only for the members and days asked', async () => {
    const money = (day: string, memberId: number, deposits: bigint, extra = {}) => ({
      siteId: 1,
      currency: 'RMB',
      day,
      memberId,
      depositCount: 1,
      deposits,
      ...extra,
    });
    await t.db.insert(reportMoneyDaily).values([
      money('2026-10-01', 9001, 10_000n, { firstDeposit: 1, firstDepositAmount: 10_000n, registered: 1 }),
      money('2026-10-02', 9001, 5_000n, { promotions: 300n, rebates: 200n }),
      money('2026-10-02', 9002, 7_000n),
      money('2026-10-05', 9001, 1n), // outside the range
      money('2026-10-02', 9003, 99n), // not asked
    ]);
    const bet = (day: string, memberId: number, hall: number, stake: bigint, payout: bigint) => ({
      siteId: 1,
      currency: 'RMB',
      day,
      hall,
      provider: 'GPX',
      memberId,
      rounds: 2,
      stake,
      payout,
      validBet: stake,
    });
    await t.db.insert(reportBetDaily).values([
      bet('2026-10-01', 9001, 2, 4_000n, 1_000n),
      bet('2026-10-02', 9001, 3, 6_000n, 9_000n),
      bet('2026-10-03', 9004, 2, 500n, 0n), // a member with bets and no money
    ]);
    const range = {
      siteId: 1,
      currency: 'RMB',
      from: '2026-10-01',
      to: '2026-10-03',
      memberIds: [9001, 9002, 9004],
    };
    const byMember = new Map((await memberFigures(t.db, range)).map((f) => [f.memberId, f]));
    expect(byMember.get(9001)).toMatchObject({
      deposits: 15_000n,
      depositCount: 2,
      firstDeposit: 1,
      registered: 1,
      promotions: 300n,
      rebates: 200n,
      stake: 10_000n,
      payout: 10_000n,
      validBet: 10_000n,
      rounds: 4,
    });
    expect(byMember.get(9002)).toMatchObject({ deposits: 7_000n, stake: 0n });
    expect(byMember.get(9004)).toMatchObject({ deposits: 0n, stake: 500n });
    expect(byMember.has(9003)).toBe(false);
    const halls = await memberHallFigures(t.db, { ...range, memberIds: [9001] });
    expect(halls.map((h) => [h.hall, h.stake, h.payout]).sort()).toEqual([
      [2, 4_000n, 1_000n],
      [3, 6_000n, 9_000n],
    ]);
    const days = await dailyFiguresOf(t.db, range);
    expect(days.map((d) => [d.day, d.deposits, d.stake, d.activeMembers])).toEqual([
      ['2026-10-01', 10_000n, 4_000n, 1],
      ['2026-10-02', 12_000n, 6_000n, 2],
      ['2026-10-03', 0n, 500n, 1],
    ]);
  });
});
