import type { z } from 'zod';
import type { InfoPageKind, ZAdminInfoPage, ZInfoPageSummary } from '@arks/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { infoPages } from './schema';
import { InfoPageErrors } from './errors';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { pickText, requireDefaultLanguage } from '../../../platform/localized-text';
import type { Reader } from '../../../platform/reader';
import { sanitizeHtml, sanitizeStaffHtml } from '../../../platform/sanitize';
import type { StaffAuditWriter } from '../../accounts/staff';
import { findSite } from '../../sites/site';
import * as repo from './repository';

type Summary = z.infer<typeof ZInfoPageSummary>;
type PageInput = z.infer<typeof ZAdminInfoPage>;

export type InfoPageReader = Reader;

/** The text in the reader's language, else the site's, else English, else any. */
const pick = (texts: Record<string, string>, r: InfoPageReader) => pickText(texts, r.lang, r.fallbackLang);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(row: repo.InfoPageRow, r: InfoPageReader): Summary {
  return {
    id: row.number,
    title: pick(row.titles, r),
    summary: pick(row.summaries, r),
    cover_url: row.coverUrl,
    start_at: iso(row.startAt),
    end_at: iso(row.endAt),
  };
}

const sanitizeBodies = (texts: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(texts).map(([lang, html]) => [lang, sanitizeStaffHtml(html, `bodies.${lang}`)]),
  );

export type InfoPageService = ReturnType<typeof createInfoPageService>;

/** Promotions, questions and operator pages: read by anyone, written by content staff. */
export function createInfoPageService(deps: { db: Db; clock: Clock; audit: StaffAuditWriter }) {
  const { db, clock } = deps;

  return {
    async list(r: InfoPageReader, kind: InfoPageKind): Promise<Summary[]> {
      const rows = await repo.listLive(db, r.siteId, kind, r.currency, clock.now());
      return rows.map((row) => summaryOf(row, r));
    },

    async detail(r: InfoPageReader, kind: InfoPageKind, number: number) {
      const row = await repo.findLive(db, r.siteId, kind, number, r.currency, clock.now());
      if (!row) throw new AppError(InfoPageErrors.notFound);
      // Sanitized again on the way out: a body stored before rich text took pictures only from the
      // content image store still loads nothing from elsewhere.
      return { ...summaryOf(row, r), content: sanitizeHtml(pick(row.bodies, r)) };
    },

    async adminList(siteId: number, kind?: InfoPageKind) {
      const rows = await repo.listAll(db, siteId, kind);
      return rows.map((row) => ({
        id: row.id,
        site_id: row.siteId,
        kind: row.kind as InfoPageKind,
        number: row.number,
        titles: row.titles,
        summaries: row.summaries,
        bodies: row.bodies,
        cover_url: row.coverUrl,
        currencies: row.currencies,
        start_at: iso(row.startAt),
        end_at: iso(row.endAt),
        sort: row.sort,
        active: row.active,
        updated_at: row.updatedAt.toISOString(),
      }));
    },

    /**
     * Stores bodies sanitized (summaries are plain text, rendered as text), one row per address. The
     * title and body must be written in the site's default language, the one other readers fall back to.
     */
    async save(input: PageInput, who: { staffId: number; ip: string }) {
      const site = await findSite(db, input.site_id);
      if (!site)
        throw new AppError(PlatformErrors.badRequest, { message: `site_id: no site ${input.site_id}` });
      requireDefaultLanguage('titles', input.titles, site.defaultLanguage);
      requireDefaultLanguage('bodies', input.bodies, site.defaultLanguage);
      const now = clock.now();
      const values = {
        siteId: input.site_id,
        kind: input.kind,
        number: input.number,
        titles: input.titles,
        summaries: input.summaries ?? {},
        bodies: sanitizeBodies(input.bodies),
        coverUrl: input.cover_url ?? null,
        currencies: input.currencies ?? null,
        startAt: input.start_at ? new Date(input.start_at) : null,
        endAt: input.end_at ? new Date(input.end_at) : null,
        sort: input.sort,
        active: input.active,
        staffId: who.staffId,
        updatedAt: now,
      };
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(infoPages)
          .values({ ...values, createdAt: now })
          .onConflictDoUpdate({
            target: [infoPages.siteId, infoPages.kind, infoPages.number],
            set: values,
          })
          // xmax is 0 only for a row this statement inserted.
          .returning({ id: infoPages.id, created: sql<boolean>`(xmax = 0)` });
        await deps.audit({
          staffId: who.staffId,
          action: row!.created ? 'info_page_create' : 'info_page_update',
          target: `info-page:${row!.id}`,
          detail: { site_id: input.site_id, kind: input.kind, number: input.number },
          ip: who.ip,
        });
        return { id: row!.id, created: row!.created };
      });
    },

    async remove(id: number, who: { staffId: number; ip: string }, reason?: string) {
      const [row] = await db.delete(infoPages).where(eq(infoPages.id, id)).returning({
        id: infoPages.id,
        siteId: infoPages.siteId,
        kind: infoPages.kind,
        number: infoPages.number,
      });
      if (!row) throw new AppError(PlatformErrors.notFound, { message: `id: no info page ${id}` });
      await deps.audit({
        staffId: who.staffId,
        action: 'info_page_delete',
        target: `info-page:${id}`,
        detail: { site_id: row.siteId, kind: row.kind, number: row.number, reason: reason ?? null },
        ip: who.ip,
      });
      return { id };
    },
  };
}
