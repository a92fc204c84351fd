import { CURRENCIES, type TStaffRole } from '@arks/contracts';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { requireDefaultLanguage, type LocalizedTexts } from '../../../platform/localized-text';
import type { StaffAuditWriter } from '../../accounts/staff';
import { issuesMoney } from '../../money/ledger';
import { findSite } from '../../sites/site';

export interface CampaignStaff {
  staffId: number;
  role: TStaffRole;
  ip: string;
}

const mayNotIssue = () =>
  new AppError(PlatformErrors.forbidden, {
    message: 'Only finance or admin staff may create a money campaign or raise its amounts',
  });

/**
 * The staff side every money campaign (red envelopes, sign-in calendars) shares: who may issue its
 * money, its site's default-language title, and the audit row of each change.
 */
export function createCampaignAdmin(
  deps: { db: Db; audit: StaffAuditWriter },
  /** `action` prefixes the audit action (`red_envelope_create`), `target` its target (`red-envelope:7`). */
  kind: { action: string; target: string },
) {
  /** Staff's titles must say it in the site's default language, the one other readers fall back to. */
  async function checkTitles(siteId: number, titles: LocalizedTexts) {
    const site = await findSite(deps.db, siteId);
    if (!site) throw new AppError(PlatformErrors.badRequest, { message: `site_id: no site ${siteId}` });
    requireDefaultLanguage('titles', titles, site.defaultLanguage);
  }

  return {
    checkTitles,

    /** A money change (`raises`: a bigger budget or prize) only finance or admin staff may make. */
    checkMoney(who: CampaignStaff, raises = true) {
      if (raises && !issuesMoney(who.role)) throw mayNotIssue();
    },

    /** A new campaign: issued by finance or admin, in a real currency, titled in the site's language. */
    async checkNew(input: { site_id: number; currency: string; titles: LocalizedTexts }, who: CampaignStaff) {
      if (!issuesMoney(who.role)) throw mayNotIssue();
      if (!(input.currency in CURRENCIES)) {
        throw new AppError(PlatformErrors.badRequest, {
          message: `currency: ${input.currency} is not a currency`,
        });
      }
      await checkTitles(input.site_id, input.titles);
    },

    audit(who: CampaignStaff, verb: string, id: number, detail: Record<string, unknown>) {
      return deps.audit({
        staffId: who.staffId,
        action: `${kind.action}_${verb}`,
        target: `${kind.target}:${id}`,
        detail,
        ip: who.ip,
      });
    },
  };
}
export type CampaignAdmin = ReturnType<typeof createCampaignAdmin>;

type CampaignTable = PgTable & { id: PgColumn; siteId: PgColumn };

/**
 * A site's campaigns, newest first, each with how many members used it (`uses`: a count subquery,
 * qualified by hand: drizzle writes a lone column of a one-table select unqualified).
 */
export async function listCampaignPage<T extends CampaignTable>(
  db: Db,
  table: T,
  q: { siteId: number; uses: SQL<number>; newestFirst: PgColumn },
) {
  const rows = await db
    .select({ row: table as PgTable, uses: q.uses })
    .from(table as PgTable)
    .where(eq(table.siteId, q.siteId))
    .orderBy(desc(q.newestFirst), desc(table.id));
  return rows as unknown as { row: T['$inferSelect']; uses: number }[];
}
