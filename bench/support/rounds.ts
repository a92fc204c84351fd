/**
 * Alternating rounds of a baseline and its subject. On a shared machine the load moves between two
 * measurements taken one after the other (bench:ledger gave 0.29 to 0.54 on one commit that way), so
 * each round measures the baseline right before the subject and the ratio is taken per round: a noisy
 * moment then moves both sides of one ratio, and the median round is reported with the spread.
 */
export interface Round<B, S> {
  baseline: B;
  subject: S;
  ratio: number;
}

export interface RoundsResult<B, S> {
  /** The median round (by ratio): its ratio and both measurements. */
  median: Round<B, S>;
  /** Lowest and highest per-round ratio. */
  spread: [number, number];
  rounds: Round<B, S>[];
  /** Set when the time budget stopped further rounds. */
  stoppedEarly?: string;
}

export interface RoundsOptions<B, S> {
  rounds: number;
  baseline: (round: number) => Promise<B>;
  subject: (round: number) => Promise<S>;
  ratio: (baseline: B, subject: S) => number;
  /** Called after each round, e.g. to print it. */
  onRound?: (round: number, result: Round<B, S>) => void;
  /** No round after the first starts once this many seconds of rounds have gone by. */
  budgetSeconds?: number;
}

export async function alternateRounds<B, S>(options: RoundsOptions<B, S>): Promise<RoundsResult<B, S>> {
  const rounds: Round<B, S>[] = [];
  const started = performance.now();
  let stoppedEarly: string | undefined;
  for (let i = 1; i <= Math.max(1, options.rounds); i++) {
    const spent = (performance.now() - started) / 1000;
    if (i > 1 && options.budgetSeconds !== undefined && spent > options.budgetSeconds) {
      stoppedEarly = `stopped after ${i - 1} rounds: ${spent.toFixed(0)} s spent, budget ${options.budgetSeconds} s`;
      break;
    }
    const baseline = await options.baseline(i);
    const subject = await options.subject(i);
    const round = { baseline, subject, ratio: options.ratio(baseline, subject) };
    rounds.push(round);
    options.onRound?.(i, round);
  }
  const ratios = rounds.map((r) => r.ratio);
  return {
    median: medianBy(rounds, (r) => r.ratio),
    spread: spreadOf(ratios),
    rounds,
    stoppedEarly,
  };
}

/** The middle item by `key` (the upper middle of an even count). */
export function medianBy<T>(items: T[], key: (item: T) => number): T {
  if (items.length === 0) throw new Error('median of nothing');
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!;
}

export const median = (values: number[]): number => medianBy(values, (v) => v);

/** Lowest and highest of `values`: the spread every result line reports. */
export const spreadOf = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/** `0.52 (0.48..0.55 over 3 rounds)`: the form every benchmark's ratio line takes. */
export function describeRatio(ratio: number, spread: [number, number], rounds: number): string {
  return `${ratio.toFixed(2)} (${spread[0].toFixed(2)}..${spread[1].toFixed(2)} over ${rounds} rounds)`;
}
