/**
 * The machine-readable line each benchmark prints per ratio, which bench:all reads:
 *   BENCH {"name":"ledger","ratio":0.52,"spread":[0.48,0.55],"goal":{"atLeast":0.8}}
 * A goal is what the benchmark aims for; the floor, half of it, is what CI refuses to go below.
 */
export type Goal = { atLeast: number } | { atMost: number };

export interface BenchResult {
  name: string;
  ratio: number;
  spread: [number, number];
  /** Absent when the benchmark states no goal for this ratio (it is then only reported). */
  goal?: Goal;
  /** A broken result whatever the ratio (e.g. ledger invariant violations). */
  problem?: string;
}

const PREFIX = 'BENCH ';

export function printResult(result: BenchResult): void {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  console.log(
    PREFIX + JSON.stringify({ ...result, ratio: round(result.ratio), spread: result.spread.map(round) }),
  );
}

/** The BENCH lines of a benchmark's output. */
export function parseResults(output: string): BenchResult[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(PREFIX))
    .map((line) => JSON.parse(line.slice(PREFIX.length)) as BenchResult);
}

export type Status = 'meets goal' | 'below goal' | 'BELOW FLOOR' | 'FAILED' | 'no goal';

/** Half the goal: a ratio above it that misses the goal is work to do, one past it a regression. */
export function floorOf(goal: Goal): Goal {
  return 'atLeast' in goal ? { atLeast: goal.atLeast / 2 } : { atMost: goal.atMost * 2 };
}

function meets(ratio: number, goal: Goal): boolean {
  return 'atLeast' in goal ? ratio >= goal.atLeast : ratio <= goal.atMost;
}

export function statusOf(result: BenchResult): Status {
  if (result.problem) return 'FAILED';
  if (!result.goal) return 'no goal';
  if (meets(result.ratio, result.goal)) return 'meets goal';
  return meets(result.ratio, floorOf(result.goal)) ? 'below goal' : 'BELOW FLOOR';
}

export function describeGoal(goal: Goal | undefined): string {
  if (!goal) return '-';
  return 'atLeast' in goal ? `>= ${goal.atLeast}` : `<= ${goal.atMost}`;
}
