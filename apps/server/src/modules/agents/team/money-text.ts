import { CURRENCIES, fromMinor, type CurrencyCode } from '@arks/contracts';

/** Decimal string in the currency's §9 minor units; a currency without an entry shows plain minor units. */
export function moneyText(minor: bigint, currency: string): string {
  return currency in CURRENCIES ? fromMinor(minor, currency as CurrencyCode) : minor.toString();
}
