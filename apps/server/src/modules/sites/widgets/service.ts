import type { z } from 'zod';
import {
  DEFAULT_MOBILE_FOOTER,
  type AdminMobileFooterSave,
  type TFloatItem,
  type TMobileFooterItem,
  type ZAdminFloatItem,
} from '@arks/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { floatItems, mobileFooterItems, registerBackgrounds } from './schema';
import { findSite } from '../site';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { StaffAuditWriter } from '../../accounts/staff';

type FloatInput = z.infer<typeof ZAdminFloatItem>;
type FooterInput = z.infer<typeof AdminMobileFooterSave.request>;
interface Staff {
  staffId: number;
  ip: string;
}

const floatView = (r: typeof floatItems.$inferSelect): TFloatItem => ({
  id: r.id,
  image_url: r.imageUrl,
  title: r.title,
  link: r.link,
  link_method: r.linkMethod === 1 ? 1 : 0,
  position: r.position,
  device: (r.device === 1 || r.device === 2 ? r.device : 0) as 0 | 1 | 2,
  sort: r.sort,
});

export type SiteWidgetService = ReturnType<typeof createSiteWidgetService>;

/** Float items, the register background and the mobile footer: read by pages, set by staff (audited). */
export function createSiteWidgetService(deps: { db: Db; clock: Clock; audit: StaffAuditWriter }) {
  const { db, clock } = deps;
  const audited = (who: Staff, action: string, target: string, detail: object) =>
    deps.audit({
      staffId: who.staffId,
      action,
      target,
      detail: detail as Record<string, unknown>,
      ip: who.ip,
    });
  const footerRows = (siteId: number, template: string) =>
    db
      .select()
      .from(mobileFooterItems)
      .where(and(eq(mobileFooterItems.siteId, siteId), eq(mobileFooterItems.template, template)))
      .orderBy(asc(mobileFooterItems.sort));
  async function knownSite(siteId: number) {
    const site = await findSite(db, siteId);
    if (!site) throw new AppError(PlatformErrors.badRequest, { message: `site_id: no site ${siteId}` });
  }

  return {
    async floats(siteId: number, onlyActive = true) {
      const rows = await db
        .select()
        .from(floatItems)
        .where(
          onlyActive
            ? and(eq(floatItems.siteId, siteId), eq(floatItems.active, true))
            : eq(floatItems.siteId, siteId),
        )
        .orderBy(asc(floatItems.sort), asc(floatItems.id));
      return rows;
    },
    floatView,

    async saveFloat(v: FloatInput, who: Staff) {
      await knownSite(v.site_id);
      const values = {
        siteId: v.site_id,
        imageUrl: v.image_url,
        title: v.title,
        link: v.link,
        linkMethod: v.link_method,
        position: v.position,
        device: v.device,
        sort: v.sort,
        active: v.active,
        updatedAt: clock.now(),
      };
      let id = v.id;
      let before: typeof floatItems.$inferSelect | null = null;
      if (id !== undefined) {
        [before = null] = await db.select().from(floatItems).where(eq(floatItems.id, id));
      }
      if (id === undefined) {
        [{ id }] = (await db.insert(floatItems).values(values).returning({ id: floatItems.id })) as [
          { id: number },
        ];
      } else {
        const [row] = await db
          .update(floatItems)
          .set(values)
          .where(eq(floatItems.id, id))
          .returning({ id: floatItems.id });
        if (!row) throw new AppError(PlatformErrors.notFound, { message: `id: no float item ${id}` });
      }
      await audited(who, 'float_save', `float:${id}`, { before, after: v });
      return { id: id! };
    },

    async deleteFloat(id: number, who: Staff, reason?: string) {
      const [row] = await db.delete(floatItems).where(eq(floatItems.id, id)).returning();
      if (!row) throw new AppError(PlatformErrors.notFound, { message: `id: no float item ${id}` });
      await audited(who, 'float_delete', `float:${id}`, { before: row, after: null, reason });
      return { id };
    },

    async registerBackground(siteId: number, template: string) {
      const [row] = await db
        .select({ imageUrl: registerBackgrounds.imageUrl })
        .from(registerBackgrounds)
        .where(and(eq(registerBackgrounds.siteId, siteId), eq(registerBackgrounds.template, template)));
      return { detail: row ? { image_url: row.imageUrl } : null };
    },

    async saveRegisterBackground(
      v: { site_id: number; template: string; image_url: string | null; reason?: string },
      who: Staff,
    ) {
      await knownSite(v.site_id);
      const key = and(
        eq(registerBackgrounds.siteId, v.site_id),
        eq(registerBackgrounds.template, v.template),
      );
      const [was] = await db
        .select({ image_url: registerBackgrounds.imageUrl })
        .from(registerBackgrounds)
        .where(key);
      if (v.image_url === null) await db.delete(registerBackgrounds).where(key);
      else {
        const set = { imageUrl: v.image_url, updatedAt: clock.now() };
        await db
          .insert(registerBackgrounds)
          .values({ siteId: v.site_id, template: v.template, ...set })
          .onConflictDoUpdate({ target: [registerBackgrounds.siteId, registerBackgrounds.template], set });
      }
      await audited(who, 'register_background_save', `register-background:${v.site_id}:${v.template}`, {
        before: was ?? null,
        after: v.image_url === null ? null : { image_url: v.image_url },
        ...(v.reason ? { reason: v.reason } : {}),
      });
      return { detail: v.image_url ? { image_url: v.image_url } : null };
    },

    /** The site's tab bar for this template in `lang`; the product's default until staff set one. */
    async mobileFooter(siteId: number, template: string, lang: string): Promise<TMobileFooterItem[]> {
      const rows = await footerRows(siteId, template);
      if (!rows.length) return DEFAULT_MOBILE_FOOTER;
      return rows.map((r) => ({
        kind: r.kind as TMobileFooterItem['kind'],
        title: r.titles[lang] ?? '',
        url: r.url,
      }));
    },

    async adminRegisterBackgrounds(siteId: number) {
      const rows = await db
        .select()
        .from(registerBackgrounds)
        .where(eq(registerBackgrounds.siteId, siteId))
        .orderBy(asc(registerBackgrounds.template));
      return { list: rows.map((r) => ({ template: r.template, image_url: r.imageUrl })) };
    },

    async adminMobileFooter(siteId: number, template: string) {
      const rows = await footerRows(siteId, template);
      if (!rows.length)
        return {
          saved: false,
          items: DEFAULT_MOBILE_FOOTER.map((i) => ({ kind: i.kind, titles: {}, url: '' })),
        };
      const items = rows.map((r) => ({
        kind: r.kind as TMobileFooterItem['kind'],
        titles: r.titles,
        url: r.url,
      }));
      return { saved: true, items };
    },

    async saveMobileFooter(v: FooterInput, who: Staff) {
      await knownSite(v.site_id);
      const bad = v.items.findIndex((i) => i.kind === 'link' && !/^(https?:\/\/|\/)/.test(i.url));
      if (bad >= 0)
        throw new AppError(PlatformErrors.badRequest, {
          message: `items.${bad}.url: a site path or http(s) address`,
        });
      const before = (await footerRows(v.site_id, v.template)).map((r) => ({
        kind: r.kind,
        titles: r.titles,
        url: r.url,
      }));
      await db.transaction(async (tx) => {
        const key = and(eq(mobileFooterItems.siteId, v.site_id), eq(mobileFooterItems.template, v.template));
        await tx.delete(mobileFooterItems).where(key);
        await tx.insert(mobileFooterItems).values(
          v.items.map((i, sort) => ({
            siteId: v.site_id,
            template: v.template,
            kind: i.kind,
            titles: i.titles,
            url: i.url,
            sort,
          })),
        );
      });
      await audited(who, 'mobile_footer_save', `mobile-footer:${v.site_id}:${v.template}`, {
        before,
        after: v.items,
      });
      return { count: v.items.length };
    },
    /** Back to the product's default tab bar for the template. */
    async resetMobileFooter(v: { site_id: number; template: string; reason: string }, who: Staff) {
      await knownSite(v.site_id);
      const removed = await db
        .delete(mobileFooterItems)
        .where(and(eq(mobileFooterItems.siteId, v.site_id), eq(mobileFooterItems.template, v.template)))
        .returning();
      await audited(who, 'mobile_footer_reset', `mobile-footer:${v.site_id}:${v.template}`, {
        before: removed
          .sort((a, b) => a.sort - b.sort)
          .map((r) => ({ kind: r.kind, titles: r.titles, url: r.url })),
        after: null,
        reason: v.reason,
      });
      return { count: removed.length };
    },
  };
}
