import { describe, expect, it } from 'vitest';
import { bonusLevels, earnedLevel, nextLevel, type Rung } from './rules';

const rung = (level: number, deposit: bigint, bet: bigint, bonus = 0n): Rung => ({
  level,
  names: { en_US: `L${level}` },
  bonusTurnoverMultiple: 1,
  amounts: new Map([
    [
      'RMB',
      {
        depositThreshold: deposit,
        validBetThreshold: bet,
        bonus,
        withdrawDailyCount: null,
        withdrawDailyAmount: null,
      },
    ],
  ]),
});
const ladder = [
  rung(1, 0n, 0n),
  rung(2, 100n, 500n, 10n),
  rung(3, 1000n, 5000n, 0n),
  rung(4, 5000n, 20000n, 30n),
];
const now = new Date('2026-03-01T00:00:00Z');
const rules = { demotion: true, periodDays: 30, now };

describe('earned level', () => {
  it('needs both thresholds; a level without the currency is out of reach', () => {
    expect(earnedLevel(ladder, 'RMB', 100n, 499n)).toBe(1);
    expect(earnedLevel(ladder, 'RMB', 99n, 10_000n)).toBe(1);
    expect(earnedLevel(ladder, 'RMB', 1000n, 5000n)).toBe(3);
    expect(earnedLevel(ladder, 'USD', 10n ** 9n, 10n ** 9n)).toBe(1);
    expect(earnedLevel([], 'RMB', 1n, 1n)).toBe(0);
  });
});

describe('next level', () => {
  it('promotes past a manual level but never moves a pinned one', () => {
    const manual = { level: 2, how: 'manual' as const, pinned: false, since: now };
    expect(nextLevel(manual, 1, 3, rules)).toBe(3);
    expect(nextLevel({ ...manual, pinned: true }, 1, 4, rules)).toBeNull();
  });

  it('demotes only with demotion on, and a manual level only after a whole period', () => {
    const auto = { level: 3, how: 'auto' as const, pinned: false, since: now };
    expect(nextLevel(auto, 1, 2, { ...rules, demotion: false })).toBeNull();
    expect(nextLevel(auto, 1, 2, rules)).toBe(2);
    const manual = { ...auto, how: 'manual' as const };
    expect(nextLevel(manual, 1, 1, rules)).toBeNull();
    const later = new Date(now.getTime() + 30 * 86_400_000);
    expect(nextLevel(manual, 1, 1, { ...rules, now: later })).toBe(1);
    expect(nextLevel(undefined, 1, 1, rules)).toBeNull();
  });
});

describe('bonus levels', () => {
  it('lists each level passed on the way up that carries a bonus', () => {
    expect(bonusLevels(ladder, 'RMB', 1, 4).map((b) => [b.level, b.amount])).toEqual([
      [2, 10n],
      [4, 30n],
    ]);
    expect(bonusLevels(ladder, 'RMB', 2, 3)).toEqual([]);
  });
});
