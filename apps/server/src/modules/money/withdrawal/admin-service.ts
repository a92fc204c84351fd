import { fromMinor, WITHDRAWAL_APPROVAL_ABOVE } from '@arks/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import { findPayoutAccounts, type PayoutAccount } from '../../accounts/member-center';
import { checkApprover, createStaffAuditWriter, staffAccounts, type StaffActor } from '../../accounts/staff';
import { currencyOf, type LedgerService } from '../ledger';
import { announceWithdrawal } from './announce';
import { WithdrawalErrors as E, WithdrawalReviewErrors as RE } from './errors';
import { limitsOf, siteLimitRows, type Limits } from './limits';
import { payeeVerificationRequired, payeeVerified, refuseUnverifiedPayee } from './payee-guard';
import * as repo from './repository';

export type WithdrawalAdminService = ReturnType<typeof createWithdrawalAdminService>;

const GAME_KINDS = ['provider_in', 'provider_out', 'game_result'];

/** Whether a withdrawal needs two approvers: strictly above its currency's threshold. */
export const needsSecondApproval = (o: Pick<repo.WithdrawalRow, 'amount' | 'currency'>) =>
  o.amount > WITHDRAWAL_APPROVAL_ABOVE[currencyOf(o.currency)];

/**
 * The staff side of withdrawals: the queue, the review desk, and approval. A withdrawal above
 * WITHDRAWAL_APPROVAL_ABOVE is approved by two different staff: the first approval is recorded on the
 * order (still pending, money still held), the second posts the held transfer. Every decision locks
 * the order row first, so parallel approvals run one after the other and the money moves once.
 * Where the site's rule covers the amount, an order whose bank account finance has not verified is
 * refused at either approval (payee-guard.ts).
 */
export function createWithdrawalAdminService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  /** STAFF_TOTP_REQUIRED: the second approver must have two-factor on. */
  totpRequired: boolean;
}) {
  const { db, clock, ledger, events } = deps;
  const text = (minor: bigint, currency: string) => fromMinor(minor, currencyOf(currency));

  /** What the console needs of each order beyond its row: staff names, payee accounts, site rules. */
  interface Context {
    staff: Map<number, string>;
    payees: PayoutAccount[];
    limits: (o: repo.WithdrawalRow) => Limits;
  }

  function toAdmin(o: repo.WithdrawalRow, account: string, c: Context) {
    return {
      id: o.id,
      order_number: o.orderNumber,
      site_id: o.siteId,
      member_id: o.memberId,
      member_account: account,
      currency: o.currency,
      amount: text(o.amount, o.currency),
      bank_name: o.bankName,
      account_name: o.accountName,
      account_number: o.accountNumber,
      bank_account_id: o.bankAccountId,
      status: o.status,
      reason: o.reason,
      created_at: o.createdAt.toISOString(),
      resolved_at: o.resolvedAt?.toISOString() ?? null,
      resolved_by: o.resolvedBy,
      needs_second_approval: needsSecondApproval(o),
      payee_verified: payeeVerified(
        o,
        c.payees.find((p) => p.id === o.bankAccountId),
      ),
      payee_verification_required: payeeVerificationRequired(o, c.limits(o)),
      first_approval:
        o.firstApprovedBy === null || o.firstApprovedAt === null
          ? null
          : {
              staff_id: o.firstApprovedBy,
              staff_account: c.staff.get(o.firstApprovedBy) ?? '',
              note: o.firstApprovalNote,
              at: o.firstApprovedAt.toISOString(),
            },
    };
  }

  async function views(rows: { order: repo.WithdrawalRow; account: string }[]) {
    const orders = rows.map((r) => r.order);
    const [staff, payees, limitRows] = await Promise.all([
      staffAccounts(
        db,
        orders.flatMap((o) => (o.firstApprovedBy === null ? [] : [o.firstApprovedBy])),
      ),
      findPayoutAccounts(
        db,
        orders.flatMap((o) => (o.bankAccountId === null ? [] : [o.bankAccountId])),
      ),
      siteLimitRows(db, [...new Set(orders.map((o) => o.siteId))]),
    ]);
    const limits = (o: repo.WithdrawalRow) =>
      limitsOf(
        limitRows.find((r) => r.siteId === o.siteId && r.currency === o.currency),
        currencyOf(o.currency),
      );
    return rows.map((r) => toAdmin(r.order, r.account, { staff, payees, limits }));
  }

  const one = async (o: repo.WithdrawalRow) =>
    (await views([{ order: o, account: await repo.memberAccount(db, o.memberId) }]))[0]!;

  async function decide(
    id: number,
    to: 'approved' | 'rejected',
    reason: string | null,
    actor: StaffActor,
  ): Promise<{ order: repo.WithdrawalRow; moved: boolean }> {
    return db.transaction(async (tx) => {
      const o = await repo.lockOrder(tx, id);
      if (!o) throw new AppError(E.notFound);
      if (o.status !== 'pending') throw new AppError(E.alreadyResolved);
      const audit = createStaffAuditWriter(tx, clock);
      const target = `withdrawal:${o.orderNumber}`;
      const amount = text(o.amount, o.currency);
      if (to === 'approved') {
        if (needsSecondApproval(o) && o.firstApprovedBy === actor.staffId)
          throw new AppError(RE.sameApprover);
        // At the first of two approvals too: nobody reviews an order that could not be paid.
        await refuseUnverifiedPayee(tx, o);
        if (needsSecondApproval(o) && o.firstApprovedBy === null) {
          const proposed = await repo.proposeApproval(tx, id, {
            firstApprovedBy: actor.staffId,
            firstApprovedAt: clock.now(),
            firstApprovalNote: reason,
          });
          await audit({
            staffId: actor.staffId,
            action: 'withdrawal_approval_proposed',
            target,
            detail: { member_id: o.memberId, amount, reason },
            ip: actor.ip,
          });
          return { order: proposed, moved: false };
        }
      }
      // The second approver must be independent of the first (not an account they made or changed).
      if (to === 'approved' && o.firstApprovedBy !== null) {
        await checkApprover(tx, { makerId: o.firstApprovedBy, checkerId: actor.staffId }, deps);
      }
      if (to === 'approved') await ledger.post(o.transferId, tx);
      else await ledger.void(o.transferId, tx);
      const done = await repo.resolveOrder(tx, id, {
        status: to,
        reason,
        resolvedBy: actor.staffId,
        resolvedAt: clock.now(),
      });
      await audit({
        staffId: actor.staffId,
        action: to === 'approved' ? 'withdrawal_approved' : 'withdrawal_rejected',
        target,
        detail: {
          member_id: o.memberId,
          amount,
          reason,
          ...(o.firstApprovedBy === null
            ? {}
            : { maker_staff_id: o.firstApprovedBy, checker_staff_id: actor.staffId }),
        },
        ip: actor.ip,
      });
      return { order: done, moved: true };
    });
  }

  async function resolve(id: number, to: 'approved' | 'rejected', reason: string | null, actor: StaffActor) {
    const { order, moved } = await decide(id, to, reason, actor);
    if (moved) announceWithdrawal(events, order);
    return one(order);
  }

  return {
    async list(f: {
      status?: repo.WithdrawalRow['status'];
      site_id?: number;
      member_id?: number;
      from?: string;
      to?: string;
      page: number;
      page_size: number;
    }) {
      const { rows, total } = await repo.listOrders(db, {
        status: f.status,
        siteId: f.site_id,
        memberId: f.member_id,
        from: f.from ? new Date(f.from) : undefined,
        to: f.to ? new Date(f.to) : undefined,
        limit: f.page_size,
        offset: (f.page - 1) * f.page_size,
      });
      return { list: await views(rows), total };
    },

    async review(id: number) {
      const o = await repo.findOrder(db, id);
      if (!o) throw new AppError(RE.notFound);
      const [withdrawal, wallet, totals, games, pending] = await Promise.all([
        one(o),
        ledger.mainBalance(o.memberId, o.currency),
        ledger.memberKindTotals(o.memberId, o.currency),
        ledger.history(
          { siteId: o.siteId, currency: o.currency, account: { member: o.memberId } },
          { kinds: GAME_KINDS, limit: 10, offset: 0 },
        ),
        repo.pendingTotal(db, o.memberId, o.currency),
      ]);
      const posted = totals.filter((t) => t.status === 'posted');
      return {
        withdrawal,
        balance: text(wallet.balance, o.currency),
        available: text(wallet.available, o.currency),
        totals: posted.map((t) => ({
          kind: t.kind as never,
          in: text(t.credited, o.currency),
          out: text(t.debited, o.currency),
          count: t.count,
        })),
        pending_withdrawals: { amount: text(pending.amount, o.currency), count: pending.count },
        recent_games: games.items.map((g) => ({
          id: g.id.toString(),
          kind: g.kind as never,
          amount: text(g.signedAmount, o.currency),
          reference: g.reference,
          status: g.status as never,
          created_at: g.createdAt.toISOString(),
        })),
      };
    },

    /** Large withdrawals with a first approval, as the approvals inbox lists them. */
    async proposals(f: repo.ProposalFilter) {
      const { rows, total } = await repo.listProposals(db, f);
      const staff = await staffAccounts(
        db,
        rows.flatMap((r) => [r.order.firstApprovedBy!, ...(r.order.resolvedBy ? [r.order.resolvedBy] : [])]),
      );
      const list = rows.map(({ order: o, account }) => ({
        kind: 'withdrawal' as const,
        id: o.id,
        order_number: o.orderNumber,
        site_id: o.siteId,
        member_id: o.memberId,
        member_account: account,
        currency: o.currency,
        amount: text(o.amount, o.currency),
        reason: o.firstApprovalNote,
        status: o.status,
        maker_id: o.firstApprovedBy!,
        maker_account: staff.get(o.firstApprovedBy!) ?? '',
        checker_id: o.resolvedBy,
        checker_account: o.resolvedBy ? (staff.get(o.resolvedBy) ?? '') : null,
        decision_reason: o.status === 'pending' ? null : o.reason,
        proposed_at: o.firstApprovedAt!.toISOString(),
        decided_at: o.resolvedAt?.toISOString() ?? null,
      }));
      return { list, total };
    },

    approve: (id: number, reason: string | undefined, actor: StaffActor) =>
      resolve(id, 'approved', reason ?? null, actor),
    reject: (id: number, reason: string, actor: StaffActor) => resolve(id, 'rejected', reason, actor),
  };
}
