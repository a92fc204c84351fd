import { LOGO_KINDS, type TLogoKind } from '@arks/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, fieldError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { StaffAuditWriter } from '../../accounts/staff';
import { siteLogos, sites } from './schema';

interface Staff {
  staffId: number;
  ip: string;
}

export type SiteLogosAdmin = ReturnType<typeof createSiteLogosAdmin>;

/** The content image store (engagement/content), as logos need it. */
export interface PictureStore {
  /** Whether `url` is a store address of a picture that is stored. */
  isStored(url: string): Promise<boolean>;
}

/**
 * Staff set and remove a site's logos, one picture per kind. The member logo answer is read from the
 * table on every call (not cached), so a change shows on the next fetch; each change is audited with
 * the address it replaced. A logo is a picture from the content image store, never an address staff
 * name: every visitor loads it, and a host of staff's choosing would learn each visitor's address.
 */
export function createSiteLogosAdmin(deps: {
  db: Db;
  clock: Clock;
  audit: StaffAuditWriter;
  pictures: PictureStore;
}) {
  const { db } = deps;
  const noSite = (id: number) => new AppError(PlatformErrors.notFound, { message: `site_id: no site ${id}` });
  const audited = (who: Staff, action: string, siteId: number, detail: Record<string, unknown>) =>
    deps.audit({ staffId: who.staffId, action, target: `site:${siteId}`, detail, ip: who.ip });
  const rank = (kind: string) => LOGO_KINDS.indexOf(kind as TLogoKind);

  async function siteExists(siteId: number) {
    const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
    return row !== undefined;
  }

  return {
    async list(siteId: number) {
      if (!(await siteExists(siteId))) throw noSite(siteId);
      const rows = await db
        .select({ kind: siteLogos.kind, path: siteLogos.path, updatedAt: siteLogos.updatedAt })
        .from(siteLogos)
        .where(eq(siteLogos.siteId, siteId));
      return {
        site_id: siteId,
        list: rows
          .sort((a, b) => rank(a.kind) - rank(b.kind))
          .map((row) => ({
            kind: row.kind as TLogoKind,
            photo_path: row.path,
            updated_at: row.updatedAt.toISOString(),
          })),
      };
    },

    async save(siteId: number, kind: TLogoKind, photoPath: string, who: Staff) {
      // The contract already refused addresses outside the store; this refuses one naming no picture.
      if (!(await deps.pictures.isStored(photoPath)))
        throw fieldError('photo_path', 'no picture is stored at this address: upload it first');
      // The old address is read under the row's lock so the audit names exactly what was replaced.
      const before = await db.transaction(async (tx) => {
        const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('share');
        if (!site) throw noSite(siteId);
        const [old] = await tx
          .select({ path: siteLogos.path })
          .from(siteLogos)
          .where(and(eq(siteLogos.siteId, siteId), eq(siteLogos.kind, kind)))
          .for('update');
        const now = deps.clock.now();
        await tx
          .insert(siteLogos)
          .values({ siteId, kind, path: photoPath, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [siteLogos.siteId, siteLogos.kind],
            set: { path: photoPath, updatedAt: now },
          });
        return old?.path ?? null;
      });
      await audited(who, 'site_logo_save', siteId, { kind, before, after: photoPath });
      return { site_id: siteId, kind, photo_path: photoPath };
    },

    async remove(siteId: number, kind: TLogoKind, reason: string, who: Staff) {
      if (!(await siteExists(siteId))) throw noSite(siteId);
      const [gone] = await db
        .delete(siteLogos)
        .where(and(eq(siteLogos.siteId, siteId), eq(siteLogos.kind, kind)))
        .returning({ path: siteLogos.path });
      if (!gone) {
        throw new AppError(PlatformErrors.notFound, { message: `kind: site ${siteId} has no ${kind} logo` });
      }
      await audited(who, 'site_logo_delete', siteId, { kind, before: gone.path, after: null, reason });
      return { site_id: siteId, kind };
    },
  };
}
