import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A range of whole days of one site and currency, for the modules' dashboard figures. `from` and
 * `to` are the instants the first day starts and the day after the last starts, in `timeZone`.
 */
export interface DayWindow {
  siteId: number;
  currency: string;
  from: Date;
  to: Date;
  timeZone: string;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the window's time zone. */
export function dayOf(column: AnyColumn | SQL, timeZone: string): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
}

/** A filter on `column` inside the window: the index range the figures are read from. */
export function inWindow(column: AnyColumn, w: DayWindow): SQL {
  return sql`${column} >= ${w.from.toISOString()} and ${column} < ${w.to.toISOString()}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD, as en-CA formats dates) an instant falls on in a time zone. The
 * formatter is kept per zone: building one costs far more than formatting (the report rollups call
 * this for every bet version they pass).
 */
export function calendarDay(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}
