/** Minor units of a wire amount ("250.50" -> 25050n); every amount of one currency has the same decimals. */
const minor = (amount: string) => BigInt(amount.replace('.', ''));

/**
 * How far the member is through the open requirements: wagered so far, out of what they require,
 * as a whole percent (0-100) for the progress bar. Computed on minor units, never floats.
 */
export function turnoverProgress(open: readonly { required: string; remaining: string }[]): number {
  const required = open.reduce((s, r) => s + minor(r.required), 0n);
  if (required === 0n) return 100;
  const remaining = open.reduce((s, r) => s + minor(r.remaining), 0n);
  return Number(((required - remaining) * 100n) / required);
}

/** Total required over the open requirements, as a wire amount with the same decimals. */
export function requiredTotal(open: readonly { required: string }[]): string {
  if (open.length === 0) return '0';
  const decimals = open[0]!.required.split('.')[1]?.length ?? 0;
  const total = open
    .reduce((s, r) => s + minor(r.required), 0n)
    .toString()
    .padStart(decimals + 1, '0');
  return decimals ? `${total.slice(0, -decimals)}.${total.slice(-decimals)}` : total;
}

/** What one change did to the remaining amount (after − before), signed, with the amounts' decimals. */
export function remainingChange(before: string, after: string): string {
  const decimals = before.split('.')[1]?.length ?? 0;
  const diff = minor(after) - minor(before);
  const digits = (diff < 0n ? -diff : diff).toString().padStart(decimals + 1, '0');
  const text = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return diff < 0n ? `-${text}` : text;
}
