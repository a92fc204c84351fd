/**
 * Sums of decimal amount strings from the API, exact: scaled to integers (BigInt) at the larger of
 * their fraction lengths, never through a float.
 */
export function addDecimals(...terms: string[]): string {
  const scale = Math.max(0, ...terms.map((a) => a.split('.')[1]?.length ?? 0));
  const units = terms.reduce((sum, a) => sum + toUnits(a, scale), 0n);
  return fromUnits(units, scale);
}

/** `a - b`, exactly. */
export const subtractDecimals = (a: string, b: string): string => addDecimals(a, negate(b));

const negate = (a: string) => (a.startsWith('-') ? a.slice(1) : `-${a.replace(/^\+/, '')}`);

function toUnits(amount: string, scale: number): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^[-+]/, '').split('.');
  const units = BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return negative ? -units : units;
}

function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale ? `.${digits.slice(-scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A positive decimal string in minor units of a currency with `exponent` decimals; null if it has more. */
export function toMinor(amount: string, exponent: number): bigint | null {
  const fraction = amount.split('.')[1] ?? '';
  if (fraction.length > exponent) return null;
  return toUnits(amount, exponent);
}
