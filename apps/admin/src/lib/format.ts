import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An API time (ISO 8601) in the staff member's time zone, as staff read it in a table. */
export function formatTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  return dayjs(iso).tz(zone).format('YYYY-MM-DD HH:mm:ss');
}

/**
 * A decimal amount string from the API, grouped for reading ("12345.5" -> "12,345.50"). Never through
 * a float: the digits are regrouped as text, so no amount is ever rounded on screen.
 */
export function formatAmount(amount: string, minFraction = 2): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = fraction.padEnd(minFraction, '0');
  return `${negative ? '-' : ''}${grouped}${digits ? `.${digits}` : ''}`;
}

/** The browser's own time zone, for staff who have not chosen one. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every IANA zone the browser knows, for the time zone picker. */
export function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
