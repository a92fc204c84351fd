import { CURRENCIES, fromMinor, MONEY_LIMITS, type CurrencyCode, type TStaffRole } from '@arks/contracts';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { StaffIdentity } from '../../../platform/request-context';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { requireDefaultLanguage, type LocalizedTexts } from '../../../platform/localized-text';
import type { StaffAuditWriter } from '../../accounts/staff';
import { createIssuanceLimits } from '../../money/approvals';
import { issuesMoney } from '../../money/ledger';
import { findSite } from '../../sites/site';

export interface CampaignStaff {
  staffId: number;
  role: TStaffRole;
  ip: string;
}

const mayNotIssue = (limit: string) =>
  new AppError(PlatformErrors.forbidden, {
    message: `budget: above ${limit} only finance or admin staff may set a campaign's budget or raise its prizes`,
  });

/**
 * Who may put money into a campaign. Content staff run campaigns, so they may set a budget up to the
 * currency's approval line (MONEY_LIMITS.approvalAbove: the same line above which a manual adjustment
 * waits for a second approver); above it, or to raise a prize past it, finance or admin staff must
 * make the change themselves. Support staff never issue money.
 */
function mayIssue(role: TStaffRole, budget: bigint, currency: CurrencyCode): boolean {
  if (issuesMoney(role)) return true;
  return role === 'content' && budget <= MONEY_LIMITS[currency].approvalAbove;
}
const lineOf = (c: CurrencyCode) => `${fromMinor(MONEY_LIMITS[c].approvalAbove, c)} ${c}`;

/**
 * The staff side every money campaign (red envelopes, sign-in calendars) shares: who may issue its
 * money, its site's default-language title, and the audit row of each change.
 */
export function createCampaignAdmin(
  deps: { db: Db; clock: Clock; audit: StaffAuditWriter },
  /** `action` prefixes the audit action (`red_envelope_create`), `target` its target (`red-envelope:7`). */
  kind: { action: string; target: string },
) {
  /** Staff's titles must say it in the site's default language, the one other readers fall back to. */
  async function checkTitles(siteId: number, titles: LocalizedTexts) {
    const site = await findSite(deps.db, siteId);
    if (!site) throw new AppError(PlatformErrors.badRequest, { message: `site_id: no site ${siteId}` });
    requireDefaultLanguage('titles', titles, site.defaultLanguage);
  }

  const limits = createIssuanceLimits(deps);

  return {
    checkTitles,

    /**
     * Budget a content staff member adds (a new campaign's, or a raise) draws on their daily bound
     * (approvals' `campaign_staff_day`), so budgets at the approval line cannot be stacked all day.
     * Run it in the transaction that stores the budget: a refusal rolls the change back. Finance and
     * admin staff set budgets as a money role does and draw on nothing.
     */
    async drawBudget(tx: DbOrTx, who: CampaignStaff, change: { added: bigint; currency: CurrencyCode }) {
      if (who.role !== 'content' || change.added <= 0n) return;
      const drawn = await limits.draw(tx, [
        {
          scope: 'campaign_staff_day',
          subjectId: who.staffId,
          currency: change.currency,
          amount: change.added,
        },
      ]);
      if (!drawn) {
        throw new AppError(PlatformErrors.forbidden, {
          message: `budget: with this one, the campaign budgets you set today pass your daily bound in ${change.currency}; finance or admin staff must set it`,
        });
      }
    },

    /** A money change (`raises`: a bigger budget or prize): within the staff member's line (`mayIssue`). */
    checkMoney(who: CampaignStaff, change: { raises: boolean; budget: bigint; currency: CurrencyCode }) {
      if (change.raises && !mayIssue(who.role, change.budget, change.currency)) {
        throw mayNotIssue(lineOf(change.currency));
      }
    },

    /** A new campaign's currency (a real one) and titles (in the site's language); its money is `checkMoney`'s. */
    async checkNew(input: { site_id: number; currency: string; titles: LocalizedTexts }) {
      if (!(input.currency in CURRENCIES)) {
        throw new AppError(PlatformErrors.badRequest, {
          message: `currency: ${input.currency} is not a currency`,
        });
      }
      await checkTitles(input.site_id, input.titles);
      return input.currency as CurrencyCode;
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
 * A site's campaigns, the newest made first (what staff just created is on top), each with how many
 * members used it (`uses`: a count subquery, qualified by hand: drizzle writes a lone column of a
 * one-table select unqualified).
 */
export async function listCampaignPage<T extends CampaignTable>(
  db: Db,
  table: T,
  q: { siteId: number; uses: SQL<number>; page?: number; pageSize?: number },
) {
  const pageSize = q.pageSize ?? 100;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: table as PgTable, uses: q.uses })
      .from(table as PgTable)
      .where(eq(table.siteId, q.siteId))
      .orderBy(desc(table.id))
      .limit(pageSize)
      .offset(((q.page ?? 1) - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table as PgTable)
      .where(eq(table.siteId, q.siteId)),
  ]);
  return { rows: rows as unknown as { row: T['$inferSelect']; uses: number }[], total: total?.n ?? 0 };
}

/** The staff member behind an admin call (the staff guard has run, so there is one). */
export const campaignStaff = (staff: StaffIdentity | null, request: { ip: string }): CampaignStaff => ({
  staffId: staff!.staffId,
  role: staff!.role,
  ip: request.ip,
});
