import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeGoal, floorOf, parseResults, printResult, statusOf, type BenchResult } from './result';

const at = (ratio: number, goal?: BenchResult['goal']): BenchResult => ({
  name: 'x',
  ratio,
  spread: [ratio, ratio],
  goal,
});

describe('statusOf', () => {
  it('compares a higher-is-better ratio with its goal and half of it', () => {
    const goal = { atLeast: 0.8 };
    expect(statusOf(at(0.8, goal))).toBe('meets goal');
    expect(statusOf(at(0.41, goal))).toBe('below goal');
    expect(statusOf(at(0.4, goal))).toBe('below goal');
    expect(statusOf(at(0.39, goal))).toBe('BELOW FLOOR');
  });

  it('compares a lower-is-better ratio with its goal and twice it', () => {
    const goal = { atMost: 1 };
    expect(statusOf(at(1, goal))).toBe('meets goal');
    expect(statusOf(at(2, goal))).toBe('below goal');
    expect(statusOf(at(2.01, goal))).toBe('BELOW FLOOR');
  });

  it('fails a result with a problem whatever its ratio, and grades none without a goal', () => {
    expect(statusOf({ ...at(0.9, { atLeast: 0.8 }), problem: '2 invariant violations' })).toBe('FAILED');
    expect(statusOf(at(5))).toBe('no goal');
  });

  it('halves the goal for the floor', () => {
    expect(floorOf({ atLeast: 0.3 })).toEqual({ atLeast: 0.15 });
    expect(floorOf({ atMost: 1 })).toEqual({ atMost: 2 });
    expect(describeGoal({ atLeast: 0.8 })).toBe('>= 0.8');
    expect(describeGoal(undefined)).toBe('-');
  });
});

describe('BENCH lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back what a benchmark printed, among its other lines', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    printResult({ name: 'ledger', ratio: 0.52349, spread: [0.4811, 0.5542], goal: { atLeast: 0.8 } });
    const output = ['ledger bench: 16 clients', ...lines, 'ratio: 0.52 (0.48..0.55 over 3 rounds)'].join(
      '\n',
    );
    expect(parseResults(output)).toEqual([
      { name: 'ledger', ratio: 0.523, spread: [0.481, 0.554], goal: { atLeast: 0.8 } },
    ]);
  });
});
