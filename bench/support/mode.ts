/**
 * The short form of a benchmark (`--short` or BENCH_SHORT=1): fewer rounds and less data, a few
 * seconds of measuring, so CI can run every benchmark and catch a large regression. Its ratios are
 * noisier and may sit apart from the full run's; they are compared with half the goal only.
 */
export const SHORT = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';

/** A setting from the environment, else its full or short default. */
export function setting(name: string, full: number, short: number): number {
  const value = process.env[name];
  if (value !== undefined && value !== '') {
    const n = Number(value);
    if (!Number.isFinite(n)) throw new Error(`${name}=${value} is not a number`);
    return n;
  }
  return SHORT ? short : full;
}

/** The first command-line argument that is not a flag (bench:bets and bench:commission take a count). */
export function firstArgument(): string | undefined {
  return process.argv.slice(2).find((a) => !a.startsWith('--'));
}
