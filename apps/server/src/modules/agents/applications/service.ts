import { fromMinor, type CurrencyCode, type TAgentEligibility } from '@arks/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { calendarDay } from '../../../platform/day-window';
import { pickText } from '../../../platform/localized-text';
import { findMember, findMemberById, type MemberRecord } from '../../accounts/member';
import { memberFigures } from '../../reports/daily';
import { findSite } from '../../sites/site';
import { agentLevelNamesOf, findAgent } from '../tree';
import { AgentApplyErrors as E } from './errors';
import * as repo from './repository';

const DAY_MS = 86_400_000;

/**
 * The member's side of becoming an agent: eligibility against the site's rules (account age, and
 * deposits and valid bets since registration from the daily report rollups, so staff and member read
 * the same figures), filing the application through `/member/apply_for_agent/check`, its state for the
 * Register page, the agreement text and the level names of `/arks/web/agent-level-rename`.
 */
export function createAgentApplyService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function eligibility(member: MemberRecord): Promise<TAgentEligibility> {
    const [row, rules, site] = await Promise.all([
      findMemberById(db, member.id),
      repo.eligibilityRules(db, member.siteId, member.currency),
      findSite(db, member.siteId),
    ]);
    const now = clock.now();
    const registeredAt = row!.createdAt;
    const timeZone = site?.timeZone ?? 'UTC';
    const [figures] = await memberFigures(db, {
      siteId: member.siteId,
      currency: member.currency,
      from: calendarDay(registeredAt, timeZone),
      to: calendarDay(now, timeZone),
      memberIds: [member.id],
    });
    const currency = member.currency as CurrencyCode;
    const days = Math.max(0, Math.floor((now.getTime() - registeredAt.getTime()) / DAY_MS));
    const deposits = figures?.deposits ?? 0n;
    const validBets = figures?.validBet ?? 0n;
    const minDays = rules?.minAccountDays ?? 0;
    const minDeposits = rules?.minDeposits ?? 0n;
    const minBets = rules?.minValidBets ?? 0n;
    const result = {
      account_days: { required: minDays, actual: days, met: days >= minDays },
      deposits: {
        required: fromMinor(minDeposits, currency),
        actual: fromMinor(deposits, currency),
        met: deposits >= minDeposits,
      },
      valid_bets: {
        required: fromMinor(minBets, currency),
        actual: fromMinor(validBets, currency),
        met: validBets >= minBets,
      },
    };
    return {
      eligible: result.account_days.met && result.deposits.met && result.valid_bets.met,
      ...result,
    };
  }

  /** The first rule the member misses, as the 104 it answers (the data lists every rule). */
  function notEligible(e: TAgentEligibility): AppError {
    if (!e.account_days.met)
      return new AppError(E.tooNew, { params: { days: String(e.account_days.required) }, data: e });
    if (!e.deposits.met)
      return new AppError(E.deposits, {
        params: { amount: e.deposits.required, actual: e.deposits.actual },
        data: e,
      });
    return new AppError(E.validBets, {
      params: { amount: e.valid_bets.required, actual: e.valid_bets.actual },
      data: e,
    });
  }

  async function ownMember(memberId: number) {
    const member = await findMember(db, memberId);
    if (!member) throw new AppError(E.alreadyAgent); // the guard let a session through: never reached
    return member;
  }

  return {
    eligibility,

    /**
     * `/member/apply_for_agent/check`: 101 for an agent (active or suspended) or a waiting
     * application, 104 for a frozen or disabled member or naming what is missing; with
     * apply_agent_flag 1 an eligible member's application is filed (once, whatever parallel calls do).
     */
    async check(memberId: number, apply: boolean) {
      const member = await ownMember(memberId);
      if (member.memberType !== 1 || (await findAgent(db, member.id))) throw new AppError(E.alreadyAgent);
      if ((await repo.latestApplication(db, member.id))?.status === 'pending') throw new AppError(E.pending);
      // A frozen (or disabled) member files nothing, even when its session is still open.
      if (member.status !== 'active') throw new AppError(E.accountInactive);
      const e = await eligibility(member);
      if (!e.eligible) throw notEligible(e);
      const agentId = await wouldStandUnder(db, member);
      if (!apply) return { agent_id: agentId ?? 0, apply_agent_flag: 0 as const };
      const filed = await repo.fileApplication(db, {
        memberId: member.id,
        siteId: member.siteId,
        currency: member.currency,
        createdAt: clock.now(),
      });
      if (!filed) throw new AppError(E.pending);
      return { agent_id: agentId ?? 0, apply_agent_flag: 1 as const };
    },

    /** The Register page: the latest application and the member's eligibility. */
    async state(memberId: number) {
      const member = await ownMember(memberId);
      const [agent, latest, e] = await Promise.all([
        findAgent(db, member.id),
        repo.latestApplication(db, member.id),
        eligibility(member),
      ]);
      return {
        agent_active: (agent?.status === 'active' ? 1 : 0) as 0 | 1,
        status: latest?.status ?? ('none' as const),
        reason: latest?.status === 'refused' ? latest.reason : null,
        applied_at: latest?.createdAt.toISOString() ?? null,
        decided_at: latest?.decidedAt?.toISOString() ?? null,
        eligibility: e,
        currency: member.currency,
      };
    },

    async agreement(siteId: number, lang: string, siteDefault: string) {
      const row = await repo.agreementOf(db, siteId);
      return {
        text: row ? pickText(row.texts, lang, siteDefault) : '',
        updated_at: row?.updatedAt.toISOString() ?? null,
      };
    },

    /**
     * `/arks/web/agent-level-rename`: the site's level names in the reader's language (site default,
     * then en_US as fallbacks); a plain member is level 0, which has no name.
     */
    async levelNames(memberId: number, siteId: number, lang: string, siteDefault: string) {
      const [agent, levels] = await Promise.all([findAgent(db, memberId), agentLevelNamesOf(db, siteId)]);
      const list = levels.map((l) => ({ level: l.level, name: pickText(l.names, lang, siteDefault) }));
      const agentLevel = agent?.level ?? 0;
      return {
        detail: { agent_level: agentLevel, name: list.find((l) => l.level === agentLevel)?.name ?? '', list },
      };
    },
  };
}

export type AgentApplyService = ReturnType<typeof createAgentApplyService>;

/**
 * The agent a new agent stands under: its introducer when that is an active agent of the same site
 * and currency, else none (a top agent).
 */
export async function wouldStandUnder(db: DbOrTx, member: MemberRecord): Promise<number | null> {
  if (!member.introducerId) return null;
  const parent = await findAgent(db, member.introducerId);
  if (!parent || parent.status !== 'active') return null;
  if (parent.siteId !== member.siteId || parent.currency !== member.currency) return null;
  return parent.memberId;
}
