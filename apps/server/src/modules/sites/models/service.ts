import type { z } from 'zod';
import {
  RealtimeChannels,
  REALTIME_TEMPLATES,
  type SiteModelKind,
  type TSiteModelItem,
  type ZAdminSiteModel,
} from '@arks/contracts';
import { and, asc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteModels } from './schema';
import { findSite } from '../site';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import { sanitizeHtml, sanitizeStaffHtml } from '../../../platform/sanitize';
import type { StaffAuditWriter } from '../../accounts/staff';

type ModelInput = z.infer<typeof ZAdminSiteModel>;
interface Staff {
  staffId: number;
  ip: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const when = (v: string | null | undefined) => (v ? new Date(v) : null);

/** The realtime event that makes open pages refetch one kind (spec §7 "Realtime"). */
const EVENTS = {
  setting: 'model_settings.url',
  sponsor: 'model_sponsor.url',
  login: 'model_login.url',
} as const;

export type SiteModelService = ReturnType<typeof createSiteModelService>;

/** Template content: public lists per site, language and template; staff edits reach open pages live. */
export function createSiteModelService(deps: {
  db: Db;
  clock: Clock;
  audit: StaffAuditWriter;
  realtime: RealtimePublisher;
}) {
  const { db, clock } = deps;

  async function announce(siteId: number, kind: SiteModelKind, language: string) {
    const site = await findSite(db, siteId);
    if (!site) return;
    // Ads travel on the site template's channel (only the templates that have one); sponsor and login
    // lists on the mobile template channel.
    if (kind === 'setting') {
      if (!(REALTIME_TEMPLATES as readonly string[]).includes(site.siteTemplate)) return;
      deps.realtime.toPublic(siteId, RealtimeChannels.template(site.siteTemplate), EVENTS.setting, {
        lang: language,
      });
      return;
    }
    deps.realtime.toPublic(siteId, RealtimeChannels.bobMobileTemplate, EVENTS[kind], { lang: language });
  }

  const notFound = (id: number) =>
    new AppError(PlatformErrors.notFound, { message: `id: no template item ${id}` });

  return {
    /** Live items of one kind in this language, for this template or for every template. */
    async list(q: { siteId: number; kind: SiteModelKind; language: string; modelVersion?: string }) {
      const now = clock.now();
      const template: SQL = q.modelVersion
        ? or(isNull(siteModels.modelVersion), eq(siteModels.modelVersion, q.modelVersion))!
        : isNull(siteModels.modelVersion);
      const rows = await db
        .select()
        .from(siteModels)
        .where(
          and(
            eq(siteModels.siteId, q.siteId),
            eq(siteModels.kind, q.kind),
            eq(siteModels.language, q.language),
            eq(siteModels.active, true),
            template,
            or(isNull(siteModels.startAt), lte(siteModels.startAt, now)),
            or(isNull(siteModels.endAt), gt(siteModels.endAt, now)),
          ),
        )
        .orderBy(asc(siteModels.sort), asc(siteModels.id));
      return rows.map((r): TSiteModelItem => ({
        id: r.id,
        title: r.title,
        image_url: r.imageUrl,
        link: r.link,
        link_method: r.linkMethod === 1 ? 1 : 0,
        // Sanitized again on the way out: a story stored before rich text took pictures only from the
        // content image store still loads nothing from elsewhere.
        content: sanitizeHtml(r.content),
        sort: r.sort,
      }));
    },

    async adminList(siteId: number, kind?: SiteModelKind) {
      const rows = await db
        .select()
        .from(siteModels)
        .where(
          kind
            ? and(eq(siteModels.siteId, siteId), eq(siteModels.kind, kind))
            : eq(siteModels.siteId, siteId),
        )
        .orderBy(asc(siteModels.kind), asc(siteModels.language), asc(siteModels.sort), asc(siteModels.id));
      return rows.map((r) => ({
        id: r.id,
        site_id: r.siteId,
        kind: r.kind,
        language: r.language,
        model_version: r.modelVersion,
        title: r.title,
        image_url: r.imageUrl,
        link: r.link,
        link_method: (r.linkMethod === 1 ? 1 : 0) as 0 | 1,
        content: r.content,
        sort: r.sort,
        active: r.active,
        start_at: iso(r.startAt),
        end_at: iso(r.endAt),
        updated_at: r.updatedAt.toISOString(),
      }));
    },

    async save(v: ModelInput, who: Staff) {
      const site = await findSite(db, v.site_id);
      if (!site) throw new AppError(PlatformErrors.badRequest, { message: `site_id: no site ${v.site_id}` });
      const now = clock.now();
      const values = {
        siteId: v.site_id,
        kind: v.kind,
        language: v.language,
        modelVersion: v.model_version ?? null,
        title: v.title,
        imageUrl: v.image_url,
        link: v.link,
        linkMethod: v.link_method,
        content: sanitizeStaffHtml(v.content, 'content'),
        sort: v.sort,
        active: v.active,
        startAt: when(v.start_at),
        endAt: when(v.end_at),
        updatedAt: now,
      };
      let id = v.id;
      let before: { kind: SiteModelKind; language: string; siteId: number } | undefined;
      if (id === undefined) {
        const [row] = await db.insert(siteModels).values(values).returning({ id: siteModels.id });
        id = row!.id;
      } else {
        [before] = await db
          .select({ kind: siteModels.kind, language: siteModels.language, siteId: siteModels.siteId })
          .from(siteModels)
          .where(eq(siteModels.id, id));
        if (!before) throw notFound(id);
        await db.update(siteModels).set(values).where(eq(siteModels.id, id));
      }
      await deps.audit({
        staffId: who.staffId,
        action: 'site_model_save',
        target: `site_model:${id}`,
        detail: { ...v, content: v.content ? 'set' : '' },
        ip: who.ip,
      });
      // A moved item leaves its old list too.
      if (
        before &&
        (before.kind !== v.kind || before.language !== v.language || before.siteId !== v.site_id)
      ) {
        await announce(before.siteId, before.kind, before.language);
      }
      await announce(v.site_id, v.kind, v.language);
      return { id };
    },

    async remove(id: number, who: Staff, reason?: string) {
      const [row] = await db.delete(siteModels).where(eq(siteModels.id, id)).returning();
      if (!row) throw notFound(id);
      await deps.audit({
        staffId: who.staffId,
        action: 'site_model_delete',
        target: `site_model:${id}`,
        detail: { kind: row.kind, language: row.language, reason },
        ip: who.ip,
      });
      await announce(row.siteId, row.kind, row.language);
      return { id };
    },
  };
}
