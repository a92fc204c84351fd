import { fromMinor, MONEY_LIMITS } from '@arks/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import { withMemberAccounts } from '../../accounts/member';
import { checkApprover, createStaffAuditWriter, staffAccounts, type StaffActor } from '../../accounts/staff';
import { createIssuanceLimits } from '../../money/approvals';
import { currencyOf, openAccounts, type LedgerService } from '../../money/ledger';
import { agentStatusHeld, findAgent } from '../tree';
import { CommissionStaffErrors as E } from './errors';
import { addDays } from './periods';
import { commissionCpa, commissionPlans, commissionStatements } from './schema';
import { readTrace, statementRow, type StatementRow } from './view';

/** The ledger key of a statement's payment: one per agent and period, whatever runs it. */
export const paymentKey = (r: Pick<StatementRow, 'siteId' | 'agentId' | 'periodStart'>) =>
  `commission:${r.siteId}:${r.agentId}:${r.periodStart}`;

/**
 * A statement as staff see it. `agent_suspended`: the agent is suspended now, so the statement cannot
 * be approved or paid until staff restore it (the console says so in place of its buttons).
 */
export function adminStatementView(
  r: StatementRow,
  account: string,
  planVersion: number,
  agentStatus: 'active' | 'suspended' | undefined,
) {
  return {
    ...statementRow(r, planVersion),
    site_id: r.siteId,
    currency: r.currency,
    agent_id: r.agentId,
    agent_account: account,
    agent_suspended: agentStatus !== 'active',
    held_for: r.heldFor,
    approved_by: r.approvedBy,
    paid_by: r.paidBy,
    decision_reason: r.decisionReason,
    transfer_id: r.transferId === null ? null : String(r.transferId),
  };
}

export async function versionOf(db: DbOrTx, planId: number): Promise<number> {
  const [p] = await db
    .select({ version: commissionPlans.version })
    .from(commissionPlans)
    .where(eq(commissionPlans.id, planId));
  return p?.version ?? 0;
}

/**
 * Approving and paying statements. A statement at or under its plan's approval line, within the
 * site's daily commission bound, is paid by the first approval; above the line (or past the bound) the
 * first approval holds it and the approvals inbox offers it to a second staff member, who pays it.
 * Each decision is one conditional UPDATE under the row's lock in the transaction that pays, so
 * parallel decisions take effect once, and the ledger key `commission:<site>:<agent>:<start>` moves
 * the money once whatever happens.
 */
export function createCommissionDecisions(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  totpRequired: boolean;
  /** Tests stand in for a crash: called in the paying transaction, after the transfer. */
  onPaid?: (row: StatementRow) => Promise<void>;
}) {
  const { db, clock, ledger } = deps;
  const limits = createIssuanceLimits({ db, clock });
  const find = async (id: number, d: DbOrTx = db) =>
    (await d.select().from(commissionStatements).where(eq(commissionStatements.id, id)))[0];

  async function view(r: StatementRow) {
    const [named] = await withMemberAccounts(db, [{ memberId: r.agentId }]);
    const agent = await findAgent(db, r.agentId);
    return adminStatementView(r, named?.account ?? '', await versionOf(db, r.planId), agent?.status);
  }

  async function pay(tx: Tx, r: StatementRow, paidBy: number, approvedBy: number, reason: string | null) {
    let transferId: bigint | null = null;
    const now = clock.now();
    if (r.amount > 0n) {
      const { transfer } = await ledger.transfer(
        {
          siteId: r.siteId,
          currency: r.currency,
          debit: { system: 'commission_expense' },
          credit: { member: r.agentId },
          amount: r.amount,
          kind: 'commission',
          idempotencyKey: paymentKey(r),
          reference: `commission:${r.periodStart}:${r.periodEnd}`,
          staffId: paidBy,
        },
        tx,
      );
      transferId = transfer.id;
      const code = currencyOf(r.currency);
      const { balance } = await ledger.mainBalance(r.agentId, r.currency, tx);
      if (balance > MONEY_LIMITS[code].maxBalance) throw new AppError(E.aboveMaxBalance);
    }
    const cpaMembers = readTrace(r.trace).cpa_members;
    if (cpaMembers.length > 0) {
      const per = r.cpa / BigInt(cpaMembers.length);
      const taken = await tx
        .insert(commissionCpa)
        .values(cpaMembers.map((m) => ({ memberId: m, agentId: r.agentId, statementId: r.id, amount: per })))
        .onConflictDoNothing()
        .returning({ id: commissionCpa.memberId });
      if (taken.length !== cpaMembers.length) throw new AppError(E.cpaTaken);
    }
    const [paid] = await tx
      .update(commissionStatements)
      .set({
        state: 'paid',
        paidBy,
        approvedBy,
        approvedAt: r.approvedAt ?? now,
        paidAt: now,
        transferId,
        ...(reason ? { decisionReason: reason } : {}),
      })
      .where(eq(commissionStatements.id, r.id))
      .returning();
    await deps.onPaid?.(paid!);
    return paid!;
  }

  async function audit(tx: DbOrTx, actor: StaffActor, action: string, r: StatementRow, extra: object) {
    await createStaffAuditWriter(
      tx,
      clock,
    )({
      staffId: actor.staffId,
      action,
      target: `member:${r.agentId}`,
      detail: {
        statement_id: r.id,
        period_start: r.periodStart,
        period_end: r.periodEnd,
        amount: fromMinor(r.amount, currencyOf(r.currency)),
        ...extra,
      },
      ip: actor.ip,
    });
  }

  return {
    /** First approval (pays at or under the line) or the second staff member's (pays a held one). */
    async approve(id: number, reason: string | undefined, actor: StaffActor) {
      const first = await find(id);
      if (!first) throw new AppError(E.notFound);
      // Opened outside the paying transaction: a rolled-back payment must not leave an id behind.
      await openAccounts(ledger, first.siteId, first.currency, first.agentId, 'commission_expense');
      const done = await db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(commissionStatements)
          .where(
            and(
              eq(commissionStatements.id, id),
              inArray(commissionStatements.state, ['preview', 'approved']),
            ),
          )
          .for('update');
        if (!r) throw new AppError(E.decided);
        // A suspended agent's statement is kept as computed (what it earned) but neither approved nor
        // paid, first approval or second, until staff restore the agent.
        if ((await agentStatusHeld(tx, r.agentId)) !== 'active') throw new AppError(E.agentSuspended);
        if (r.state === 'approved') {
          if (r.approvedBy === actor.staffId) throw new AppError(E.ownApproval);
          await checkApprover(tx, { makerId: r.approvedBy ?? 0, checkerId: actor.staffId }, deps);
          const paid = await pay(tx, r, actor.staffId, r.approvedBy!, reason ?? null);
          await audit(tx, actor, 'commission_paid', r, {
            maker_staff_id: r.approvedBy,
            checker_staff_id: actor.staffId,
            transfer_id: paid.transferId === null ? null : String(paid.transferId),
            ...(reason ? { reason } : {}),
          });
          return paid;
        }
        // The carry-over in comes from the agent's previous period: it must be final first.
        const [previous] = await tx
          .select({ state: commissionStatements.state })
          .from(commissionStatements)
          .where(
            and(
              eq(commissionStatements.agentId, r.agentId),
              eq(commissionStatements.periodEnd, addDays(r.periodStart, -1)),
            ),
          );
        if (previous && previous.state !== 'paid') throw new AppError(E.previousOpen);
        const [plan] = await tx.select().from(commissionPlans).where(eq(commissionPlans.id, r.planId));
        const hold = async (heldFor: 'line' | 'daily_limit') => {
          const [held] = await tx
            .update(commissionStatements)
            .set({
              state: 'approved',
              heldFor,
              approvedBy: actor.staffId,
              approvedAt: clock.now(),
              decisionReason: reason ?? null,
            })
            .where(eq(commissionStatements.id, r.id))
            .returning();
          await audit(tx, actor, 'commission_approved', r, {
            held_for: heldFor,
            ...(reason ? { reason } : {}),
          });
          return held!;
        };
        if (r.amount > plan!.approvalLine) return hold('line');
        if (r.amount > 0n) {
          const drawn = await limits.draw(tx, [
            {
              scope: 'commission_site_day',
              subjectId: r.siteId,
              currency: currencyOf(r.currency),
              amount: r.amount,
            },
          ]);
          if (!drawn) return hold('daily_limit');
        }
        const paid = await pay(tx, r, actor.staffId, actor.staffId, reason ?? null);
        await audit(tx, actor, 'commission_paid', r, {
          transfer_id: paid.transferId === null ? null : String(paid.transferId),
          ...(reason ? { reason } : {}),
        });
        return paid;
      });
      if (done.state === 'paid' && done.amount > 0n) {
        deps.events.publish('member.balance_changed', {
          memberId: done.agentId,
          siteId: done.siteId,
          currency: done.currency,
        });
      }
      return view(done);
    },

    /** Refuses a held approval: the statement goes back to preview, with who refused it and why. */
    async reject(id: number, reason: string, actor: StaffActor) {
      const done = await db.transaction(async (tx) => {
        const [r] = await tx
          .update(commissionStatements)
          .set({
            state: 'preview',
            heldFor: null,
            approvedBy: null,
            approvedAt: null,
            rejectedBy: actor.staffId,
            rejectedAt: clock.now(),
            decisionReason: reason,
          })
          .where(and(eq(commissionStatements.id, id), eq(commissionStatements.state, 'approved')))
          .returning();
        if (!r) throw new AppError((await find(id, tx)) ? E.decided : E.notFound);
        await audit(tx, actor, 'commission_rejected', r, { reason });
        return r;
      });
      return view(done);
    },

    /** Held statements as the approvals inbox lists them. */
    async inbox(f: {
      status: 'pending' | 'approved' | 'rejected';
      siteId?: number;
      memberId?: number;
      order: 'asc' | 'desc';
      limit: number;
    }) {
      const s = commissionStatements;
      const where: SQL[] = [];
      if (f.status === 'pending') where.push(eq(s.state, 'approved'));
      if (f.status === 'approved') where.push(eq(s.state, 'paid'), isNotNull(s.heldFor));
      if (f.status === 'rejected') where.push(isNotNull(s.rejectedAt), ne(s.state, 'paid'));
      if (f.siteId !== undefined) where.push(eq(s.siteId, f.siteId));
      if (f.memberId !== undefined) where.push(eq(s.agentId, f.memberId));
      const at = f.status === 'rejected' ? s.rejectedAt : s.approvedAt;
      const by = f.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(s)
          .where(and(...where))
          .orderBy(by(at), by(s.id))
          .limit(f.limit),
        db
          .select({ n: count() })
          .from(s)
          .where(and(...where)),
      ]);
      const named = await withMemberAccounts(
        db,
        rows.map((r) => ({ memberId: r.agentId, r })),
      );
      const staff = await staffAccounts(
        db,
        rows.flatMap((r) => [r.approvedBy, r.paidBy, r.rejectedBy].filter((x): x is number => x !== null)),
      );
      const list = named.map(({ order: { r }, account }) => {
        const checker = f.status === 'rejected' ? r.rejectedBy : r.paidBy;
        return {
          kind: 'commission' as const,
          id: r.id,
          order_number: `commission:${r.periodStart}:${r.periodEnd}`,
          site_id: r.siteId,
          member_id: r.agentId,
          member_account: account,
          currency: r.currency,
          amount: fromMinor(r.amount, currencyOf(r.currency)),
          reason: f.status === 'rejected' ? null : r.decisionReason,
          status: f.status,
          maker_id: f.status === 'rejected' ? null : r.approvedBy,
          maker_account:
            f.status === 'rejected' || r.approvedBy === null ? null : (staff.get(r.approvedBy) ?? ''),
          checker_id: checker,
          checker_account: checker === null ? null : (staff.get(checker) ?? ''),
          decision_reason: f.status === 'pending' ? null : r.decisionReason,
          proposed_at: (
            (f.status === 'rejected' ? r.rejectedAt : r.approvedAt) ?? r.computedAt
          ).toISOString(),
          decided_at: (f.status === 'rejected' ? r.rejectedAt : r.paidAt)?.toISOString() ?? null,
        };
      });
      return { list, total: total?.n ?? 0 };
    },
  };
}
