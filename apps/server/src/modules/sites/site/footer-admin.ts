import type { z } from 'zod';
import { FOOTER_PAGE_LINK, type AdminFooterSave } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { StaffAuditWriter } from '../../accounts/staff';
import { missingPageLinks } from '../../engagement/info-pages';
import * as repo from './repository';
import { footerItems, footerSections } from './schema';

type FooterInput = z.infer<typeof AdminFooterSave.request>;
interface Staff {
  staffId: number;
  ip: string;
}

export type FooterAdmin = ReturnType<typeof createFooterAdmin>;

/** Staff read and replace a site's desktop footer (sections and their links), audited before/after. */
export function createFooterAdmin(deps: { db: Db; clock: Clock; audit: StaffAuditWriter }) {
  const { db, clock } = deps;

  async function stored(siteId: number) {
    const sections = await repo.listFooter(db, siteId);
    return sections.map(({ section, items }) => ({
      id: section.id,
      section: section.section,
      titles: section.titles as Record<string, string>,
      sort: section.sort,
      items: items.map((i) => ({
        id: i.id,
        titles: i.titles as Record<string, string>,
        url: i.url,
        sort: i.sort,
      })),
    }));
  }

  return {
    list: async (siteId: number) => ({ sections: await stored(siteId) }),

    async save(v: FooterInput, who: Staff) {
      if (!(await repo.findSite(db, v.site_id)))
        throw new AppError(PlatformErrors.badRequest, { message: `site_id: no site ${v.site_id}` });
      // Links to the site's own pages must open one: name the first item whose page is missing.
      const inner = v.sections.flatMap((s, i) =>
        s.items.flatMap((item, j) => (FOOTER_PAGE_LINK.test(item.url) ? [{ i, j, url: item.url }] : [])),
      );
      const missing = new Set(
        await missingPageLinks(
          db,
          v.site_id,
          inner.map((l) => l.url),
        ),
      );
      const bad = inner.find((l) => missing.has(l.url));
      if (bad)
        throw new AppError(PlatformErrors.badRequest, {
          message: `sections.${bad.i}.items.${bad.j}.url: no page ${bad.url} on this site`,
        });

      const before = await stored(v.site_id);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.delete(footerSections).where(eq(footerSections.siteId, v.site_id));
        for (const s of v.sections) {
          const [row] = await tx
            .insert(footerSections)
            .values({
              siteId: v.site_id,
              section: s.section,
              titles: dropEmpty(s.titles),
              sort: s.sort,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: footerSections.id });
          if (s.items.length)
            await tx.insert(footerItems).values(
              s.items.map((i) => ({
                sectionId: row!.id,
                titles: dropEmpty(i.titles),
                url: i.url,
                sort: i.sort,
                createdAt: now,
                updatedAt: now,
              })),
            );
        }
      });
      await deps.audit({
        staffId: who.staffId,
        action: 'footer_save',
        target: `footer:${v.site_id}`,
        detail: { before, after: v.sections, ...(v.reason ? { reason: v.reason } : {}) },
        ip: who.ip,
      });
      return {
        sections: v.sections.length,
        items: v.sections.reduce((n, s) => n + s.items.length, 0),
      };
    },
  };
}

/** An empty title means "the site's own label": it is not stored, so the reader's fallback applies. */
function dropEmpty(titles: Record<string, string>) {
  return Object.fromEntries(Object.entries(titles).filter(([, t]) => t.length > 0));
}
