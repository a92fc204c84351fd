import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportBetDaily, reportMoneyDaily } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember } from '../../../test/member-client';
import { makeAgent, moveUnder } from '../tree';
import type { PlanRules } from './calculate';
import { periodInputs } from './settle';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
});
afterAll(() => t.close());

const rules: PlanRules = {
  period: 'month',
  tiers: [{ minNetRevenue: 0n, minActiveMembers: 0, rateBp: 1000 }],
  hallFeesBp: {},
  defaultHallFeeBp: 0,
  depositFeeBp: 0,
  withdrawalFeeBp: 0,
  activeMinDeposits: 0n,
  activeMinValidBet: 0n,
  carryNegative: false,
  cpaAmount: 5_000n,
  cpaMinDeposits: 30_000n,
};

const money = (memberId: number, day: string, deposits: bigint, withdrawals = 0n) =>
  t.db.insert(reportMoneyDaily).values({
    siteId: 1,
    currency: 'RMB',
    day,
    memberId,
    deposits,
    depositCount: 1,
    withdrawals,
    withdrawalCount: withdrawals > 0n ? 1 : 0,
  });

describe('a period’s inputs from the daily rollups', () => {
  it('reads money and play apart and counts cumulative deposits across the period’s start', async () => {
    const [agent, early, late] = await Promise.all(
      ['pin-agent', 'pin-early', 'pin-late'].map((account) =>
        registeredMember(t, { member_account: account }),
      ),
    );
    await makeAgent(t.db, { memberId: agent!.id, parentId: null, approvedBy: null });
    await moveUnder(t.db, early!.id, agent!.id);
    await moveUnder(t.db, late!.id, agent!.id);
    // Before the period: 20,000 and 40,000; in it: 15,000 each (and a withdrawal for one).
    await money(early!.id, '2025-12-10', 20_000n);
    await money(late!.id, '2025-11-02', 40_000n);
    await money(early!.id, '2026-01-05', 15_000n, 7_000n);
    await money(late!.id, '2026-01-20', 15_000n);
    // After the period: not counted.
    await money(early!.id, '2026-02-01', 99_000n);
    await t.db.insert(reportBetDaily).values([
      {
        siteId: 1,
        currency: 'RMB',
        day: '2026-01-06',
        hall: 2,
        provider: 'house',
        memberId: early!.id,
        rounds: 3,
        stake: 9_000n,
        payout: 4_000n,
        validBet: 9_000n,
      },
      {
        siteId: 1,
        currency: 'RMB',
        day: '2026-01-07',
        hall: 1,
        provider: 'house',
        memberId: early!.id,
        rounds: 1,
        stake: 1_000n,
        payout: 0n,
        validBet: 1_000n,
      },
    ]);
    const inputs = await periodInputs(t.db, {
      siteId: 1,
      currency: 'RMB',
      period: { start: '2026-01-01', end: '2026-01-31' },
      rules,
    });
    const of = (id: number) => inputs.members.find((m) => m.memberId === id)!;
    expect(of(early!.id)).toMatchObject({
      agentId: agent!.id,
      deposits: 15_000n,
      withdrawals: 7_000n,
      depositsBefore: 20_000n,
      depositsToEnd: 35_000n,
      halls: [
        { hall: 1, stake: 1_000n, payout: 0n, validBet: 1_000n },
        { hall: 2, stake: 9_000n, payout: 4_000n, validBet: 9_000n },
      ],
    });
    expect(of(late!.id)).toMatchObject({
      deposits: 15_000n,
      depositsBefore: 40_000n,
      depositsToEnd: 55_000n,
      halls: [],
    });
  });
});
