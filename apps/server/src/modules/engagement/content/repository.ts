import { and, asc, desc, eq, isNull, lte, gt, or, sql, type Column } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { banners, marqueeAnnouncements } from './schema';

/** Rows live at `now`: no start or started, and no end or not yet ended. */
function live(start: Column, end: Column, now: Date) {
  return and(or(isNull(start), lte(start, now)), or(isNull(end), gt(end, now)));
}

/** Null currencies means every currency; a visitor with no currency sees only those. */
function forCurrency(column: Column, currency: string | null) {
  return currency ? or(isNull(column), sql`${currency} = any(${column})`) : isNull(column);
}

export function liveBanners(db: Db, siteId: number, useType: number, currency: string | null, now: Date) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.siteId, siteId),
        eq(banners.useType, useType),
        eq(banners.active, true),
        live(banners.startAt, banners.endAt, now),
        forCurrency(banners.currencies, currency),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
}

export function liveMarquee(
  db: Db,
  siteId: number,
  currency: string | null,
  now: Date,
  order: 'asc' | 'desc',
) {
  const m = marqueeAnnouncements;
  return db
    .select()
    .from(m)
    .where(
      and(
        eq(m.siteId, siteId),
        eq(m.active, true),
        live(m.startAt, m.endAt, now),
        forCurrency(m.currencies, currency),
      ),
    )
    .orderBy(order === 'asc' ? asc(m.sort) : desc(m.sort), asc(m.id));
}
