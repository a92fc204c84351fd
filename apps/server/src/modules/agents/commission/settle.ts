import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { calendarDay } from '../../../platform/day-window';
import { membersIntroducedBy } from '../../accounts/member';
import { dayRangeInZone } from '../../money/wallet';
import { memberHallFigures, memberMoney, type MemberRange } from '../../reports/daily';
import { findSite, listAllSites } from '../../sites/site';
import { agentsOf } from '../tree';
import { calculate, type MemberInput, type PlanRules, type Statement } from './calculate';
import { CommissionStaffErrors as E } from './errors';
import { addDays, periodOf, previousPeriod, type Period } from './periods';
import { rulesOf, type PlanRow } from './rules';
import { commissionCpa, commissionPlans, commissionStatements } from './schema';
import { traceOf } from './view';

/** How long after a period closes the job first computes it: the daily rollups catch up first. */
export const CLOSE_GRACE_MS = 2 * 60 * 60 * 1000;
/** Cumulative deposits (CPA) are counted from here: before any site existed. */
const EPOCH_DAY = '2000-01-01';

/** The newest version of a site's plan in a currency created at or before `at` (none: undefined). */
export async function planInForce(db: DbOrTx, siteId: number, currency: string, at: Date) {
  const [plan] = await db
    .select()
    .from(commissionPlans)
    .where(
      and(
        eq(commissionPlans.siteId, siteId),
        eq(commissionPlans.currency, currency),
        lte(commissionPlans.createdAt, at),
      ),
    )
    .orderBy(desc(commissionPlans.version))
    .limit(1);
  return plan;
}

/**
 * Everything the calculator needs for one period of a site and currency, read from the tree, the
 * member directory and the reports' daily rollups (so commission adds up to the operator's reports).
 */
export async function periodInputs(
  db: DbOrTx,
  q: { siteId: number; currency: string; period: Period; rules: PlanRules; rootId?: number },
) {
  // An estimate reads one top agent's tree: the rates of its agents never depend on another tree.
  const agents = (await agentsOf(db, q.siteId, q.currency)).filter(
    (a) => q.rootId === undefined || a.path[0] === q.rootId,
  );
  const agentIds = agents.map((a) => a.memberId);
  const members = (await membersIntroducedBy(db, q.siteId, agentIds)).filter(
    (m) => m.currency === q.currency,
  );
  const memberIds = members.map((m) => m.id);
  const range: MemberRange = {
    siteId: q.siteId,
    currency: q.currency,
    from: q.period.start,
    to: q.period.end,
    memberIds,
  };
  const cpa = q.rules.cpaAmount > 0n;
  // One after another: inside the job's transaction they share one connection.
  const figures = await memberMoney(db, range);
  const halls = await memberHallFigures(db, range);
  // Deposits up to the period's end are those before it plus the period's own: one history read.
  const before = cpa
    ? await memberMoney(db, { ...range, from: EPOCH_DAY, to: addDays(q.period.start, -1) })
    : [];
  const paidCpa =
    cpa && memberIds.length > 0
      ? await db
          .select({ id: commissionCpa.memberId })
          .from(commissionCpa)
          .where(sql`${commissionCpa.memberId} = any(${sql.param(memberIds)}::bigint[])`)
      : [];
  const previous = await db
    .select({ agentId: commissionStatements.agentId, carryOut: commissionStatements.carryOut })
    .from(commissionStatements)
    .where(
      and(
        eq(commissionStatements.siteId, q.siteId),
        eq(commissionStatements.currency, q.currency),
        eq(commissionStatements.periodEnd, addDays(q.period.start, -1)),
      ),
    );
  const fig = new Map(figures.map((f) => [f.memberId, f]));
  const hallsOf = new Map<number, MemberInput['halls']>();
  for (const h of halls) {
    const list = hallsOf.get(h.memberId) ?? [];
    list.push({ hall: h.hall, stake: h.stake, payout: h.payout, validBet: h.validBet });
    hallsOf.set(h.memberId, list);
  }
  const depBefore = new Map(before.map((f) => [f.memberId, f.deposits]));
  const paid = new Set(paidCpa.map((p) => p.id));
  const carry = new Map(previous.map((p) => [p.agentId, p.carryOut]));
  const memberInputs: MemberInput[] = members.map((m) => {
    const f = fig.get(m.id);
    return {
      memberId: m.id,
      agentId: m.introducerId!,
      deposits: f?.deposits ?? 0n,
      withdrawals: f?.withdrawals ?? 0n,
      promotions: f?.promotions ?? 0n,
      rebates: f?.rebates ?? 0n,
      halls: (hallsOf.get(m.id) ?? []).sort((a, b) => a.hall - b.hall),
      depositsBefore: depBefore.get(m.id) ?? 0n,
      depositsToEnd: (depBefore.get(m.id) ?? 0n) + (f?.deposits ?? 0n),
      cpaPaid: paid.has(m.id),
    };
  });
  return {
    agents: agents.map((a) => ({
      agentId: a.memberId,
      parentId: a.parentId,
      agentType: a.agentType,
      carryIn: carry.get(a.memberId) ?? 0n,
    })),
    members: memberInputs.sort((a, b) => a.memberId - b.memberId),
  };
}

/** Runs the calculator over a period's inputs. */
export async function calculatePeriod(
  db: DbOrTx,
  q: { siteId: number; currency: string; period: Period; rules: PlanRules; rootId?: number },
): Promise<Statement[]> {
  const inputs = await periodInputs(db, q);
  return calculate(q.rules, inputs.agents, inputs.members);
}

export type CommissionSettler = ReturnType<typeof createCommissionSettler>;

/**
 * The settlement job's computing half: each closed period of a site and currency becomes one preview
 * statement per agent. A period is computed in one transaction under an advisory lock on (site,
 * currency), so two nodes never interleave and a run killed half-way leaves nothing. Recomputing
 * touches only previews and held approvals whose figures changed (a changed held approval goes back
 * to preview: what was approved is no longer the figure); a paid statement never changes.
 */
export function createCommissionSettler(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The period starting `start` of a site and currency, and the version it settles on. */
  async function periodAt(siteId: number, currency: string, start: string) {
    const site = await findSite(db, siteId);
    if (!site) throw new AppError(E.siteNotFound);
    const { from } = await dayRangeInZone(db, start, start, site.timeZone);
    const plan = await planInForce(db, siteId, currency, from);
    if (!plan) throw new AppError(E.noPlan);
    const period = periodOf(plan.period, start);
    if (period.start !== start) throw new AppError(E.notPeriodStart);
    const { to } = await dayRangeInZone(db, period.end, period.end, site.timeZone);
    return { site, plan, period, closesAt: to };
  }

  async function write(plan: PlanRow, period: Period, out: Statement[], tx: DbOrTx) {
    const now = clock.now();
    let written = 0;
    for (let i = 0; i < out.length; i += 200) {
      const rows = out.slice(i, i + 200).map((s) => ({
        siteId: plan.siteId,
        currency: plan.currency,
        agentId: s.agentId,
        periodStart: period.start,
        periodEnd: period.end,
        planId: plan.id,
        state: 'preview' as const,
        tierIndex: s.tierIndex,
        rateBp: s.rateBp,
        teamMembers: s.teamMembers,
        activeMembers: s.activeMembers,
        teamNet: s.teamNet,
        carryIn: s.carryIn,
        carryOut: s.carryOut,
        revenueShare: s.revenueShare,
        cpa: s.cpa,
        amount: s.amount,
        trace: traceOf(s),
        computedAt: now,
      }));
      const t = commissionStatements;
      const changed = await tx
        .insert(t)
        .values(rows)
        .onConflictDoUpdate({
          target: [t.agentId, t.periodStart],
          set: {
            planId: sql`excluded.plan_id`,
            periodEnd: sql`excluded.period_end`,
            state: 'preview',
            heldFor: null,
            approvedBy: null,
            approvedAt: null,
            tierIndex: sql`excluded.tier_index`,
            rateBp: sql`excluded.rate_bp`,
            teamMembers: sql`excluded.team_members`,
            activeMembers: sql`excluded.active_members`,
            teamNet: sql`excluded.team_net`,
            carryIn: sql`excluded.carry_in`,
            carryOut: sql`excluded.carry_out`,
            revenueShare: sql`excluded.revenue_share`,
            cpa: sql`excluded.cpa`,
            amount: sql`excluded.amount`,
            trace: sql`excluded.trace`,
            computedAt: sql`excluded.computed_at`,
          },
          // Only what may still change, and only when its figures did: an unchanged held approval keeps waiting.
          setWhere: sql`${t.state} in ('preview', 'approved') and (${t.amount} <> excluded.amount
            or ${t.carryIn} <> excluded.carry_in or ${t.carryOut} <> excluded.carry_out
            or ${t.planId} <> excluded.plan_id or ${t.trace} <> excluded.trace)`,
        })
        .returning({ id: t.id });
      written += changed.length;
    }
    return written;
  }

  /** Computes (or recomputes) one closed period. */
  async function runPeriod(siteId: number, currency: string, start: string) {
    const { plan, period, closesAt } = await periodAt(siteId, currency, start);
    if (closesAt.getTime() > clock.now().getTime()) throw new AppError(E.periodOpen);
    const rules = rulesOf(plan);
    const written = await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('commission'), hashtext(${`${siteId}:${currency}`}))`,
      );
      const out = await calculatePeriod(tx, { siteId, currency, period, rules });
      return { n: await write(plan, period, out, tx), total: out.length };
    });
    return {
      period_start: period.start,
      period_end: period.end,
      plan_version: plan.version,
      written: written.n,
      unchanged: written.total - written.n,
    };
  }

  return {
    runPeriod,

    /**
     * The job: for each site and currency with a plan, every period that still has unpaid statements
     * (late figures reach them before approval) and the last closed period, oldest first so carry-over
     * flows forward.
     */
    async runClosedPeriods() {
      const now = clock.now();
      const pairs = await db
        .selectDistinct({ siteId: commissionPlans.siteId, currency: commissionPlans.currency })
        .from(commissionPlans);
      const sites = new Map((await listAllSites(db)).map((s) => [s.site.id, s.site]));
      const done: Awaited<ReturnType<typeof runPeriod>>[] = [];
      for (const { siteId, currency } of pairs) {
        const site = sites.get(siteId);
        if (!site) continue;
        const [latest] = await db
          .select()
          .from(commissionPlans)
          .where(and(eq(commissionPlans.siteId, siteId), eq(commissionPlans.currency, currency)))
          .orderBy(desc(commissionPlans.version))
          .limit(1);
        const today = calendarDay(new Date(now.getTime() - CLOSE_GRACE_MS), site.timeZone);
        const last = previousPeriod(latest!.period, periodOf(latest!.period, today).start);
        const open = await db
          .selectDistinct({ start: commissionStatements.periodStart })
          .from(commissionStatements)
          .where(
            and(
              eq(commissionStatements.siteId, siteId),
              eq(commissionStatements.currency, currency),
              inArray(commissionStatements.state, ['preview', 'approved']),
            ),
          )
          .orderBy(asc(commissionStatements.periodStart));
        const starts = [...new Set([...open.map((o) => o.start), last.start])].sort();
        for (const start of starts) {
          try {
            done.push(await runPeriod(siteId, currency, start));
          } catch (err) {
            // No version was in force when the period opened (or it is not one of its periods): nothing to settle.
            if (err instanceof AppError) continue;
            throw err;
          }
        }
      }
      return done;
    },
  };
}
