import { randomBytes, randomInt } from 'node:crypto';
import { AGENT_LINK_LIMIT, type CallData, type AgentLinks } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { AttemptLimiter } from '../../../platform/attempt-limiter';
import type { Clock } from '../../../platform/clock';
import { calendarDay } from '../../../platform/day-window';
import type { MemberIdentity } from '../../../platform/request-context';
import { findMemberById, isActiveAgent } from '../../accounts/member';
import { agentDomainsOf } from '../../accounts/registration';
import { memberFigures } from '../../reports/daily';
import { findSite } from '../../sites/site';
import { PromotionErrors as E } from './errors';
import * as repo from './repository';
import type { AgentLinkRow } from './repository';

type LinkView = CallData<typeof AgentLinks>['list'][number];

/** Codes: 8 of these (no 0/o, 1/l/i: a code read aloud or off a poster is not mistaken). */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const newCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
/** Clicks one address may add to one link per day; past it a visit still works but counts nothing. */
export const CLICKS_PER_ADDRESS_PER_LINK = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LinkCounts {
  clicks: number;
  clicksToday: number;
  registrations: number;
  firstDeposits: number;
}

/**
 * Per link: clicks (one per visitor per site day), the members it registered, and how many of them
 * have made their first deposit (from the daily report rollups, so the figure is the operator's).
 */
export async function countsOf(
  db: DbOrTx,
  links: readonly AgentLinkRow[],
  site: { id: number; timeZone: string },
  now: Date,
): Promise<Map<number, LinkCounts>> {
  const today = calendarDay(now, site.timeZone);
  const ids = links.map((l) => l.id);
  const [clicks, registered] = await Promise.all([
    repo.clickCounts(db, ids, today),
    repo.registrationsOf(db, ids),
  ]);
  const currencyOf = new Map(links.map((l) => [l.id, l.currency]));
  const deposited = new Set<number>();
  // One rollup read per currency, from the earliest registration to today.
  const byCurrency = new Map<string, typeof registered>();
  for (const r of registered) {
    const currency = currencyOf.get(r.linkId)!;
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), r]);
  }
  for (const [currency, rows] of byCurrency) {
    const first = rows.reduce((min, r) => (r.registeredAt < min ? r.registeredAt : min), now);
    const figures = await memberFigures(db, {
      siteId: site.id,
      currency,
      from: calendarDay(first, site.timeZone),
      to: today,
      memberIds: rows.map((r) => r.memberId),
    });
    for (const f of figures) if (f.firstDeposit > 0) deposited.add(f.memberId);
  }
  const counts = new Map<number, LinkCounts>();
  for (const l of links) {
    const c = clicks.get(l.id);
    counts.set(l.id, {
      clicks: c?.clicks ?? 0,
      clicksToday: c?.today ?? 0,
      registrations: 0,
      firstDeposits: 0,
    });
  }
  for (const r of registered) {
    const c = counts.get(r.linkId)!;
    c.registrations += 1;
    if (deposited.has(r.memberId)) c.firstDeposits += 1;
  }
  return counts;
}

export type PromotionService = ReturnType<typeof createPromotionService>;

export function createPromotionService(deps: { db: Db; clock: Clock; attempts: AttemptLimiter }) {
  const { db, clock, attempts } = deps;

  const siteOf = async (siteId: number) => (await findSite(db, siteId))!;

  /** Only an active agent (member_type 2, not suspended) works its links. */
  const requireAgent = async (member: MemberIdentity) => {
    if (!(await isActiveAgent(db, member.siteId, member.memberId))) throw new AppError(E.notAgent);
  };

  const view = (l: AgentLinkRow, c: LinkCounts | undefined): LinkView => ({
    id: l.id,
    name: l.name,
    code: l.code,
    status: l.status,
    clicks: c?.clicks ?? 0,
    clicks_today: c?.clicksToday ?? 0,
    registrations: c?.registrations ?? 0,
    first_deposits: c?.firstDeposits ?? 0,
    created_at: l.createdAt.toISOString(),
  });

  const viewOne = async (l: AgentLinkRow) => {
    const counts = await countsOf(db, [l], await siteOf(l.siteId), clock.now());
    return view(l, counts.get(l.id));
  };

  /** The member's own link, or 404 (another agent's link is not told apart from none). */
  const ownLink = async (tx: DbOrTx, member: MemberIdentity, id: number) => {
    const link = await repo.findLink(tx, id, true);
    if (!link || link.agentId !== member.memberId) throw new AppError(E.linkNotFound);
    return link;
  };

  return {
    async list(member: MemberIdentity): Promise<CallData<typeof AgentLinks>> {
      await requireAgent(member);
      const [links, domains, site] = await Promise.all([
        repo.linksOfAgent(db, member.memberId),
        agentDomainsOf(db, member.memberId),
        siteOf(member.siteId),
      ]);
      const counts = await countsOf(db, links, site, clock.now());
      return {
        agent_id: member.memberId,
        currency: member.currency,
        list: links.map((l) => view(l, counts.get(l.id))),
        domains: domains.map((d) => ({ host: d.host, is_active: d.isActive })),
        limit: AGENT_LINK_LIMIT,
      };
    },

    async create(member: MemberIdentity, input: { name: string }) {
      await requireAgent(member);
      const link = await db.transaction(async (tx) => {
        // The agent's own links are counted under a lock on the agent, so parallel creations cannot
        // pass the limit together.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`arks:agent-links:${member.memberId}`}, 0))`,
        );
        const mine = await repo.linksOfAgent(tx, member.memberId);
        if (mine.length >= AGENT_LINK_LIMIT)
          throw new AppError(E.tooManyLinks, { params: { limit: String(AGENT_LINK_LIMIT) } });
        const now = clock.now();
        for (;;) {
          const row = await repo.insertLink(tx, {
            siteId: member.siteId,
            agentId: member.memberId,
            currency: member.currency,
            code: newCode(),
            name: input.name,
            status: 'active',
            createdAt: now,
            updatedAt: now,
          });
          if (row) return row;
        }
      });
      return viewOne(link);
    },

    async update(member: MemberIdentity, input: { id: number; name?: string; is_active?: boolean }) {
      await requireAgent(member);
      const link = await db.transaction(async (tx) => {
        const before = await ownLink(tx, member, input.id);
        let status = before.status;
        if (input.is_active !== undefined) {
          if (before.status === 'blocked') throw new AppError(E.linkBlocked);
          status = input.is_active ? 'active' : 'disabled';
        }
        return repo.updateLink(tx, before.id, { name: input.name ?? before.name, status }, clock.now());
      });
      return viewOne(link);
    },

    /**
     * A visit of /register?link=<code>: a live link (active, of an active agent of this site) answers
     * its agent and currency, and counts a click once per visitor per site day (and at most
     * CLICKS_PER_ADDRESS_PER_LINK new visitors per address and link a day, so a script rotating tokens
     * cannot inflate the figure).
     */
    async visit(siteId: number, input: { code: string; visitor?: string }, ip: string) {
      const visitor = input.visitor ?? randomBytes(16).toString('hex');
      const link = await repo.findLinkByCode(db, siteId, input.code);
      const live =
        link && link.status === 'active' && (await isActiveAgent(db, siteId, link.agentId))
          ? link
          : undefined;
      if (!live) return { is_valid: 0 as const, agent_id: 0, currency: '', visitor };
      const now = clock.now();
      const site = await siteOf(siteId);
      const day = calendarDay(now, site.timeZone);
      const counted = await attempts.take({
        key: `agent-link-click:${live.id}:${day}:${ip}`,
        max: CLICKS_PER_ADDRESS_PER_LINK,
        windowMs: DAY_MS,
      });
      if (counted) await repo.recordClick(db, { linkId: live.id, day, visitor, at: now, ip });
      return { is_valid: 1 as const, agent_id: live.agentId, currency: live.currency, visitor };
    },

    /**
     * After registering: the member counts for the link when its visitor token clicked the link before
     * the registration and within the site's LINK_EXPIRE_TIME, and the member's introducer is the
     * link's agent (the link locked it). Repeats and other links answer claimed 0.
     */
    async claim(member: MemberIdentity, input: { code: string; visitor: string }) {
      const [link, row, site] = await Promise.all([
        repo.findLinkByCode(db, member.siteId, input.code),
        findMemberById(db, member.memberId),
        siteOf(member.siteId),
      ]);
      if (!link || !row || row.introducerId !== link.agentId || row.currency !== link.currency)
        return { claimed: 0 as const };
      const clicked = await repo.clickedBefore(db, {
        linkId: link.id,
        visitor: input.visitor,
        registeredAt: row.createdAt,
        windowMs: site.linkExpireTime * 60_000,
      });
      if (!clicked) return { claimed: 0 as const };
      const claimed = await repo.insertRegistration(db, {
        memberId: row.id,
        linkId: link.id,
        registeredAt: row.createdAt,
        claimedAt: clock.now(),
      });
      return { claimed: (claimed ? 1 : 0) as 0 | 1 };
    },
  };
}
