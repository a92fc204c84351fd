/**
 * Where each day's bar sits in a chart whose height is 100: positive values rise from the zero line,
 * negative ones hang below it (a team's win/loss can be either). The amounts come as decimal strings;
 * a chart only needs their size, so a float is fine here (no money is computed from it).
 */
export interface BarBox {
  top: number;
  height: number;
  negative: boolean;
}

export function barLayout(amounts: readonly string[]): {
  bars: BarBox[];
  zero: number;
  max: number;
  min: number;
} {
  const values = amounts.map((a) => Number(a) || 0);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const zero = (max / span) * 100;
  const bars = values.map((v) =>
    v >= 0
      ? { top: ((max - v) / span) * 100, height: (v / span) * 100, negative: false }
      : { top: zero, height: (-v / span) * 100, negative: true },
  );
  return { bars, zero, max, min };
}

/** The day labels under a chart: first, middle and last, so a 90-day period stays readable. */
export function axisDays(days: readonly string[]): string[] {
  if (days.length <= 3) return [...days];
  return [days[0]!, days[Math.floor((days.length - 1) / 2)]!, days.at(-1)!];
}
