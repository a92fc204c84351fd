import { CURRENCIES, fromMinor, MONEY_LIMITS, type CurrencyCode } from '@arks/contracts';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { withMemberAccounts } from '../../accounts/member';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { currencyOf, parseAmount, withinBound } from '../../money/ledger';
import { findSite, listCurrencies } from '../../sites/site';
import { findAgent, findAgents } from '../tree';
import { rulesRefusal, type PeriodKind, type PlanRules } from './calculate';
import { adminStatementView } from './decisions';
import { CommissionStaffErrors as E } from './errors';
import { rulesView, storedRules, type PlanRow } from './rules';
import { commissionPlans, commissionStatements } from './schema';
import { traceIds, traceView } from './view';

/** A wire amount in minor units, or a 400 naming the field. */
function amountOf(field: string, amount: string, code: CurrencyCode): bigint {
  let minor: bigint;
  try {
    minor = parseAmount(amount, code);
  } catch {
    throw new AppError(PlatformErrors.badRequest, {
      message: `${field}: at most ${CURRENCIES[code].exponent} decimal places in ${code}`,
    });
  }
  return withinBound(field, minor, code);
}

export interface PlanInput {
  site_id: number;
  currency: string;
  period: PeriodKind;
  tiers: { min_net_revenue: string; min_active_members: number; rate_bp: number }[];
  hall_fees: { hall: number; fee_bp: number }[];
  default_hall_fee_bp: number;
  deposit_fee_bp: number;
  withdrawal_fee_bp: number;
  active_min_deposits: string;
  active_min_valid_bet: string;
  carry_negative: boolean;
  cpa_amount: string;
  cpa_min_deposits: string;
  approval_line: string;
  reason: string;
}

export function planView(p: PlanRow) {
  const code = currencyOf(p.currency);
  return {
    ...rulesView(p, code),
    id: p.id,
    site_id: p.siteId,
    currency: p.currency,
    version: p.version,
    approval_line: fromMinor(p.approvalLine, code),
    reason: p.reason,
    created_by: p.createdBy,
    created_at: p.createdAt.toISOString(),
  };
}

/** The staff side: plan versions, and the statements of a period with their traces. */
export function createCommissionAdmin(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function offered(siteId: number, currency: string) {
    if (!(await findSite(db, siteId))) throw new AppError(E.siteNotFound);
    if (!(await listCurrencies(db, siteId)).includes(currency)) throw new AppError(E.currencyNotOffered);
  }

  const versions = (siteId: number, currency: string) =>
    db
      .select()
      .from(commissionPlans)
      .where(and(eq(commissionPlans.siteId, siteId), eq(commissionPlans.currency, currency)))
      .orderBy(desc(commissionPlans.version));

  return {
    async plans(q: { site_id: number; currency: string }) {
      await offered(q.site_id, q.currency);
      return { list: (await versions(q.site_id, q.currency)).map(planView) };
    },

    /** A new version (a saved one never changes): in force for periods that open from now on. */
    async savePlan(input: PlanInput, actor: StaffActor) {
      await offered(input.site_id, input.currency);
      const code = currencyOf(input.currency);
      const rules: PlanRules = {
        period: input.period,
        tiers: input.tiers.map((t, i) => ({
          minNetRevenue: amountOf(`tiers[${i}].min_net_revenue`, t.min_net_revenue, code),
          minActiveMembers: t.min_active_members,
          rateBp: t.rate_bp,
        })),
        hallFeesBp: Object.fromEntries(input.hall_fees.map((h) => [h.hall, h.fee_bp])),
        defaultHallFeeBp: input.default_hall_fee_bp,
        depositFeeBp: input.deposit_fee_bp,
        withdrawalFeeBp: input.withdrawal_fee_bp,
        activeMinDeposits: amountOf('active_min_deposits', input.active_min_deposits, code),
        activeMinValidBet: amountOf('active_min_valid_bet', input.active_min_valid_bet, code),
        carryNegative: input.carry_negative,
        cpaAmount: amountOf('cpa_amount', input.cpa_amount, code),
        cpaMinDeposits: amountOf('cpa_min_deposits', input.cpa_min_deposits, code),
      };
      const refusal = rulesRefusal(rules);
      if (refusal) throw new AppError(PlatformErrors.badRequest, { message: refusal });
      const approvalLine = amountOf('approval_line', input.approval_line, code);
      const saved = await db.transaction(async (tx) => {
        // One version number per save, even when two staff save at once (the unique key refuses the second).
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('commission-plan'), hashtext(${`${input.site_id}:${input.currency}`}))`,
        );
        const [last] = await tx
          .select({ version: commissionPlans.version })
          .from(commissionPlans)
          .where(and(eq(commissionPlans.siteId, input.site_id), eq(commissionPlans.currency, input.currency)))
          .orderBy(desc(commissionPlans.version))
          .limit(1);
        const [row] = await tx
          .insert(commissionPlans)
          .values({
            siteId: input.site_id,
            currency: input.currency,
            version: (last?.version ?? 0) + 1,
            period: input.period,
            rules: storedRules(rules),
            approvalLine,
            reason: input.reason,
            createdBy: actor.staffId,
            createdAt: clock.now(),
          })
          .returning();
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'commission_plan_saved',
          target: `commission-plan:${input.site_id}:${input.currency}`,
          detail: { version: row!.version, reason: input.reason, plan: planView(row!) },
          ip: actor.ip,
        });
        return row!;
      });
      return planView(saved);
    },

    async statements(q: {
      site_id: number;
      currency: string;
      period_start?: string;
      state?: 'preview' | 'approved' | 'paid';
      agent_id?: number;
      page: number;
      page_size: number;
    }) {
      await offered(q.site_id, q.currency);
      const s = commissionStatements;
      const scope = [eq(s.siteId, q.site_id), eq(s.currency, q.currency)];
      const where: SQL[] = [...scope];
      if (q.period_start) where.push(eq(s.periodStart, q.period_start));
      if (q.state) where.push(eq(s.state, q.state));
      if (q.agent_id) where.push(eq(s.agentId, q.agent_id));
      const code = currencyOf(q.currency);
      const [rows, [sums], periods, plans] = await Promise.all([
        db
          .select()
          .from(s)
          .where(and(...where))
          .orderBy(desc(s.periodStart), desc(s.amount), asc(s.agentId))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db
          .select({
            n: count(),
            amount: sql<string>`coalesce(sum(${s.amount}), 0)::text`,
            paid: sql<string>`coalesce(sum(${s.amount}) filter (where ${s.state} = 'paid'), 0)::text`,
          })
          .from(s)
          .where(and(...where)),
        db
          .selectDistinct({ period_start: s.periodStart, period_end: s.periodEnd })
          .from(s)
          .where(and(...scope))
          .orderBy(desc(s.periodStart))
          .limit(60),
        versions(q.site_id, q.currency),
      ]);
      const version = new Map(plans.map((p) => [p.id, p.version]));
      const [named, agents] = await Promise.all([
        withMemberAccounts(
          db,
          rows.map((r) => ({ memberId: r.agentId, r })),
        ),
        findAgents(
          db,
          rows.map((r) => r.agentId),
        ),
      ]);
      const status = new Map(agents.map((a) => [a.memberId, a.status]));
      return {
        list: named.map(({ order: { r }, account }) =>
          adminStatementView(r, account, version.get(r.planId) ?? 0, status.get(r.agentId)),
        ),
        total: sums?.n ?? 0,
        totals: {
          amount: fromMinor(BigInt(sums?.amount ?? '0'), code),
          paid: fromMinor(BigInt(sums?.paid ?? '0'), code),
        },
        periods,
      };
    },

    async statement(id: number) {
      const [r] = await db.select().from(commissionStatements).where(eq(commissionStatements.id, id));
      if (!r) throw new AppError(E.notFound);
      const [p] = await db.select().from(commissionPlans).where(eq(commissionPlans.id, r.planId));
      const named = await withMemberAccounts(
        db,
        [r.agentId, ...traceIds(r)].map((memberId) => ({ memberId })),
      );
      const accounts = new Map(named.map((n) => [n.order.memberId, n.account]));
      return {
        ...adminStatementView(
          r,
          accounts.get(r.agentId) ?? '',
          p?.version ?? 0,
          (await findAgent(db, r.agentId))?.status,
        ),
        trace: traceView(r, accounts),
      };
    },

    /** The default approval line of a currency (the console's form). */
    defaultLine: (currency: string) =>
      fromMinor(MONEY_LIMITS[currencyOf(currency)].approvalAbove, currencyOf(currency)),
  };
}
