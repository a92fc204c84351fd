import { fromMinor } from '@arks/contracts';
import { and, asc, count, desc, eq, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { withMemberAccounts } from '../../accounts/member';
import { checkApprover, createStaffAuditWriter, staffAccounts, type StaffActor } from '../../accounts/staff';
import { currencyOf, openAccounts, type LedgerService } from '../../money/ledger';
import { RebateErrors as E } from './errors';
import { payRebate, type RebateRow, type TurnoverSink } from './payout';
import { rebates, rebateSettings } from './schema';

/** A rebate as staff see it. */
export function rebateView(r: RebateRow, account: string) {
  const code = currencyOf(r.currency);
  return {
    id: r.id,
    site_id: r.siteId,
    member_id: r.memberId,
    member_account: account,
    currency: r.currency,
    day: r.day,
    hall: r.hall,
    level: r.level,
    valid_bet: fromMinor(r.validBet, code),
    rate_bp: r.rateBp,
    amount: fromMinor(r.amount, code),
    state: r.state,
    held_for: r.heldFor,
    computed_by: r.computedBy,
    decided_by: r.decidedBy,
    decision_reason: r.decisionReason,
    transfer_id: r.transferId === null ? null : String(r.transferId),
    computed_at: r.computedAt.toISOString(),
    paid_at: r.paidAt?.toISOString() ?? null,
  };
}

const accountOf = async (db: DbOrTx, r: RebateRow) => (await withMemberAccounts(db, [r]))[0]!.account;

/**
 * Maker-checker for rebates held above the ceiling or past the daily bound. The decision is one
 * conditional UPDATE out of `waiting_approval` (for approval also `computed_by <> checker`), in the
 * transaction that pays, so parallel decisions take effect once. The maker is the staff member whose
 * run computed the figure; a rebate the job computed has none, and any checker who passes the
 * approver rules (two-factor, not a fresh account) decides it.
 */
export function createRebateDecisions(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  turnover?: TurnoverSink;
  totpRequired: boolean;
  published: (r: RebateRow) => void;
}) {
  const { db, clock, ledger } = deps;
  const find = async (id: number, d: DbOrTx = db) =>
    (await d.select().from(rebates).where(eq(rebates.id, id)))[0];

  async function refusal(tx: DbOrTx, id: number, actor: StaffActor): Promise<AppError> {
    const r = await find(id, tx);
    if (!r) return new AppError(E.notFound);
    if (r.state !== 'waiting_approval') return new AppError(E.decided);
    if (r.computedBy === actor.staffId) return new AppError(E.ownRun);
    return new AppError(E.decided);
  }

  return {
    async approve(id: number, reason: string | undefined, actor: StaffActor) {
      const waiting = await find(id);
      if (!waiting) throw new AppError(E.notFound);
      await openAccounts(ledger, waiting.siteId, waiting.currency, waiting.memberId, 'rebates_expense');
      const paid = await db.transaction(async (tx) => {
        const [r] = await tx
          .update(rebates)
          .set({ decidedBy: actor.staffId })
          .where(
            and(
              eq(rebates.id, id),
              eq(rebates.state, 'waiting_approval'),
              or(isNull(rebates.computedBy), ne(rebates.computedBy, actor.staffId)),
            ),
          )
          .returning();
        if (!r) throw await refusal(tx, id, actor);
        // The job is no staff member: its rebates are checked against no maker (ids start at 1).
        await checkApprover(tx, { makerId: r.computedBy ?? 0, checkerId: actor.staffId }, deps);
        const [s] = await tx
          .select({ multiple: rebateSettings.turnoverMultiple })
          .from(rebateSettings)
          .where(and(eq(rebateSettings.siteId, r.siteId), eq(rebateSettings.currency, r.currency)));
        const done = await payRebate(
          { ledger, turnover: deps.turnover, now: clock.now() },
          tx,
          r,
          s?.multiple ?? 0,
          { staffId: actor.staffId, reason: reason ?? null },
        );
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'rebate_approved',
          target: `member:${r.memberId}`,
          detail: {
            rebate_id: r.id,
            day: r.day,
            hall: r.hall,
            amount: fromMinor(r.amount, currencyOf(r.currency)),
            maker_staff_id: r.computedBy,
            checker_staff_id: actor.staffId,
            transfer_id: String(done.transferId),
            ...(reason ? { reason } : {}),
          },
          ip: actor.ip,
        });
        return done;
      });
      deps.published(paid);
      return rebateView(paid, await accountOf(db, paid));
    },

    async reject(id: number, reason: string, actor: StaffActor) {
      const done = await db.transaction(async (tx) => {
        const [r] = await tx
          .update(rebates)
          .set({
            state: 'rejected',
            decidedBy: actor.staffId,
            decidedAt: clock.now(),
            decisionReason: reason,
          })
          .where(and(eq(rebates.id, id), eq(rebates.state, 'waiting_approval')))
          .returning();
        if (!r) throw await refusal(tx, id, actor);
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'rebate_rejected',
          target: `member:${r.memberId}`,
          detail: {
            rebate_id: r.id,
            day: r.day,
            hall: r.hall,
            amount: fromMinor(r.amount, currencyOf(r.currency)),
            reason,
            maker_staff_id: r.computedBy,
            checker_staff_id: actor.staffId,
          },
          ip: actor.ip,
        });
        return r;
      });
      return rebateView(done, await accountOf(db, done));
    },

    /** Held rebates as the approvals inbox lists them: waiting = pending, paid after approval = approved. */
    async inbox(f: {
      status: 'pending' | 'approved' | 'rejected';
      siteId?: number;
      memberId?: number;
      order: 'asc' | 'desc';
      limit: number;
    }) {
      const where: SQL[] = [];
      if (f.status === 'pending') where.push(eq(rebates.state, 'waiting_approval'));
      if (f.status === 'rejected') where.push(eq(rebates.state, 'rejected'));
      if (f.status === 'approved') {
        // Paid by a checker; the rebates the job paid by itself were never proposals.
        where.push(eq(rebates.state, 'paid'));
        where.push(isNotNull(rebates.decidedBy));
      }
      if (f.siteId !== undefined) where.push(eq(rebates.siteId, f.siteId));
      if (f.memberId !== undefined) where.push(eq(rebates.memberId, f.memberId));
      const by = f.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(rebates)
          .where(and(...where))
          .orderBy(by(rebates.computedAt), by(rebates.id))
          .limit(f.limit),
        db
          .select({ n: count() })
          .from(rebates)
          .where(and(...where)),
      ]);
      const named = await withMemberAccounts(db, rows);
      const staff = await staffAccounts(
        db,
        rows.flatMap((r) => [r.computedBy, r.decidedBy].filter((x): x is number => x !== null)),
      );
      const list = named.map(({ order: r, account }) => ({
        kind: 'rebate' as const,
        id: r.id,
        order_number: `rebate:${r.day}:${r.hall}`,
        site_id: r.siteId,
        member_id: r.memberId,
        member_account: account,
        currency: r.currency,
        amount: fromMinor(r.amount, currencyOf(r.currency)),
        // Why it waits is the rebate's own `held_for` (the Rebates page shows it); no maker wrote a reason.
        reason: null,
        status: f.status,
        maker_id: r.computedBy,
        maker_account: r.computedBy === null ? null : (staff.get(r.computedBy) ?? ''),
        checker_id: r.decidedBy,
        checker_account: r.decidedBy ? (staff.get(r.decidedBy) ?? '') : null,
        decision_reason: r.decisionReason,
        proposed_at: r.computedAt.toISOString(),
        decided_at: r.decidedAt?.toISOString() ?? null,
      }));
      return { list, total: total?.n ?? 0 };
    },
  };
}
