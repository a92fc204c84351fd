import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate, floorDiv, memberNet, rulesRefusal, type MemberInput, type PlanRules } from './calculate';

const rules = (o: Partial<PlanRules> = {}): PlanRules => ({
  period: 'month',
  tiers: [{ minNetRevenue: 0n, minActiveMembers: 0, rateBp: 1800 }],
  hallFeesBp: {},
  defaultHallFeeBp: 0,
  depositFeeBp: 0,
  withdrawalFeeBp: 0,
  activeMinDeposits: 0n,
  activeMinValidBet: 0n,
  carryNegative: true,
  cpaAmount: 0n,
  cpaMinDeposits: 0n,
  ...o,
});

/** A member who lost `loss` (minor units) in one hall. */
const loser = (
  memberId: number,
  agentId: number,
  loss: bigint,
  o: Partial<MemberInput> = {},
): MemberInput => ({
  memberId,
  agentId,
  deposits: 0n,
  withdrawals: 0n,
  promotions: 0n,
  rebates: 0n,
  halls: [
    {
      hall: 1,
      stake: loss > 0n ? loss : 0n,
      payout: loss > 0n ? 0n : -loss,
      validBet: loss < 0n ? -loss : loss,
    },
  ],
  depositsBefore: 0n,
  depositsToEnd: 0n,
  cpaPaid: false,
  ...o,
});

const agent = (agentId: number, parentId: number | null = null, carryIn = 0n, agentType = 1) => ({
  agentId,
  parentId,
  agentType,
  carryIn,
});

describe('commission calculator', () => {
  it('settles the worked example to the cent: 300,000 - 10,000 - 5,000 - 15,000 = 270,000 x 18% = 48,600', () => {
    // Minor units (cents): 300,000.00 win/loss, a 5% platform fee on the hall is 15,000.00.
    const m = loser(10, 1, 30_000_000n, { rebates: 1_000_000n, promotions: 500_000n });
    const [s] = calculate(rules({ hallFeesBp: { 1: 500 } }), [agent(1)], [m]);
    expect(memberNet(rules({ hallFeesBp: { 1: 500 } }), m).net4).toBe(27_000_000n * 10_000n);
    expect(s!.teamNet).toBe(27_000_000n);
    expect(s!.rateBp).toBe(1800);
    expect(s!.amount).toBe(4_860_000n);
    expect(s!.carryOut).toBe(0n);
  });

  it('carries a negative period and pays on what is left of the next', () => {
    const r = rules();
    const [first] = calculate(r, [agent(1)], [loser(10, 1, -1_000_000n)]);
    expect(first!.amount).toBe(0n);
    expect(first!.carryOut).toBe(-1_000_000n);
    const [second] = calculate(r, [agent(1, null, first!.carryOut)], [loser(10, 1, 1_500_000n)]);
    expect(second!.carryIn).toBe(-1_000_000n);
    expect(second!.amount).toBe(90_000n); // 18% of 5,000.00
    expect(second!.carryOut).toBe(0n);
    // With the switch off the negative is discarded.
    const [dropped] = calculate(rules({ carryNegative: false }), [agent(1)], [loser(10, 1, -1_000_000n)]);
    expect(dropped!.carryOut).toBe(0n);
  });

  it('pays each level of a three-level tree its differential', () => {
    // Tiers by team net: 10% from 0, 20% from 1,000.00, 30% from 5,000.00.
    const r = rules({
      tiers: [
        { minNetRevenue: 0n, minActiveMembers: 0, rateBp: 1000 },
        { minNetRevenue: 100_000n, minActiveMembers: 0, rateBp: 2000 },
        { minNetRevenue: 500_000n, minActiveMembers: 0, rateBp: 3000 },
      ],
    });
    // Top 1 (direct 4,000.00) > 2 (direct 500.00) > 3 (direct 800.00).
    const out = calculate(
      r,
      [agent(1), agent(2, 1), agent(3, 2)],
      [loser(11, 1, 400_000n), loser(21, 2, 50_000n), loser(31, 3, 80_000n)],
    );
    const by = new Map(out.map((s) => [s.agentId, s]));
    // Teams: 3 = 800 (10%), 2 = 1,300 (20%), 1 = 5,300 (30%).
    expect(by.get(3)!.rateBp).toBe(1000);
    expect(by.get(2)!.rateBp).toBe(2000);
    expect(by.get(1)!.rateBp).toBe(3000);
    expect(by.get(3)!.amount).toBe(8_000n); // 10% x 800
    expect(by.get(2)!.amount).toBe(10_000n + 8_000n); // 20% x 500 + (20-10)% x 800
    expect(by.get(1)!.amount).toBe(120_000n + 13_000n); // 30% x 4,000 + (30-20)% x 1,300
    // The whole tree pays the top rate on everything, never more.
    const total = out.reduce((s, x) => s + x.amount, 0n);
    expect(total).toBe((530_000n * 3000n) / 10_000n);
  });

  it('never lets a sub-agent earn above its parent', () => {
    const r = rules({
      tiers: [
        { minNetRevenue: 0n, minActiveMembers: 0, rateBp: 1000 },
        { minNetRevenue: 100_000n, minActiveMembers: 0, rateBp: 3000 },
      ],
    });
    // The parent's own members lost money: its team is below the sub-agent's.
    const out = calculate(r, [agent(1), agent(2, 1)], [loser(11, 1, -150_000n), loser(21, 2, 200_000n)]);
    const by = new Map(out.map((s) => [s.agentId, s]));
    expect(by.get(2)!.tierRateBp).toBe(3000);
    expect(by.get(2)!.rateBp).toBe(1000);
  });

  it('chooses tiers by net revenue AND active members', () => {
    const r = rules({
      activeMinDeposits: 10_000n,
      activeMinValidBet: 10_000n,
      tiers: [
        { minNetRevenue: 0n, minActiveMembers: 0, rateBp: 1000 },
        { minNetRevenue: 100_000n, minActiveMembers: 2, rateBp: 2500 },
      ],
    });
    const rich = loser(11, 1, 500_000n, { deposits: 600_000n });
    const idle = loser(12, 1, 1_000n, { deposits: 0n });
    expect(calculate(r, [agent(1)], [rich, idle])[0]!.rateBp).toBe(1000);
    const second = loser(13, 1, 20_000n, { deposits: 20_000n });
    expect(calculate(r, [agent(1)], [rich, second])[0]!.rateBp).toBe(2500);
  });

  it('pays a CPA once, in the period the deposits reach the line, to CPA and hybrid agents', () => {
    const r = rules({ cpaAmount: 5_000n, cpaMinDeposits: 100_000n });
    const m = (id: number, agentId: number, before: bigint, end: bigint, cpaPaid = false) =>
      loser(id, agentId, 0n, { depositsBefore: before, depositsToEnd: end, cpaPaid });
    const out = calculate(
      r,
      [agent(1, null, 0n, 2), agent(2, null, 0n, 3), agent(3, null, 0n, 1)],
      [
        m(11, 1, 0n, 100_000n),
        m(12, 1, 100_000n, 200_000n),
        m(13, 1, 0n, 150_000n, true),
        m(21, 2, 50_000n, 120_000n),
        m(31, 3, 0n, 500_000n),
      ],
    );
    const by = new Map(out.map((s) => [s.agentId, s]));
    expect(by.get(1)!.cpaMembers).toEqual([11]);
    expect(by.get(1)!.amount).toBe(5_000n);
    expect(by.get(2)!.cpa).toBe(5_000n);
    expect(by.get(3)!.cpa).toBe(0n);
  });

  it('pays a CPA-only agent no revenue share', () => {
    const [s] = calculate(rules(), [agent(1, null, 0n, 2)], [loser(11, 1, 100_000n)]);
    expect(s!.amount).toBe(0n);
  });

  it('refuses tiers whose higher rates are lower', () => {
    expect(
      rulesRefusal(
        rules({
          tiers: [
            { minNetRevenue: 0n, minActiveMembers: 0, rateBp: 2000 },
            { minNetRevenue: 1n, minActiveMembers: 1, rateBp: 1000 },
          ],
        }),
      ),
    ).toMatch(/tiers\[1\]\.rate_bp/);
    expect(
      rulesRefusal(
        rules({
          tiers: [
            { minNetRevenue: 10n, minActiveMembers: 0, rateBp: 1000 },
            { minNetRevenue: 1n, minActiveMembers: 1, rateBp: 2000 },
          ],
        }),
      ),
    ).toMatch(/tiers\[1\]/);
    expect(rulesRefusal(rules())).toBeNull();
  });

  it('floors toward minus infinity', () => {
    expect(floorDiv(-1n, 10n)).toBe(-1n);
    expect(floorDiv(-10n, 10n)).toBe(-1n);
    expect(floorDiv(19n, 10n)).toBe(1n);
  });

  it('over random trees and periods: parts add up, never negative, no parent above the plan', () => {
    const tree = fc
      .tuple(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }))
      .map(([n, seed]) => {
        let s = seed;
        const rnd = (k: number) => {
          s = (s * 1103515245 + 12345) % 2 ** 31;
          return s % k;
        };
        return Array.from({ length: n }, (_, i) => ({
          agentId: i + 1,
          parentId: i === 0 || rnd(4) === 0 ? null : rnd(i) + 1,
          agentType: 1 + rnd(3),
          carryIn: rnd(3) === 0 ? -BigInt(rnd(100_000)) : 0n,
        }));
      });
    const member = fc.record({
      agent: fc.nat(),
      stake: fc.bigInt({ min: 0n, max: 10_000_000n }),
      payout: fc.bigInt({ min: 0n, max: 10_000_000n }),
      promotions: fc.bigInt({ min: 0n, max: 500_000n }),
      rebates: fc.bigInt({ min: 0n, max: 500_000n }),
      deposits: fc.bigInt({ min: 0n, max: 5_000_000n }),
      withdrawals: fc.bigInt({ min: 0n, max: 5_000_000n }),
      hall: fc.integer({ min: 1, max: 4 }),
    });
    const tiers = fc
      .array(fc.tuple(fc.nat(1_000_000), fc.nat(20), fc.nat(5000)), { minLength: 1, maxLength: 4 })
      .map((ts) => {
        const nets = ts.map((t) => BigInt(t[0])).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const acts = ts.map((t) => t[1]).sort((a, b) => a - b);
        const rates = ts.map((t) => t[2]).sort((a, b) => a - b);
        return nets.map((n, i) => ({ minNetRevenue: n, minActiveMembers: acts[i]!, rateBp: rates[i]! }));
      });
    fc.assert(
      fc.property(
        tree,
        fc.array(member, { maxLength: 60 }),
        tiers,
        fc.boolean(),
        fc.nat(1000),
        fc.nat(300),
        (agents, ms, ts, carry, feeBp, depBp) => {
          const r = rules({ tiers: ts, carryNegative: carry, defaultHallFeeBp: feeBp, depositFeeBp: depBp });
          const inputs = ms.map((m, i) =>
            loser(1000 + i, (m.agent % agents.length) + 1, 0n, {
              halls: [{ hall: m.hall, stake: m.stake, payout: m.payout, validBet: m.stake }],
              promotions: m.promotions,
              rebates: m.rebates,
              deposits: m.deposits,
              withdrawals: m.withdrawals,
            }),
          );
          const out = calculate(r, agents, inputs);
          expect(out).toHaveLength(agents.length);
          const by = new Map(out.map((s) => [s.agentId, s]));
          const maxRate = BigInt(Math.max(...ts.map((t) => t.rateBp)));
          const nets = new Map(inputs.map((m) => [m.memberId, memberNet(r, m).net4]));
          for (const s of out) {
            const a = agents.find((x) => x.agentId === s.agentId)!;
            expect(s.amount >= 0n).toBe(true);
            // A sub-agent's rate never exceeds its parent's.
            if (a.parentId !== null) expect(s.rateBp).toBeLessThanOrEqual(by.get(a.parentId)!.rateBp);
            // The commission is the floor of its parts (with carry in at the agent's rate), when paid.
            const sum8 = s.parts.reduce((x, p) => x + p.part8, 0n) + s.carryIn * 10_000n * BigInt(s.rateBp);
            if (s.revenueShare > 0n) expect(s.revenueShare).toBe(sum8 / 100_000_000n);
            // Members' parts are their nets at the agent's rate; team net is the sum of its parts' nets.
            for (const p of s.parts) {
              if (p.memberId !== undefined) expect(p.net4).toBe(nets.get(p.memberId));
              expect(p.part8).toBe(p.net4 * BigInt(p.rateBp));
            }
            expect(s.parts.reduce((x, p) => x + p.net4, 0n)).toBe(s.teamNet4);
            // Never above the plan: the highest rate on the team's positive figures.
            const positive = [...s.parts.filter((p) => p.memberId !== undefined)].reduce(
              (x, p) => x + (p.net4 > 0n ? p.net4 : 0n),
              0n,
            );
            const subPositive = s.parts
              .filter((p) => p.subAgentId !== undefined)
              .reduce((x, p) => x + (p.net4 > 0n ? p.net4 : 0n), 0n);
            expect(s.revenueShare * 100_000_000n <= (positive + subPositive) * maxRate).toBe(true);
            // Carry out only when the team with its carry is negative.
            if (s.carryOut < 0n) expect(s.teamNet4 + s.carryIn * 10_000n <= 0n).toBe(true);
          }
          // Along the tree the rates add up to the top's: the whole revenue share never passes the
          // top agents' rates on all positive team figures.
          const tops = out.filter((s) => agents.find((a) => a.agentId === s.agentId)!.parentId === null);
          const allPositive = inputs.reduce(
            (x, m) => x + (nets.get(m.memberId)! > 0n ? nets.get(m.memberId)! : 0n),
            0n,
          );
          const paid = out.reduce((x, s) => x + s.revenueShare, 0n);
          expect(paid * 100_000_000n <= allPositive * maxRate + BigInt(out.length) * 100_000_000n).toBe(true);
          expect(tops.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300, seed: 27 },
    );
  });
});
