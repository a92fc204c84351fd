import { CURRENCIES, type CurrencyCode } from './constants';

/** Money travels as decimal strings and lives as bigint minor units; floats never hold it (design §3). */
export function toMinor(amount: string, currency: CurrencyCode): bigint {
  const exp = CURRENCIES[currency].exponent;
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) throw new RangeError(`not a decimal amount: ${amount}`);
  const [, sign, whole, frac = ''] = m;
  if (frac.length > exp && /[1-9]/.test(frac.slice(exp))) {
    throw new RangeError(`${currency} allows ${exp} decimal places: ${amount}`);
  }
  const minor = BigInt(whole! + frac.slice(0, exp).padEnd(exp, '0'));
  return sign ? -minor : minor;
}

export function fromMinor(minor: bigint, currency: CurrencyCode): string {
  const exp = CURRENCIES[currency].exponent;
  const neg = minor < 0n;
  const digits = (neg ? -minor : minor).toString().padStart(exp + 1, '0');
  const whole = digits.slice(0, digits.length - exp);
  const frac = exp ? `.${digits.slice(digits.length - exp)}` : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
}

/** Jackpot totals show 10 integer digits, zero-padded (§9). */
export function padJackpot(amount: string): string {
  const [whole = '0', frac] = amount.split('.');
  return whole.padStart(10, '0') + (frac ? `.${frac}` : '');
}
