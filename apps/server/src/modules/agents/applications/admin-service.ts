import { fromMinor, toMinor, type CurrencyCode } from '@arks/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, type ErrorSpec } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { requireDefaultLanguage, storedTexts, type LocalizedTexts } from '../../../platform/localized-text';
import {
  findMember,
  findMembers,
  memberIdsByAccount,
  membersIntroducedBy,
  withMemberAccounts,
  type MemberRecord,
} from '../../accounts/member';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { findSite, listCurrencies } from '../../sites/site';
import {
  agentLevelNamesOf,
  findAgent,
  findAgents,
  listAgents,
  makeAgent,
  moveUnder,
  replaceAgentLevelNames,
  setAgentStatus,
  setAgentTerms,
  subtreeAgentIds,
  type AgentRecord,
  type TreeRefusal,
} from '../tree';
import { AgentStaffErrors as E } from './errors';
import * as repo from './repository';
import { wouldStandUnder } from './service';

const refusals: Record<TreeRefusal, ErrorSpec> = {
  not_a_member: E.notAMember,
  parent_not_active_agent: E.parentNotActive,
  parent_elsewhere: E.parentElsewhere,
  cycle: E.cycle,
  already_agent: E.alreadyAgent,
  already_agent_elsewhere: E.alreadyAgent,
};

/** Staff make only an active member an agent: a frozen or disabled one is refused, naming why. */
function requireActiveMember(member: MemberRecord) {
  if (member.status !== 'active') {
    throw new AppError(E.memberNotActive, { params: { status: member.status } });
  }
}

export function createAgentStaffService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function audit(
    tx: DbOrTx,
    actor: StaffActor,
    action: string,
    target: string,
    detail: Record<string, unknown>,
  ) {
    await createStaffAuditWriter(tx, clock)({ staffId: actor.staffId, action, target, detail, ip: actor.ip });
  }

  /** Agents as staff read them: path accounts, limits as decimals, direct members and sub-agents. */
  async function present(rows: readonly AgentRecord[], tx: DbOrTx = db) {
    if (rows.length === 0) return [];
    const pathIds = [...new Set(rows.flatMap((r) => r.path))];
    const named = await withMemberAccounts(
      tx,
      pathIds.map((memberId) => ({ memberId })),
    );
    const accounts = new Map(named.map((n) => [n.order.memberId, n.account]));
    // Direct members and sub-agents, asked per site (a staff list may span sites).
    const downline: MemberRecord[] = [];
    for (const siteId of new Set(rows.map((r) => r.siteId))) {
      const ids = rows.filter((r) => r.siteId === siteId).map((r) => r.memberId);
      downline.push(...(await membersIntroducedBy(tx, siteId, ids)));
    }
    return rows.map((r) => {
      const below = downline.filter((m) => m.introducerId === r.memberId);
      const subAgents = below.filter((m) => m.memberType !== 1).length;
      const currency = r.currency as CurrencyCode;
      return {
        member_id: r.memberId,
        account: accounts.get(r.memberId) ?? '',
        site_id: r.siteId,
        currency: r.currency,
        status: r.status,
        agent_type: r.agentType,
        level: r.level,
        parent_id: r.parentId,
        path: r.path.map((id) => ({ member_id: id, account: accounts.get(id) ?? '' })),
        transfer_max_single: r.transferMaxSingle === null ? null : fromMinor(r.transferMaxSingle, currency),
        transfer_max_daily: r.transferMaxDaily === null ? null : fromMinor(r.transferMaxDaily, currency),
        direct_members: below.length - subAgents,
        sub_agents: subAgents,
        created_at: r.createdAt.toISOString(),
      };
    });
  }

  async function presentOne(memberId: number, tx: DbOrTx = db) {
    const agent = await findAgent(tx, memberId);
    if (!agent) throw new AppError(E.notAnAgent);
    return (await present([agent], tx))[0]!;
  }

  async function presentApplications(rows: readonly repo.ApplicationRow[]) {
    const applicants = await findMembers(
      db,
      rows.map((r) => r.memberId),
    );
    const byId = new Map(applicants.map((m) => [m.id, m]));
    const parents = new Map<number, number | null>();
    for (const m of applicants) parents.set(m.id, await wouldStandUnder(db, m));
    const named = await withMemberAccounts(db, [
      ...rows.map((r) => ({ memberId: r.memberId })),
      ...[...parents.values()].filter((p): p is number => p !== null).map((memberId) => ({ memberId })),
    ]);
    const accounts = new Map(named.map((n) => [n.order.memberId, n.account]));
    return rows.map((r) => {
      const parentId = byId.has(r.memberId) ? (parents.get(r.memberId) ?? null) : null;
      return {
        id: r.id,
        member_id: r.memberId,
        member_account: accounts.get(r.memberId) ?? '',
        site_id: r.siteId,
        currency: r.currency,
        status: r.status,
        parent_id: parentId,
        parent_account: parentId === null ? null : (accounts.get(parentId) ?? null),
        reason: r.reason,
        decided_by: r.decidedBy,
        created_at: r.createdAt.toISOString(),
        decided_at: r.decidedAt?.toISOString() ?? null,
      };
    });
  }

  async function offered(siteId: number, currency: string) {
    if (!(await findSite(db, siteId))) throw new AppError(E.siteNotFound);
    if (!(await listCurrencies(db, siteId)).includes(currency)) throw new AppError(E.currencyNotOffered);
  }

  async function siteDefaultLanguage(siteId: number) {
    const site = await findSite(db, siteId);
    if (!site) throw new AppError(E.siteNotFound);
    return site.defaultLanguage;
  }

  function presentRules(siteId: number, currency: string, row: repo.EligibilityRow | undefined) {
    const code = currency as CurrencyCode;
    return {
      site_id: siteId,
      currency,
      min_account_days: row?.minAccountDays ?? 0,
      min_deposits: fromMinor(row?.minDeposits ?? 0n, code),
      min_valid_bets: fromMinor(row?.minValidBets ?? 0n, code),
      configured: row !== undefined,
      updated_by: row?.updatedBy ?? null,
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    async applications(q: {
      site_id?: number;
      currency?: string;
      status?: 'pending' | 'approved' | 'refused';
      account?: string;
      page: number;
      page_size: number;
    }) {
      const memberIds = q.account ? await memberIdsByAccount(db, q.account, q.site_id) : undefined;
      const { rows, total } = await repo.listApplications(db, {
        siteId: q.site_id,
        currency: q.currency,
        status: q.status,
        memberIds,
        page: q.page,
        pageSize: q.page_size,
      });
      return { list: await presentApplications(rows), total };
    },

    /**
     * Approves a waiting application: the applicant becomes an agent under its introducer when that
     * is an active agent of its site and currency, else at the top. One transaction with the audit.
     */
    async approve(
      id: number,
      terms: { level: number; agent_type: number; reason?: string },
      actor: StaffActor,
    ) {
      const decided = await db.transaction(async (tx) => {
        // The application's row first, then the tree's lock (inside makeAgent): staff making the same
        // member an agent take them in the same order, so the two never wait on each other.
        const app = await repo.lockPendingApplication(tx, id);
        if (!app) {
          throw new AppError((await repo.findApplication(tx, id)) ? E.decided : E.applicationNotFound);
        }
        const member = await findMember(tx, app.memberId);
        if (!member) throw new AppError(E.notAMember);
        // Frozen (or disabled) since it applied: staff unfreeze it first, or refuse the application.
        requireActiveMember(member);
        const parentId = await wouldStandUnder(tx, member);
        const made = await makeAgent(tx, {
          memberId: member.id,
          parentId,
          approvedBy: actor.staffId,
          level: terms.level,
          agentType: terms.agent_type,
          onlyNew: true,
        });
        if (typeof made === 'string') throw new AppError(refusals[made]);
        const row = await repo.decideApplication(tx, id, {
          status: 'approved',
          reason: terms.reason ?? null,
          decidedBy: actor.staffId,
          decidedAt: clock.now(),
        });
        await audit(tx, actor, 'agent_application_approve', `agent_applications:${id}`, {
          member_id: member.id,
          parent_id: parentId,
          level: terms.level,
          agent_type: terms.agent_type,
          reason: terms.reason ?? null,
        });
        return row;
      });
      return (await presentApplications([decided]))[0]!;
    },

    async refuse(id: number, reason: string, actor: StaffActor) {
      const decided = await db.transaction(async (tx) => {
        const app = await repo.lockPendingApplication(tx, id);
        if (!app) {
          throw new AppError((await repo.findApplication(tx, id)) ? E.decided : E.applicationNotFound);
        }
        const row = await repo.decideApplication(tx, id, {
          status: 'refused',
          reason,
          decidedBy: actor.staffId,
          decidedAt: clock.now(),
        });
        await audit(tx, actor, 'agent_application_refuse', `agent_applications:${id}`, {
          member_id: app.memberId,
          reason,
        });
        return row;
      });
      return (await presentApplications([decided]))[0]!;
    },

    async agents(q: {
      site_id?: number;
      currency?: string;
      status?: 'active' | 'suspended';
      account?: string;
      parent_id?: number;
      page: number;
      page_size: number;
    }) {
      const memberIds = q.account ? await memberIdsByAccount(db, q.account, q.site_id) : undefined;
      const { rows, total } = await listAgents(db, {
        siteId: q.site_id,
        currency: q.currency,
        status: q.status,
        parentId: q.parent_id,
        memberIds,
        page: q.page,
        pageSize: q.page_size,
      });
      return { list: await present(rows), total };
    },

    /** One agent with its direct members (not agents) and its sub-agents. */
    async detail(memberId: number) {
      const agent = await findAgent(db, memberId);
      if (!agent) throw new AppError(E.notAnAgent);
      const below = await membersIntroducedBy(db, agent.siteId, [memberId]);
      const subAgents = await findAgents(
        db,
        below.filter((m) => m.memberType !== 1).map((m) => m.id),
      );
      return {
        agent: (await present([agent]))[0]!,
        direct_members: below
          .filter((m) => m.memberType === 1)
          .map((m) => ({ member_id: m.id, account: m.account, member_type: m.memberType, status: m.status })),
        sub_agents: await present(subAgents),
      };
    },

    /** Staff make a member an agent directly (closing a waiting application of it). */
    async make(
      input: {
        member_id: number;
        parent_id: number | null;
        level: number;
        agent_type: number;
        reason: string;
      },
      actor: StaffActor,
    ) {
      return db.transaction(async (tx) => {
        const member = await findMember(tx, input.member_id);
        if (!member) throw new AppError(E.notAMember);
        requireActiveMember(member);
        // The waiting application's row before the tree's lock, in the order approve takes them; a
        // refusal below rolls the decision back with the rest.
        await repo.approvePendingOf(tx, member.id, actor.staffId, clock.now());
        const made = await makeAgent(tx, {
          memberId: member.id,
          parentId: input.parent_id,
          approvedBy: actor.staffId,
          level: input.level,
          agentType: input.agent_type,
          onlyNew: true,
        });
        if (typeof made === 'string') throw new AppError(refusals[made]);
        await audit(tx, actor, 'agent_make', `agents:${member.id}`, {
          parent_id: input.parent_id,
          previous_introducer_id: member.introducerId,
          level: input.level,
          agent_type: input.agent_type,
          reason: input.reason,
        });
        return presentOne(member.id, tx);
      });
    },

    /** Suspends or restores an agent; its member_type follows (3 or 2), so the layout shows it. */
    async setStatus(memberId: number, status: 'active' | 'suspended', reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const agent = await findAgent(tx, memberId);
        if (!agent) throw new AppError(E.notAnAgent);
        await setAgentStatus(tx, memberId, status);
        await audit(
          tx,
          actor,
          status === 'active' ? 'agent_restore' : 'agent_suspend',
          `agents:${memberId}`,
          {
            before: agent.status,
            after: status,
            reason,
          },
        );
        return presentOne(memberId, tx);
      });
    },

    async setTerms(
      input: {
        member_id: number;
        level: number;
        agent_type: number;
        transfer_max_single: string | null;
        transfer_max_daily: string | null;
        reason: string;
      },
      actor: StaffActor,
    ) {
      return db.transaction(async (tx) => {
        const agent = await findAgent(tx, input.member_id);
        if (!agent) throw new AppError(E.notAnAgent);
        const currency = agent.currency as CurrencyCode;
        const minor = (v: string | null) => (v === null ? null : toMinor(v, currency));
        const terms = {
          level: input.level,
          agentType: input.agent_type,
          transferMaxSingle: minor(input.transfer_max_single),
          transferMaxDaily: minor(input.transfer_max_daily),
        };
        await setAgentTerms(tx, input.member_id, terms);
        await audit(tx, actor, 'agent_terms', `agents:${input.member_id}`, {
          before: {
            level: agent.level,
            agent_type: agent.agentType,
            transfer_max_single: agent.transferMaxSingle?.toString() ?? null,
            transfer_max_daily: agent.transferMaxDaily?.toString() ?? null,
          },
          after: {
            level: terms.level,
            agent_type: terms.agentType,
            transfer_max_single: terms.transferMaxSingle?.toString() ?? null,
            transfer_max_daily: terms.transferMaxDaily?.toString() ?? null,
          },
          reason: input.reason,
        });
        return presentOne(input.member_id, tx);
      });
    },

    /**
     * Moves a member, or a sub-agent with its subtree, under another agent. Commission periods read
     * the tree when they are computed: an open period's figures count under the new agent from its
     * next computation, and settled (approved or paid) periods never change. The answer and the audit
     * say so.
     */
    async move(input: { member_id: number; new_agent_id: number | null; reason: string }, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const member = await findMember(tx, input.member_id);
        if (!member) throw new AppError(E.notAMember);
        const self = await findAgent(tx, member.id);
        if (!self && input.new_agent_id === null) throw new AppError(E.memberNeedsAgent);
        const moved = await moveUnder(tx, member.id, input.new_agent_id);
        if (moved !== 'moved') throw new AppError(moved === 'cycle' ? E.cycle : refusals[moved]);
        // Counted after the move, under the tree's lock this transaction now holds.
        const agentsMoved = self ? (await subtreeAgentIds(tx, member.id)).length : 0;
        const [from, to] = await Promise.all([
          member.introducerId ? findMember(tx, member.introducerId) : undefined,
          input.new_agent_id ? findMember(tx, input.new_agent_id) : undefined,
        ]);
        const who =
          agentsMoved > 1 ? `${member.account} and the ${agentsMoved - 1} agents below it` : member.account;
        const effect =
          `${who} now count under ${to?.account ?? 'no agent (top)'} instead of ${from?.account ?? 'no agent (top)'}: ` +
          'open commission periods count the moved figures under the new agent from their next computation; ' +
          'approved and paid periods do not change.';
        const answer = {
          member_id: member.id,
          from_agent_id: member.introducerId,
          to_agent_id: input.new_agent_id,
          agents_moved: agentsMoved,
          effect,
        };
        await audit(tx, actor, 'agent_move', `members:${member.id}`, { ...answer, reason: input.reason });
        return answer;
      });
    },

    async levelNames(siteId: number) {
      if (!(await findSite(db, siteId))) throw new AppError(E.siteNotFound);
      return { site_id: siteId, levels: await agentLevelNamesOf(db, siteId) };
    },

    async saveLevelNames(
      siteId: number,
      levels: { level: number; names: LocalizedTexts }[],
      reason: string,
      actor: StaffActor,
    ) {
      const siteDefault = await siteDefaultLanguage(siteId);
      levels.forEach((l, i) => requireDefaultLanguage(`levels.${i}.names`, l.names, siteDefault));
      const stored = levels.map((l) => ({ level: l.level, names: storedTexts(l.names) }));
      await db.transaction(async (tx) => {
        const before = await agentLevelNamesOf(tx, siteId);
        await replaceAgentLevelNames(tx, siteId, stored);
        await audit(tx, actor, 'agent_level_names', `sites:${siteId}`, { before, after: stored, reason });
      });
      return { site_id: siteId, levels: await agentLevelNamesOf(db, siteId) };
    },

    async rules(siteId: number, currency: string) {
      await offered(siteId, currency);
      return presentRules(siteId, currency, await repo.eligibilityRules(db, siteId, currency));
    },

    async saveRules(
      input: {
        site_id: number;
        currency: string;
        min_account_days: number;
        min_deposits: string;
        min_valid_bets: string;
        reason: string;
      },
      actor: StaffActor,
    ) {
      await offered(input.site_id, input.currency);
      const code = input.currency as CurrencyCode;
      const saved = await db.transaction(async (tx) => {
        const before = await repo.eligibilityRules(tx, input.site_id, input.currency);
        const row = await repo.saveEligibilityRules(tx, {
          siteId: input.site_id,
          currency: input.currency,
          minAccountDays: input.min_account_days,
          minDeposits: toMinor(input.min_deposits, code),
          minValidBets: toMinor(input.min_valid_bets, code),
          updatedBy: actor.staffId,
          updatedAt: clock.now(),
        });
        await audit(
          tx,
          actor,
          'agent_eligibility',
          `agent_eligibility_rules:${input.site_id}:${input.currency}`,
          {
            before: before ? presentRules(input.site_id, input.currency, before) : null,
            after: {
              min_account_days: input.min_account_days,
              min_deposits: input.min_deposits,
              min_valid_bets: input.min_valid_bets,
            },
            reason: input.reason,
          },
        );
        return row;
      });
      return presentRules(input.site_id, input.currency, saved);
    },

    async agreement(siteId: number) {
      if (!(await findSite(db, siteId))) throw new AppError(E.siteNotFound);
      const row = await repo.agreementOf(db, siteId);
      return {
        site_id: siteId,
        texts: row?.texts ?? {},
        updated_by: row?.updatedBy ?? null,
        updated_at: row?.updatedAt.toISOString() ?? null,
      };
    },

    async saveAgreement(siteId: number, texts: LocalizedTexts, reason: string, actor: StaffActor) {
      const siteDefault = await siteDefaultLanguage(siteId);
      requireDefaultLanguage('texts', texts, siteDefault);
      const row = await db.transaction(async (tx) => {
        const before = await repo.agreementOf(tx, siteId);
        const saved = await repo.saveAgreement(tx, {
          siteId,
          texts: storedTexts(texts),
          updatedBy: actor.staffId,
          updatedAt: clock.now(),
        });
        await audit(tx, actor, 'agent_agreement', `sites:${siteId}`, {
          languages_before: Object.keys(before?.texts ?? {}),
          languages_after: Object.keys(saved.texts),
          reason,
        });
        return saved;
      });
      return {
        site_id: siteId,
        texts: row.texts,
        updated_by: row.updatedBy,
        updated_at: row.updatedAt.toISOString(),
      };
    },
  };
}
