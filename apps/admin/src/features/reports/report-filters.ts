/**
 * A report's filters live in the address (`?site_id=1&currency=RMB&from=...&to=...`), so a link to
 * a report opens the same report. Missing or broken values fall back to the site and currency in
 * scope and the last 30 days.
 */
export interface ReportFilters {
  site_id: number;
  currency: string;
  from: string;
  to: string;
  hall?: number;
  provider?: string;
}

export const DEFAULT_DAYS = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of `date` moved by `days`, in UTC arithmetic (calendar days only). */
export function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function readFilters(
  params: URLSearchParams,
  fallback: { siteId: number | null; currencies: (siteId: number) => string[]; today: string },
): ReportFilters | null {
  const siteParam = Number(params.get('site_id'));
  const siteId = Number.isInteger(siteParam) && siteParam > 0 ? siteParam : fallback.siteId;
  if (siteId === null) return null;
  const offered = fallback.currencies(siteId);
  const currencyParam = params.get('currency') ?? '';
  const currency = offered.includes(currencyParam) ? currencyParam : offered[0];
  if (!currency) return null;
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : fallback.today;
  const fromParam = params.get('from') ?? '';
  const from = DAY.test(fromParam) && fromParam <= to ? fromParam : shiftDay(to, -(DEFAULT_DAYS - 1));
  const hall = Number(params.get('hall'));
  const provider = params.get('provider')?.trim();
  return {
    site_id: siteId,
    currency,
    from,
    to,
    ...(Number.isInteger(hall) && hall > 0 ? { hall } : {}),
    ...(provider ? { provider } : {}),
  };
}

/** The address's search part for these filters, keeping any other parameter (rank, grouping). */
export function writeFilters(params: URLSearchParams, f: Partial<ReportFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(f)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The console's bets search for one member (the bets area reads `?member=`). */
export const memberBetsHref = (memberId: number, f: ReportFilters) =>
  `/bets?${new URLSearchParams({ member: String(memberId), from: f.from, to: f.to })}`;
