import type { AdminAgentDomain } from '@arks/contracts';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, fieldError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { findSite } from '../../sites/site';
import { findMember, isActiveAgent, withMemberAccounts } from '../member';
import { createStaffAuditWriter, type StaffActor } from '../staff';
import { AgentDomainErrors } from './errors';
import { agentDomains } from './schema';

type DomainRow = typeof agentDomains.$inferSelect;

const likePart = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Rows as staff read them, each beside its agent's account. */
async function views(db: DbOrTx, rows: DomainRow[]): Promise<AdminAgentDomain[]> {
  const named = await withMemberAccounts(
    db,
    rows.map((r) => ({ ...r, memberId: r.agentId })),
  );
  return named.map(({ order: r, account }) => ({
    id: r.id,
    host: r.host,
    agent_id: r.agentId,
    agent_account: account,
    currency: r.currency,
    is_active: r.isActive,
  }));
}

/**
 * Agent domains as an admin keeps them: a host (unique across every site) whose registrations take
 * its agent as introducer and the agent's currency (§7 check-agent-domain reads them on each visit).
 */
export function createAdminAgentDomainService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const siteOf = async (siteId: number) => {
    if (!(await findSite(db, siteId))) throw new AppError(PlatformErrors.siteNotFound);
  };

  /** One change to domain `id` of the site, audited with the domain before and after. */
  const change = (
    who: StaffActor,
    input: { site_id: number; id: number; reason: string },
    action: string,
    work: (tx: DbOrTx, before: DomainRow) => Promise<DomainRow | null>,
  ) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(agentDomains)
        .where(and(eq(agentDomains.siteId, input.site_id), eq(agentDomains.id, input.id)))
        .for('update');
      if (!row) throw new AppError(AgentDomainErrors.notFound);
      const [before] = await views(tx, [row]);
      const changed = await work(tx, row);
      const [after] = changed ? await views(tx, [changed]) : [null];
      await createStaffAuditWriter(
        tx,
        clock,
      )({
        staffId: who.staffId,
        action,
        target: `site:${input.site_id}`,
        detail: { reason: input.reason, before, after },
        ip: who.ip,
      });
      return after ?? before!;
    });

  return {
    async list(q: { site_id: number; search?: string; page: number; page_size: number }) {
      await siteOf(q.site_id);
      const where = and(
        eq(agentDomains.siteId, q.site_id),
        q.search ? ilike(agentDomains.host, likePart(q.search)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(agentDomains)
          .where(where)
          .orderBy(asc(agentDomains.host))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(agentDomains).where(where),
      ]);
      return { list: await views(db, rows), total: total?.n ?? 0, page: q.page, page_size: q.page_size };
    },

    async add(who: StaffActor, input: { site_id: number; host: string; agent_id: number; reason: string }) {
      await siteOf(input.site_id);
      // The same rule as the agent links registration accepts: an active agent of this very site.
      if (!(await isActiveAgent(db, input.site_id, input.agent_id)))
        throw fieldError('agent_id', 'site_rules.agent_id.not_an_active_agent');
      const agent = (await findMember(db, input.agent_id))!;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(agentDomains)
          .values({
            siteId: input.site_id,
            host: input.host,
            agentId: agent.id,
            currency: agent.currency,
            isActive: true,
          })
          .onConflictDoNothing({ target: agentDomains.host })
          .returning();
        if (!row) throw new AppError(AgentDomainErrors.hostTaken);
        const [after] = await views(tx, [row]);
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: who.staffId,
          action: 'agent_domain_added',
          target: `site:${input.site_id}`,
          detail: { reason: input.reason, before: null, after },
          ip: who.ip,
        });
        return after!;
      });
    },

    update(who: StaffActor, input: { site_id: number; id: number; is_active: boolean; reason: string }) {
      return change(who, input, 'agent_domain_updated', async (tx, before) => {
        // Switched back on only while its agent still is one: otherwise it would register nobody.
        if (input.is_active && !before.isActive && !(await isActiveAgent(tx, input.site_id, before.agentId)))
          throw fieldError('is_active', 'site_rules.is_active.agent_not_active');
        const [row] = await tx
          .update(agentDomains)
          .set({ isActive: input.is_active })
          .where(eq(agentDomains.id, input.id))
          .returning();
        return row!;
      });
    },

    remove(who: StaffActor, input: { site_id: number; id: number; reason: string }) {
      return change(who, input, 'agent_domain_removed', async (tx) => {
        await tx.delete(agentDomains).where(eq(agentDomains.id, input.id));
        return null;
      });
    },
  };
}
export type AdminAgentDomainService = ReturnType<typeof createAdminAgentDomainService>;
