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
  /**
   * The pool starts, and starts again after a hit, from this many whole units of the currency: about
   * the same value everywhere (10,000 yuan, roughly USD 1,400), so a VND pool is not a few cents.
   */
  seedUnits: {
    RMB: 10_000n,
    USD: 1_400n,
    THB: 50_000n,
    VND: 35_000_000n,
    WON: 2_000_000n,
    JPY: 210_000n,
    INR: 120_000n,
    MMK: 3_000_000n,
    BRL: 7_500n,
    BDT: 170_000n,
    NGN: 2_200_000n,
  } as Record<string, bigint>,
};

export const jackpotHit = (draw: Draw) => draw(JACKPOT.odds) === 0;

/** The seed of a currency's pool in minor units (`unit`: one whole unit); 10,000 units if unlisted. */
export const jackpotSeed = (currency: string, unit: bigint) =>
  (JACKPOT.seedUnits[currency] ?? 10_000n) * unit;

export const jackpotContribution = (bet: bigint) => (bet * JACKPOT.contributionBps) / 10_000n;
