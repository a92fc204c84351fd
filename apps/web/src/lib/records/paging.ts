export const RECORD_PAGE_SIZE = 20;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers a pager shows: the first, the last and up to two either side of the current one;
 * `null` marks a gap ("…").
 */
export function pageItems(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const gap = i > 0 ? p - sorted[i - 1]! - 1 : 0;
    // A gap of one page shows that page: "…" would take the same room and hide it.
    if (gap === 1) items.push(p - 1);
    else if (gap > 1) items.push(null);
    items.push(p);
  });
  return items;
}

/** "21-40 of 57" figures for a page; zero rows give 0-0. */
export function pageSpan(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}
