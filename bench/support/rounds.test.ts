import { describe, expect, it } from 'vitest';
import { alternateRounds, describeRatio, median } from './rounds';

describe('alternateRounds', () => {
  it('measures the baseline right before the subject in each round', async () => {
    const calls: string[] = [];
    await alternateRounds({
      rounds: 3,
      baseline: async (i) => void calls.push(`baseline ${i}`),
      subject: async (i) => void calls.push(`subject ${i}`),
      ratio: () => 1,
    });
    expect(calls).toEqual(['baseline 1', 'subject 1', 'baseline 2', 'subject 2', 'baseline 3', 'subject 3']);
  });

  it('reports the median round by ratio with the spread of all rounds', async () => {
    const baselines = [100, 200, 100, 50, 100];
    const subjects = [50, 40, 90, 45, 60];
    const result = await alternateRounds({
      rounds: 5,
      baseline: async (i) => baselines[i - 1]!,
      subject: async (i) => subjects[i - 1]!,
      ratio: (b, s) => s / b,
    });
    // Ratios 0.5, 0.2, 0.9, 0.9, 0.6: the median round is the one with 0.6, both its measurements kept.
    expect(result.median).toEqual({ baseline: 100, subject: 60, ratio: 0.6 });
    expect(result.spread).toEqual([0.2, 0.9]);
    expect(result.rounds).toHaveLength(5);
  });

  it('starts no round after the first once the budget is spent', async () => {
    let rounds = 0;
    const result = await alternateRounds({
      rounds: 5,
      budgetSeconds: 0,
      baseline: async () => new Promise((r) => setTimeout(r, 5)),
      subject: async () => void (rounds += 1),
      ratio: () => 1,
    });
    expect(rounds).toBe(1);
    expect(result.stoppedEarly).toMatch(/^stopped after 1 rounds/);
  });
});

describe('median and describeRatio', () => {
  it('takes the middle value, the upper one of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(() => median([])).toThrow();
  });

  it('prints the ratio with its spread and round count', () => {
    expect(describeRatio(0.523, [0.481, 0.554], 3)).toBe('0.52 (0.48..0.55 over 3 rounds)');
  });
});
