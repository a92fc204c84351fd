/**
 * Progress toward a level's thresholds, on the decimal strings the server answers (never floats:
 * the figures are money). Both strings are scaled to the same number of decimals as bigints.
 */

function scaled(a: string, b: string): [bigint, bigint, number] {
  const frac = (s: string) => s.split('.')[1]?.length ?? 0;
  const places = Math.max(frac(a), frac(b));
  const minor = (s: string) => {
    const [whole = '0', part = ''] = s.trim().split('.');
    return BigInt(whole + part.padEnd(places, '0'));
  };
  return [minor(a), minor(b), places];
}

/** Whole percent of `target` that `value` reaches, 0 to 100; a zero target is reached. */
export function progressPercent(value: string, target: string): number {
  const [v, t] = scaled(value, target);
  if (t <= 0n) return 100;
  if (v >= t) return 100;
  return Number((v * 100n) / t);
}

/** What is still missing to reach `target`, as a decimal string; "0" once reached. */
export function remainingAmount(value: string, target: string): string {
  const [v, t, places] = scaled(value, target);
  const left = t > v ? t - v : 0n;
  if (places === 0) return left.toString();
  const digits = left.toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
