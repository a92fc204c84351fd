import { fromMinor } from '@arks/contracts';
import { and, asc, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { findMembers } from '../../accounts/member';
import { checkApprover, createStaffAuditWriter, staffAccounts, type StaffActor } from '../../accounts/staff';
import { currencyOf, openAccounts, type LedgerService } from '../../money/ledger';
import { RecommendErrors as E } from './errors';
import { payReward, type RewardRow, type TurnoverSink } from './payout';
import { recommendRewards } from './schema';
import { rewardView } from './views';

/** Account names of the recommenders and friends of some rewards. */
export async function accountsOf(db: DbOrTx, rows: readonly RewardRow[]) {
  const members = await findMembers(
    db,
    rows.flatMap((r) => [r.recommenderId, r.friendId]),
  );
  return new Map(members.map((m) => [m.id, m.account]));
}

/**
 * Maker-checker for rewards held above the ceiling or past the site's daily bound. The job is the
 * maker (no staff member), so any checker who passes the approver rules decides; the decision is one
 * conditional UPDATE out of `waiting_approval` in the transaction that pays, so parallel decisions
 * take effect once.
 */
export function createRecommendDecisions(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  turnover?: TurnoverSink;
  totpRequired: boolean;
  published: (r: RewardRow) => void;
}) {
  const { db, clock, ledger } = deps;
  const find = async (id: number, d: DbOrTx = db) =>
    (await d.select().from(recommendRewards).where(eq(recommendRewards.id, id)))[0];
  const view = async (r: RewardRow) => rewardView(r, await accountsOf(db, [r]));

  const audit = (
    tx: DbOrTx,
    actor: StaffActor,
    action: string,
    r: RewardRow,
    detail: Record<string, unknown>,
  ) =>
    createStaffAuditWriter(
      tx,
      clock,
    )({
      staffId: actor.staffId,
      action,
      target: `member:${r.recommenderId}`,
      detail: {
        reward_id: r.id,
        friend_id: r.friendId,
        amount: fromMinor(r.amount, currencyOf(r.currency)),
        ...detail,
      },
      ip: actor.ip,
    });

  return {
    async approve(id: number, reason: string | undefined, actor: StaffActor) {
      const waiting = await find(id);
      if (!waiting) throw new AppError(E.notFound);
      await openAccounts(
        ledger,
        waiting.siteId,
        waiting.currency,
        waiting.recommenderId,
        'recommend_expense',
      );
      const paid = await db.transaction(async (tx) => {
        const [r] = await tx
          .update(recommendRewards)
          .set({ decidedBy: actor.staffId })
          .where(and(eq(recommendRewards.id, id), eq(recommendRewards.state, 'waiting_approval')))
          .returning();
        if (!r) throw new AppError(E.decided);
        // The job is no staff member: its rewards are checked against no maker (ids start at 1).
        await checkApprover(tx, { makerId: 0, checkerId: actor.staffId }, deps);
        const done = await payReward({ ledger, turnover: deps.turnover, now: clock.now() }, tx, r, {
          staffId: actor.staffId,
          reason: reason ?? null,
        });
        await audit(tx, actor, 'recommend_reward_approved', r, {
          checker_staff_id: actor.staffId,
          transfer_id: String(done.transferId),
          ...(reason ? { reason } : {}),
        });
        return done;
      });
      deps.published(paid);
      return view(paid);
    },

    async reject(id: number, reason: string, actor: StaffActor) {
      const done = await db.transaction(async (tx) => {
        const [r] = await tx
          .update(recommendRewards)
          .set({
            state: 'rejected',
            decidedBy: actor.staffId,
            decidedAt: clock.now(),
            decisionReason: reason,
          })
          .where(and(eq(recommendRewards.id, id), eq(recommendRewards.state, 'waiting_approval')))
          .returning();
        if (!r) throw new AppError((await find(id, tx)) ? E.decided : E.notFound);
        await audit(tx, actor, 'recommend_reward_rejected', r, { reason, checker_staff_id: actor.staffId });
        return r;
      });
      return view(done);
    },

    /** Held rewards as the approvals inbox lists them: waiting = pending, paid after approval = approved. */
    async inbox(f: {
      status: 'pending' | 'approved' | 'rejected';
      siteId?: number;
      memberId?: number;
      order: 'asc' | 'desc';
      limit: number;
    }) {
      const where: SQL[] = [];
      if (f.status === 'pending') where.push(eq(recommendRewards.state, 'waiting_approval'));
      if (f.status === 'rejected') where.push(eq(recommendRewards.state, 'rejected'));
      if (f.status === 'approved') {
        where.push(eq(recommendRewards.state, 'paid'));
        where.push(isNotNull(recommendRewards.decidedBy));
      }
      if (f.siteId !== undefined) where.push(eq(recommendRewards.siteId, f.siteId));
      if (f.memberId !== undefined) where.push(eq(recommendRewards.recommenderId, f.memberId));
      const by = f.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(recommendRewards)
          .where(and(...where))
          .orderBy(by(recommendRewards.computedAt), by(recommendRewards.id))
          .limit(f.limit),
        db
          .select({ n: count() })
          .from(recommendRewards)
          .where(and(...where)),
      ]);
      const accounts = await accountsOf(db, rows);
      const staff = await staffAccounts(
        db,
        rows.flatMap((r) => (r.decidedBy === null ? [] : [r.decidedBy])),
      );
      const list = rows.map((r) => ({
        kind: 'recommend_reward' as const,
        id: r.id,
        order_number: `recommend_reward:${r.friendId}`,
        site_id: r.siteId,
        member_id: r.recommenderId,
        member_account: accounts.get(r.recommenderId) ?? '',
        currency: r.currency,
        amount: fromMinor(r.amount, currencyOf(r.currency)),
        // Why it waits is the reward's `held_for`; the friend is named for the checker.
        reason: `friend ${accounts.get(r.friendId) ?? r.friendId} · ${r.heldFor ?? ''}`.trim(),
        status: f.status,
        maker_id: null,
        maker_account: null,
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
