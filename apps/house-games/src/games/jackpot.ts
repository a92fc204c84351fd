import type { Draw } from '../fair/rng';

/**
 * The progressive jackpot of the jackpot games (Koi Reels). It sits on top of the game's stated
 * RTP: the house adds a share of every real-money bet to the pool, and a spin hits it with a fixed,
 * provably fair chance drawn from the same seed stream right after the spin itself.
 */
export const JACKPOT = {
  /** Share of every real-money bet added to the pool, in basis points (1%). */
  contributionBps: 100n,
  /** A spin hits the jackpot with a chance of 1 in this. */
  odds: 100_000,
  /** The pool starts, and starts again after a hit, from this many whole units of the currency. */
  seedUnits: 10_000n,
};

export const jackpotHit = (draw: Draw) => draw(JACKPOT.odds) === 0;

export const jackpotSeed = (unit: bigint) => JACKPOT.seedUnits * unit;

export const jackpotContribution = (bet: bigint) => (bet * JACKPOT.contributionBps) / 10_000n;
