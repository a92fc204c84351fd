import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { infoPages } from './schema';

export type InfoPageRow = typeof infoPages.$inferSelect;

/** Active pages of a kind, inside their window and offered to the currency (null = any currency). */
function live(siteId: number, kind: string, currency: string | null, now: Date) {
  return and(
    eq(infoPages.siteId, siteId),
    eq(infoPages.kind, kind),
    eq(infoPages.active, true),
    or(isNull(infoPages.startAt), lte(infoPages.startAt, now)),
    or(isNull(infoPages.endAt), gt(infoPages.endAt, now)),
    currency
      ? or(isNull(infoPages.currencies), sql`${currency} = any(${infoPages.currencies})`)
      : isNull(infoPages.currencies),
  );
}

export function listLive(db: Db, siteId: number, kind: string, currency: string | null, now: Date) {
  return db
    .select()
    .from(infoPages)
    .where(live(siteId, kind, currency, now))
    .orderBy(asc(infoPages.sort), asc(infoPages.number));
}

export async function findLive(
  db: Db,
  siteId: number,
  kind: string,
  number: number,
  currency: string | null,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(infoPages)
    .where(and(live(siteId, kind, currency, now), eq(infoPages.number, number)));
  return row;
}

export function listAll(db: Db, siteId: number, kind?: string) {
  return db
    .select()
    .from(infoPages)
    .where(and(eq(infoPages.siteId, siteId), kind ? eq(infoPages.kind, kind) : undefined))
    .orderBy(asc(infoPages.kind), asc(infoPages.sort), asc(infoPages.number));
}

/** Which of `links` (`main/3`, `faq/2`) are not pages of the site: footer links must open one. */
export async function missingPageLinks(db: Db, siteId: number, links: readonly string[]) {
  if (!links.length) return [];
  const rows = await db
    .select({ kind: infoPages.kind, number: infoPages.number })
    .from(infoPages)
    .where(eq(infoPages.siteId, siteId));
  const have = new Set(rows.map((r) => `${r.kind}/${r.number}`));
  return links.filter((l) => !have.has(l));
}
