import { fromMinor } from '@arks/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { calendarDay } from '../../../platform/day-window';
import { withMemberAccounts } from '../../accounts/member';
import { currencyOf } from '../../money/ledger';
import { dayRangeInZone } from '../../money/wallet';
import { findSite } from '../../sites/site';
import { findAgent } from '../tree';
import type { Statement } from './calculate';
import { CommissionErrors as E } from './errors';
import { addDays, periodOf, type Period } from './periods';
import { rulesOf, rulesView } from './rules';
import { commissionPlans, commissionStatements } from './schema';
import { calculatePeriod, planInForce } from './settle';
import { statementRow, traceIds, traceView } from './view';

interface Caller {
  memberId: number;
  siteId: number;
  currency: string;
}

async function agentOf(db: DbOrTx, m: Caller) {
  const agent = await findAgent(db, m.memberId);
  if (!agent || agent.siteId !== m.siteId || agent.currency !== m.currency) throw new AppError(E.notAgent);
  return agent;
}

async function versions(db: DbOrTx, siteId: number, currency: string) {
  const rows = await db
    .select({ id: commissionPlans.id, version: commissionPlans.version })
    .from(commissionPlans)
    .where(and(eq(commissionPlans.siteId, siteId), eq(commissionPlans.currency, currency)));
  return new Map(rows.map((r) => [r.id, r.version]));
}

/**
 * What one agent's team would earn over site days [from, to] (inclusive) under the plan in force when
 * `from` opened: every agent of its top agent's tree, computed as the job would (carry-over in from
 * the statements before). Null when no plan was in force. The agent's own statement and its
 * sub-agents' are among the answer.
 */
export async function commissionOver(
  db: DbOrTx,
  clock: Clock,
  agentId: number,
  period?: Period,
): Promise<{ period: Period; statements: Statement[] } | null> {
  const agent = await findAgent(db, agentId);
  if (!agent) return null;
  const site = await findSite(db, agent.siteId);
  if (!site) return null;
  let range = period;
  if (!range) {
    const today = calendarDay(clock.now(), site.timeZone);
    const now = await planInForce(db, agent.siteId, agent.currency, clock.now());
    if (!now) return null;
    range = { start: periodOf(now.period, today).start, end: today };
  }
  const { from } = await dayRangeInZone(db, range.start, range.start, site.timeZone);
  const plan = await planInForce(db, agent.siteId, agent.currency, from);
  if (!plan) return null;
  const statements = await calculatePeriod(db, {
    siteId: agent.siteId,
    currency: agent.currency,
    period: range,
    rules: rulesOf(plan),
    rootId: agent.path[0]!,
  });
  return { period: range, statements };
}

/**
 * The team's fees and commission over any site days [start, end] (the StratifiedTable's columns),
 * cut into the plan periods the days touch. Fees are additive per member and day, so they are exact
 * over any days: each member of `agentId`'s team (sub-agents included) with its platform, deposit and
 * withdrawal fees in basis-point units (minor x 10,000), under the plan each period settles on.
 * Commission is not (tiers, rates and carry-over are decided over a whole period), so it is answered
 * only when every touched period is covered whole, the open period counting as whole when the days
 * run from its first day to today or later: per agent of the subtree, the sum over the periods of its
 * statement's amount (as stored when one was computed for exactly that period, else as computed now).
 * Days before any plan version was in force carry no fees and no commission.
 */
export async function teamFeesOver(db: DbOrTx, clock: Clock, agentId: number, range: Period) {
  const fees4 = new Map<number, bigint>();
  const commission = new Map<number, bigint>();
  const periods: Period[] = [];
  let whole = true;
  const agent = await findAgent(db, agentId);
  const site = agent && (await findSite(db, agent.siteId));
  if (!agent || !site) return { fees4, commission, periods };
  const today = calendarDay(clock.now(), site.timeZone);
  const planAt = async (day: string) => {
    const { from } = await dayRangeInZone(db, day, day, site.timeZone);
    return planInForce(db, agent.siteId, agent.currency, from);
  };
  // No day before the first version's own day can have a plan in force.
  const [first] = await db
    .select({ createdAt: commissionPlans.createdAt })
    .from(commissionPlans)
    .where(and(eq(commissionPlans.siteId, agent.siteId), eq(commissionPlans.currency, agent.currency)))
    .orderBy(asc(commissionPlans.createdAt))
    .limit(1);
  if (!first) return { fees4, commission, periods };
  const firstDay = calendarDay(first.createdAt, site.timeZone);
  for (let day = range.start > firstDay ? range.start : firstDay; day <= range.end;) {
    const plan = await planAt(day);
    if (!plan) {
      day = addDays(day, 1);
      continue;
    }
    const period = periodOf(plan.period, day);
    const end = period.end < range.end ? period.end : range.end;
    const covered = day === period.start && (end === period.end || end >= today);
    whole &&= covered;
    // The period settles on the version in force when it opened (the job's rule).
    const opened = period.start === day ? plan : await planAt(period.start);
    const rules = rulesOf(opened && opened.period === plan.period ? opened : plan);
    const statements = await calculatePeriod(db, {
      siteId: agent.siteId,
      currency: agent.currency,
      period: covered ? period : { start: day, end },
      rules,
      rootId: agent.path[0]!,
    });
    const byId = new Map(statements.map((s) => [s.agentId, s]));
    const inside = (id: number): number[] => [
      id,
      ...(byId.get(id)?.parts ?? []).flatMap((p) => (p.subAgentId === undefined ? [] : inside(p.subAgentId))),
    ];
    const ids = byId.has(agentId) ? inside(agentId) : [];
    for (const id of ids)
      for (const m of byId.get(id)!.members) {
        const fee4 = m.depositFee4 + m.withdrawalFee4 + m.halls.reduce((x, h) => x + h.fee4, 0n);
        fees4.set(m.memberId, (fees4.get(m.memberId) ?? 0n) + fee4);
      }
    periods.push(period);
    if (covered && ids.length > 0) {
      const stored = await db
        .select({ agentId: commissionStatements.agentId, amount: commissionStatements.amount })
        .from(commissionStatements)
        .where(
          and(
            eq(commissionStatements.periodStart, period.start),
            eq(commissionStatements.periodEnd, period.end),
            sql`${commissionStatements.agentId} = any(${sql.param(ids)}::bigint[])`,
          ),
        );
      const settled = new Map(stored.map((s) => [s.agentId, s.amount]));
      for (const id of ids)
        commission.set(id, (commission.get(id) ?? 0n) + (settled.get(id) ?? byId.get(id)!.amount));
    }
    day = addDays(end, 1);
  }
  return { fees4, commission: whole ? commission : null, periods };
}

/** The agent centre's commission calls. */
export function createCommissionMember(deps: { db: DbOrTx; clock: Clock }) {
  const { db, clock } = deps;

  async function list(m: Caller, page: number, pageSize: number) {
    await agentOf(db, m);
    const where = eq(commissionStatements.agentId, m.memberId);
    const [rows, [sums], version] = await Promise.all([
      db
        .select()
        .from(commissionStatements)
        .where(where)
        .orderBy(desc(commissionStatements.periodStart))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({
          n: count(),
          paid: sql<string>`coalesce(sum(${commissionStatements.amount}) filter (where ${commissionStatements.state} = 'paid'), 0)::text`,
        })
        .from(commissionStatements)
        .where(where),
      versions(db, m.siteId, m.currency),
    ]);
    return {
      list: rows.map((r) => statementRow(r, version.get(r.planId) ?? 0)),
      total: sums?.n ?? 0,
      paid_total: fromMinor(BigInt(sums?.paid ?? '0'), currencyOf(m.currency)),
      currency: m.currency,
    };
  }

  return {
    /** The plan is public to members (Plan is readable before applying); agent_type 0: not an agent. */
    async plan(m: Caller) {
      const agent = await findAgent(db, m.memberId);
      const plan = await planInForce(db, m.siteId, m.currency, clock.now());
      return {
        plan: plan
          ? {
              ...rulesView(plan, currencyOf(m.currency)),
              version: plan.version,
              since: plan.createdAt.toISOString(),
            }
          : null,
        currency: m.currency,
        agent_type: agent?.agentType ?? 0,
      };
    },

    settlements: (m: Caller, q: { page: number; page_size: number }) => list(m, q.page, q.page_size),

    async settlement(m: Caller, id: number) {
      await agentOf(db, m);
      // Only the caller's own statement: another agent's id answers as if it did not exist.
      const [r] = await db
        .select()
        .from(commissionStatements)
        .where(and(eq(commissionStatements.id, id), eq(commissionStatements.agentId, m.memberId)));
      if (!r) throw new AppError(E.notFound);
      const version = await versions(db, m.siteId, m.currency);
      const named = await withMemberAccounts(
        db,
        traceIds(r).map((memberId) => ({ memberId })),
      );
      return {
        ...statementRow(r, version.get(r.planId) ?? 0),
        trace: traceView(r, new Map(named.map((n) => [n.order.memberId, n.account]))),
        currency: m.currency,
      };
    },

    async summary(m: Caller) {
      await agentOf(db, m);
      const code = currencyOf(m.currency);
      const [over, last] = await Promise.all([commissionOver(db, clock, m.memberId), list(m, 1, 3)]);
      const own = over?.statements.find((s) => s.agentId === m.memberId);
      return {
        currency: m.currency,
        estimate:
          over && own
            ? {
                period_start: over.period.start,
                period_end: periodOf(
                  (await planInForce(db, m.siteId, m.currency, clock.now()))!.period,
                  over.period.start,
                ).end,
                rate_bp: own.rateBp,
                team_net: fromMinor(own.teamNet, code),
                active_members: own.activeMembers,
                amount: fromMinor(own.amount, code),
              }
            : null,
        last: last.list,
      };
    },
  };
}
