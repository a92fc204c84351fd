import type { Draw } from '../fair/rng';

/**
 * "Koi Reels": 5 reels, 3 rows, 10 fixed paylines, pays for 3, 4 or 5 of a symbol from the left.
 * Every reel carries the same 32-stop strip, so one line's chance of k-of-a-kind is exact and simple
 * (see `slotRtp`), and the stated RTP is that exact figure, not a simulation.
 */
export const SLOT_SYMBOLS = ['TEN', 'J', 'Q', 'K', 'A', 'BELL', 'BAR', 'SEVEN'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const COUNTS: Record<SlotSymbol, number> = { TEN: 6, J: 6, Q: 5, K: 5, A: 4, BELL: 3, BAR: 2, SEVEN: 1 };

/** The strip, symbols spread out so that equal ones are not all adjacent. */
export const SLOT_STRIP: readonly SlotSymbol[] = (() => {
  const remaining = { ...COUNTS };
  const strip: SlotSymbol[] = [];
  while (strip.length < 32) {
    for (const s of SLOT_SYMBOLS) {
      if (remaining[s] > 0) {
        strip.push(s);
        remaining[s] -= 1;
      }
    }
  }
  return strip;
})();

/** Line pay as a multiple of the line bet, for 3, 4 and 5 of a kind. */
export const SLOT_PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  TEN: [16, 50, 150],
  J: [16, 50, 180],
  Q: [32, 70, 250],
  K: [32, 80, 300],
  A: [50, 120, 500],
  BELL: [80, 300, 1200],
  BAR: [150, 800, 4000],
  SEVEN: [400, 2500, 25000],
};

/** Row (0 top, 2 bottom) on each reel for each of the 10 lines. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Multiple of the line bet. */
  pays: number;
}

export interface SlotSpin {
  stops: number[];
  /** grid[reel][row] */
  grid: SlotSymbol[][];
  wins: SlotLineWin[];
  /** Total line pays; the win is bet * linePays / lines. */
  linePays: number;
}

export function spinSlot(draw: Draw): SlotSpin {
  const stops = Array.from({ length: 5 }, () => draw(SLOT_STRIP.length));
  const grid = stops.map((stop) => [0, 1, 2].map((row) => SLOT_STRIP[(stop + row) % SLOT_STRIP.length]!));
  const wins: SlotLineWin[] = [];
  SLOT_LINES.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[reel]![row]!);
    const first = symbols[0]!;
    let count = 1;
    while (count < 5 && symbols[count] === first) count++;
    if (count >= 3) wins.push({ line, symbol: first, count, pays: SLOT_PAYTABLE[first][count - 3]! });
  });
  return { stops, grid, wins, linePays: wins.reduce((s, w) => s + w.pays, 0) };
}

/** Win in minor units; the bet is a whole number of minor units per line. */
export function slotWin(bet: bigint, spin: SlotSpin): bigint {
  return (bet * BigInt(spin.linePays)) / BigInt(SLOT_LINES.length);
}

/**
 * Exact return to player. Each line position shows a uniformly random strip stop, so for one line
 * P(exactly k of S from the left) = p^k (1 - p) for k < 5 and p^5 for k = 5, with p = count(S)/32;
 * by linearity every line has the same expectation.
 */
export function slotRtp(): number {
  return SLOT_SYMBOLS.reduce((sum, s) => {
    const p = COUNTS[s] / SLOT_STRIP.length;
    const [three, four, five] = SLOT_PAYTABLE[s];
    return sum + p ** 3 * (1 - p) * three + p ** 4 * (1 - p) * four + p ** 5 * five;
  }, 0);
}
