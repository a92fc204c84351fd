import { CURRENCIES, type CurrencyCode } from '@arks/contracts';

const isCurrency = (code: string): code is CurrencyCode => code in CURRENCIES;

export function currencySymbol(currency: string): string {
  return isCurrency(currency) ? CURRENCIES[currency].symbol : currency;
}

/**
 * A wire amount (decimal string) for people: the currency's symbol, thousands grouped, exactly the
 * currency's §9 minor units ("¥1,234.50", "₫12,000"). Digits are handled as text so no float ever
 * holds the money; a value that is not a decimal string is shown as it came.
 */
export function formatMoney(amount: string, currency: string, options: { signed?: boolean } = {}): string {
  const m = /^([+-])?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return amount;
  const [, sign, rawWhole, frac = ''] = m;
  const exp = isCurrency(currency) ? CURRENCIES[currency].exponent : frac.length;
  const whole = rawWhole!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = exp > 0 ? `${whole}.${frac.padEnd(exp, '0').slice(0, exp)}` : whole;
  const zero = /^[0,.]+$/.test(digits);
  const prefix = sign === '-' && !zero ? '-' : options.signed && !zero ? '+' : '';
  return `${prefix}${currencySymbol(currency)}${digits}`;
}
