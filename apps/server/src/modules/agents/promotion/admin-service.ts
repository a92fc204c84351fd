import type { TAdminAgentLink, TAdminAgentLinkPage } from '@arks/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { memberIdsByAccount, withMemberAccounts } from '../../accounts/member';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { findSite } from '../../sites/site';
import { AdminPromotionErrors as E } from './errors';
import * as repo from './repository';
import type { AgentLinkRow, LinkStatus } from './repository';
import { countsOf } from './service';

/** Link statistics for staff, and blocking a link (audited with the link before and after). */
export function createAdminPromotionService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const siteOf = async (siteId: number) => {
    const site = await findSite(db, siteId);
    if (!site) throw new AppError(PlatformErrors.siteNotFound);
    return site;
  };

  const views = async (tx: DbOrTx, links: AgentLinkRow[], site: { id: number; timeZone: string }) => {
    const [counts, named] = await Promise.all([
      countsOf(tx, links, site, clock.now()),
      withMemberAccounts(
        tx,
        links.map((l) => ({ ...l, memberId: l.agentId })),
      ),
    ]);
    return named.map(({ order: l, account }): TAdminAgentLink => {
      const c = counts.get(l.id);
      return {
        id: l.id,
        agent_id: l.agentId,
        agent_account: account,
        currency: l.currency,
        name: l.name,
        code: l.code,
        status: l.status,
        clicks: c?.clicks ?? 0,
        registrations: c?.registrations ?? 0,
        first_deposits: c?.firstDeposits ?? 0,
        created_at: l.createdAt.toISOString(),
      };
    });
  };

  return {
    async list(q: {
      site_id: number;
      currency?: string;
      agent?: string;
      status?: LinkStatus;
      page: number;
      page_size: number;
    }): Promise<TAdminAgentLinkPage> {
      const site = await siteOf(q.site_id);
      const agentIds = q.agent ? await memberIdsByAccount(db, q.agent.toLowerCase(), q.site_id) : undefined;
      const { rows, all } = await repo.searchLinks(db, {
        siteId: q.site_id,
        currency: q.currency,
        agentIds,
        status: q.status,
        page: q.page,
        pageSize: q.page_size,
      });
      // The totals cover every link the filters match; their counts are read without the names.
      const totalCounts = await countsOf(db, all, site, clock.now());
      const totals = { clicks: 0, registrations: 0, first_deposits: 0 };
      for (const c of totalCounts.values()) {
        totals.clicks += c.clicks;
        totals.registrations += c.registrations;
        totals.first_deposits += c.firstDeposits;
      }
      return {
        list: await views(db, rows, site),
        total: all.length,
        page: q.page,
        page_size: q.page_size,
        totals,
      };
    },

    async block(who: StaffActor, input: { site_id: number; id: number; blocked: boolean; reason: string }) {
      const site = await siteOf(input.site_id);
      return db.transaction(async (tx) => {
        const link = await repo.findLink(tx, input.id, true);
        if (!link || link.siteId !== input.site_id) throw new AppError(E.linkNotFound);
        const [before] = await views(tx, [link], site);
        const status: LinkStatus = input.blocked
          ? 'blocked'
          : link.status === 'blocked'
            ? 'active'
            : link.status;
        const changed = await repo.updateLink(tx, link.id, { status }, clock.now());
        const [after] = await views(tx, [changed], site);
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: who.staffId,
          action: input.blocked ? 'agent_link_blocked' : 'agent_link_released',
          target: `site:${input.site_id}`,
          detail: { reason: input.reason, before, after },
          ip: who.ip,
        });
        return after!;
      });
    },
  };
}
export type AdminPromotionService = ReturnType<typeof createAdminPromotionService>;
