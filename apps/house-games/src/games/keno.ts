import { drawWithoutReplacement, type Draw } from '../fair/rng';

/** "Lucky Ten": the member picks 5 of 1-40, ten numbers are drawn; pays by how many picks hit. */
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_PICKS = 5;
/** Multiple of the bet by hits (0-5). */
export const KENO_PAYTABLE: readonly number[] = [0, 0, 1.6, 4, 14, 150];

export interface KenoRound {
  picks: number[];
  drawn: number[];
  hits: number[];
  multiplier: number;
}

export function validKenoPicks(picks: number[]): boolean {
  return (
    picks.length === KENO_PICKS &&
    new Set(picks).size === KENO_PICKS &&
    picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS)
  );
}

export function playKeno(draw: Draw, picks: number[]): KenoRound {
  if (!validKenoPicks(picks))
    throw new RangeError(`pick ${KENO_PICKS} different numbers from 1 to ${KENO_NUMBERS}`);
  const numbers = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const drawn = drawWithoutReplacement(draw, numbers, KENO_DRAWN);
  const hits = picks.filter((n) => drawn.includes(n));
  return { picks, drawn, hits, multiplier: KENO_PAYTABLE[hits.length]! };
}

/** Win in minor units, rounded down to a whole unit. */
export function kenoWin(bet: bigint, round: KenoRound): bigint {
  return (bet * BigInt(Math.round(round.multiplier * 100))) / 100n;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** Exact RTP: hypergeometric chance of each hit count times its pay. */
export function kenoRtp(): number {
  const total = choose(KENO_NUMBERS, KENO_DRAWN);
  return KENO_PAYTABLE.reduce(
    (sum, pay, hits) =>
      sum + (pay * choose(KENO_PICKS, hits) * choose(KENO_NUMBERS - KENO_PICKS, KENO_DRAWN - hits)) / total,
    0,
  );
}
