import type { z } from 'zod';
import { RealtimeChannels, type ZAdminBanner, type ZAdminMarquee, type ZAdminPopup } from '@arks/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { banners, marqueeAnnouncements, popupPromotions, popupSettings } from './schema';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import { sanitizeStaffHtml } from '../../../platform/sanitize';
import type { StaffAuditWriter } from '../../accounts/staff';

type Banner = z.infer<typeof ZAdminBanner>;
type Marquee = z.infer<typeof ZAdminMarquee>;
type Popup = z.infer<typeof ZAdminPopup>;
export interface Staff {
  staffId: number;
  ip: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const when = (v: string | null | undefined) => (v ? new Date(v) : null);
const notFound = (what: string, id: number) =>
  new AppError(PlatformErrors.notFound, { message: `id: no ${what} ${id}` });

/** Staff edit the home content; every change is audited, and banner changes reach open pages live. */
export function createContentAdmin(deps: {
  db: Db;
  clock: Clock;
  audit: StaffAuditWriter;
  realtime: RealtimePublisher;
  siteCurrencies: (siteId: number) => Promise<string[]>;
}) {
  const { db, clock } = deps;

  /** Spec §7: carousel_picture.url on web_api.{currency} makes pages refetch their banners. */
  async function announceBanners(siteId: number) {
    for (const currency of await deps.siteCurrencies(siteId)) {
      deps.realtime.toPublic(siteId, RealtimeChannels.webApi(currency), 'carousel_picture.url', {});
    }
  }

  const audited = async (who: Staff, action: string, target: string, detail: object) =>
    deps.audit({
      staffId: who.staffId,
      action,
      target,
      detail: detail as Record<string, unknown>,
      ip: who.ip,
    });

  /** Insert, or update the row `id` names (404 when it does not exist). */
  async function upsert<T extends { id: number }>(
    table: typeof banners | typeof marqueeAnnouncements | typeof popupPromotions,
    id: number | undefined,
    values: Record<string, unknown>,
    what: string,
  ): Promise<T> {
    const now = clock.now();
    if (id === undefined) {
      const [row] = await db
        .insert(table)
        .values({ ...values, createdAt: now, updatedAt: now } as never)
        .returning();
      return row as unknown as T;
    }
    const [row] = await db
      .update(table)
      .set({ ...values, updatedAt: now } as never)
      .where(eq(table.id, id))
      .returning();
    if (!row) throw notFound(what, id);
    return row as unknown as T;
  }

  /** The row as it was before a change, for the audit (null for a new row; 404 for an unknown id). */
  async function before(
    table: typeof banners | typeof marqueeAnnouncements | typeof popupPromotions,
    id: number | undefined,
    what: string,
  ) {
    if (id === undefined) return null;
    const [row] = await db.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound(what, id);
    return row as Record<string, unknown>;
  }

  async function remove(
    table: typeof banners | typeof marqueeAnnouncements | typeof popupPromotions,
    id: number,
    what: string,
  ) {
    const [row] = await db.delete(table).where(eq(table.id, id)).returning();
    if (!row) throw notFound(what, id);
    return row as { id: number; siteId: number } & Record<string, unknown>;
  }

  async function readPopupSettings(siteId: number) {
    const [row] = await db.select().from(popupSettings).where(eq(popupSettings.siteId, siteId));
    return { site_id: siteId, display_frequency: row?.displayFrequency ?? 1 };
  }

  const shared = (v: {
    site_id: number;
    currencies?: string[] | null;
    sort: number;
    active: boolean;
    start_at?: string | null;
    end_at?: string | null;
  }) => ({
    siteId: v.site_id,
    currencies: v.currencies ?? null,
    sort: v.sort,
    active: v.active,
    startAt: when(v.start_at),
    endAt: when(v.end_at),
  });

  return {
    async listBanners(siteId: number) {
      const rows = await db
        .select()
        .from(banners)
        .where(eq(banners.siteId, siteId))
        .orderBy(asc(banners.useType), asc(banners.sort));
      return rows.map((r) => ({
        id: r.id,
        site_id: r.siteId,
        use_type: r.useType as 0 | 1 | 2,
        image_url: r.imageUrl,
        link: r.link,
        link_type: r.linkType as 0 | 1 | 2,
        link_method: r.linkMethod as 0 | 1,
        game_link_parameter: r.gameLink ?? null,
        currencies: r.currencies,
        languages: r.languages,
        sort: r.sort,
        active: r.active,
        start_at: iso(r.startAt),
        end_at: iso(r.endAt),
        updated_at: r.updatedAt.toISOString(),
      }));
    },
    async saveBanner(v: Banner, who: Staff) {
      const was = await before(banners, v.id, 'banner');
      const row = await upsert<{ id: number }>(
        banners,
        v.id,
        {
          ...shared(v),
          useType: v.use_type,
          imageUrl: v.image_url,
          link: v.link,
          linkType: v.link_type,
          linkMethod: v.link_method,
          gameLink: v.game_link_parameter ?? null,
          languages: v.languages ?? null,
        },
        'banner',
      );
      await audited(who, v.id ? 'banner_update' : 'banner_create', `banner:${row.id}`, {
        before: was,
        after: row,
      });
      await announceBanners(v.site_id);
      return { id: row.id };
    },
    async deleteBanner(id: number, who: Staff, reason?: string) {
      const row = await remove(banners, id, 'banner');
      await audited(who, 'banner_delete', `banner:${id}`, { before: row, after: null, reason });
      await announceBanners(row.siteId);
      return { id };
    },

    async listMarquee(siteId: number) {
      const rows = await db
        .select()
        .from(marqueeAnnouncements)
        .where(eq(marqueeAnnouncements.siteId, siteId))
        .orderBy(asc(marqueeAnnouncements.sort));
      return rows.map((r) => ({
        id: r.id,
        site_id: r.siteId,
        texts: r.texts,
        display_before_login: r.displayBeforeLogin as 0 | 1,
        display_after_login: r.displayAfterLogin as 0 | 1,
        currencies: r.currencies,
        sort: r.sort,
        active: r.active,
        start_at: iso(r.startAt),
        end_at: iso(r.endAt),
        updated_at: r.updatedAt.toISOString(),
      }));
    },
    async saveMarquee(v: Marquee, who: Staff) {
      // Marquee lines are plain text; markup is kept out rather than rendered.
      const texts = Object.fromEntries(
        Object.entries(v.texts).map(([k, t]) => [k, t.replace(/<[^>]*>/g, '')]),
      );
      const was = await before(marqueeAnnouncements, v.id, 'marquee line');
      const row = await upsert<{ id: number }>(
        marqueeAnnouncements,
        v.id,
        {
          ...shared(v),
          texts,
          displayBeforeLogin: v.display_before_login,
          displayAfterLogin: v.display_after_login,
        },
        'marquee line',
      );
      await audited(who, v.id ? 'marquee_update' : 'marquee_create', `marquee:${row.id}`, {
        before: was,
        after: row,
      });
      return { id: row.id };
    },
    async deleteMarquee(id: number, who: Staff, reason?: string) {
      const row = await remove(marqueeAnnouncements, id, 'marquee line');
      await audited(who, 'marquee_delete', `marquee:${id}`, { before: row, after: null, reason });
      return { id };
    },

    async listPopups(siteId: number) {
      const rows = await db
        .select()
        .from(popupPromotions)
        .where(eq(popupPromotions.siteId, siteId))
        .orderBy(asc(popupPromotions.sort));
      return rows.map((r) => ({
        id: r.id,
        site_id: r.siteId,
        display_device: r.displayDevice as 0 | 1 | 2,
        locations: r.locations as (2 | 3)[],
        for_visitors: r.forVisitors as 0 | 1,
        titles: r.titles,
        bodies: r.bodies,
        currencies: r.currencies,
        sort: r.sort,
        active: r.active,
        start_at: iso(r.startAt),
        end_at: iso(r.endAt),
        updated_at: r.updatedAt.toISOString(),
      }));
    },
    async savePopup(v: Popup, who: Staff) {
      const bodies = Object.fromEntries(
        Object.entries(v.bodies).map(([k, html]) => [k, sanitizeStaffHtml(html, `bodies.${k}`)]),
      );
      const was = await before(popupPromotions, v.id, 'pop-up');
      const row = await upsert<{ id: number }>(
        popupPromotions,
        v.id,
        {
          ...shared(v),
          displayDevice: v.display_device,
          locations: v.locations,
          forVisitors: v.for_visitors,
          titles: v.titles,
          bodies,
        },
        'pop-up',
      );
      await audited(who, v.id ? 'popup_update' : 'popup_create', `popup:${row.id}`, {
        before: was,
        after: row,
      });
      return { id: row.id };
    },
    async deletePopup(id: number, who: Staff, reason?: string) {
      const row = await remove(popupPromotions, id, 'pop-up');
      await audited(who, 'popup_delete', `popup:${id}`, { before: row, after: null, reason });
      return { id };
    },

    readPopupSettings,
    async popupSettings(v: { site_id: number; display_frequency: number }, who: Staff) {
      const was = await readPopupSettings(v.site_id);
      await db
        .insert(popupSettings)
        .values({ siteId: v.site_id, displayFrequency: v.display_frequency })
        .onConflictDoUpdate({ target: popupSettings.siteId, set: { displayFrequency: v.display_frequency } });
      await audited(who, 'popup_settings', `site:${v.site_id}`, { before: was, after: v });
      return v;
    },
  };
}
export type ContentAdmin = ReturnType<typeof createContentAdmin>;
