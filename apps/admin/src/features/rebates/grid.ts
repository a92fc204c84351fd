import { GAME_HALLS } from '@arks/contracts';

/** One cell of the rate grid as the server sends it. */
export interface RateCell {
  level: number;
  hall: number;
  rate_bp: number;
}

/** The grid as the page edits it: a row per level, a rate (or blank) per hall. */
export type GridRows = { level: number; rates: Record<number, number | null> }[];

/** The levels the grid has, ascending, each with its hall rates; level 0 is always there. */
export function toGrid(cells: readonly RateCell[], halls: readonly number[]): GridRows {
  const levels = [...new Set([0, ...cells.map((c) => c.level)])].sort((a, b) => a - b);
  return levels.map((level) => ({
    level,
    rates: Object.fromEntries(
      halls.map((hall) => [hall, cells.find((c) => c.level === level && c.hall === hall)?.rate_bp ?? null]),
    ),
  }));
}

/** What the save call takes: every filled cell once; a blank cell has no row (the level below applies). */
export function fromGrid(rows: GridRows): RateCell[] {
  return rows.flatMap((row) =>
    Object.entries(row.rates)
      .filter((e): e is [string, number] => e[1] !== null && e[1] !== undefined)
      .map(([hall, rate]) => ({ level: row.level, hall: Number(hall), rate_bp: rate })),
  );
}

/** The next level to add: one above the highest. */
export const nextLevel = (rows: GridRows): number => Math.max(-1, ...rows.map((r) => r.level)) + 1;

/** Basis points as a percentage: 85 -> "0.85%". */
export const percentOf = (bp: number): string => `${(bp / 100).toFixed(2)}%`;

/** The day before today in a time zone: the last day a rebate run may compute. */
export function lastClosedDay(now: Date, timeZone: string): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The platform's halls, in id order: the grid's columns. */
export const HALLS: number[] = Object.keys(GAME_HALLS).map(Number);
