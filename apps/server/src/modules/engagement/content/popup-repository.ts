import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { popupMemberHides, popupPromotions, popupSettings } from './schema';

export interface PopupFilter {
  siteId: number;
  device: number;
  currency: string | null;
  now: Date;
}

/** Pop-ups live now for the device (0 means both), site and currency, in staff order. */
export function livePopups(db: Db, f: PopupFilter) {
  const p = popupPromotions;
  return db
    .select()
    .from(p)
    .where(
      and(
        eq(p.siteId, f.siteId),
        inArray(p.displayDevice, [0, f.device]),
        eq(p.active, true),
        or(isNull(p.startAt), lte(p.startAt, f.now)),
        or(isNull(p.endAt), gt(p.endAt, f.now)),
        f.currency
          ? or(isNull(p.currencies), sql`${f.currency} = any(${p.currencies})`)
          : isNull(p.currencies),
      ),
    )
    .orderBy(asc(p.sort), asc(p.id));
}

export async function displayFrequency(db: Db, siteId: number): Promise<number> {
  const [row] = await db.select().from(popupSettings).where(eq(popupSettings.siteId, siteId));
  return row?.displayFrequency ?? 1;
}

export async function hiddenAt(db: Db, memberId: number, device: number, location: number) {
  const [row] = await db
    .select({ at: popupMemberHides.hiddenAt })
    .from(popupMemberHides)
    .where(
      and(
        eq(popupMemberHides.memberId, memberId),
        eq(popupMemberHides.displayDevice, device),
        eq(popupMemberHides.displayLocation, location),
      ),
    );
  return row?.at ?? null;
}

export async function hide(db: Db, memberId: number, device: number, location: number, at: Date) {
  await db
    .insert(popupMemberHides)
    .values({ memberId, displayDevice: device, displayLocation: location, hiddenAt: at })
    .onConflictDoUpdate({
      target: [popupMemberHides.memberId, popupMemberHides.displayDevice, popupMemberHides.displayLocation],
      set: { hiddenAt: at },
    });
}
