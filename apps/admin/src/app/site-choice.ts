/**
 * Which site a page that edits one site's content opens on (banners, pop-ups, footers, info pages...).
 * Kept apart from React so the rule has its own test.
 */

/** Where the console keeps the last single site a staff member chose, one entry per staff account. */
export const lastSiteKey = (staffId: number) => `arks-admin-last-site:${staffId}`;

/** A stored site id, or null for nothing usable (missing, "all", damaged). */
export function parseStoredSite(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The header's site when one is chosen; with all sites chosen, the site this staff member chose last
 * (while it still exists), else the first site; null only while no site is known.
 */
export function openingSite<S extends { id: number }>(
  sites: readonly S[],
  chosen: number | null,
  lastChosen: number | null,
): S | null {
  return sites.find((s) => s.id === chosen) ?? sites.find((s) => s.id === lastChosen) ?? sites[0] ?? null;
}
