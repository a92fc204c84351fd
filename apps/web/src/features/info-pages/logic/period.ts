/**
 * A promotion's window as a reader sees it, in the site's time zone: both ends, only a start ("from"),
 * only an end ("until"), or nothing when it always runs.
 */
export type Period =
  | { kind: 'range'; start: string; end: string }
  | { kind: 'from'; start: string }
  | { kind: 'until'; end: string }
  | { kind: 'always' };

export function promotionPeriod(
  startAt: string | null,
  endAt: string | null,
  locale: string,
  timeZone: string,
): Period {
  const format = (iso: string) =>
    new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(iso),
    );
  if (startAt && endAt) return { kind: 'range', start: format(startAt), end: format(endAt) };
  if (startAt) return { kind: 'from', start: format(startAt) };
  if (endAt) return { kind: 'until', end: format(endAt) };
  return { kind: 'always' };
}

/** `/discount/3`, `/faq/2`, `/main/7`: the page's address from its kind and number. */
export const infoPageHref = (kind: 'main' | 'faq' | 'discount', id: number) => `/${kind}/${id}`;

/** The number in an address segment, or null for anything that is not a positive whole number. */
export function pageNumberOf(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,7}$/.test(segment)) return null;
  const n = Number(segment);
  return n > 0 ? n : null;
}
