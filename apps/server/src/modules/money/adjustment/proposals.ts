import {
  basisPointsToMultiple,
  fromMinor,
  MoneyCode,
  MONEY_LIMITS,
  multipleToBasisPoints,
} from '@arks/contracts';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { adjustmentProposals } from './schema';
import { AppError, type ErrorSpec, errorTable, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import type { LedgerService } from '../ledger';
import { checkApprover, createStaffAuditWriter } from '../../accounts/staff';
import { openAccounts } from '../ledger';
import type { StaffActor } from '../../accounts/staff';
import { postAdjustment, type AdjustedMember } from './posting';

export const ProposalErrors = errorTable(
  'proposal',
  {
    notFound: {
      code: MoneyCode.ORDER_NOT_FOUND,
      httpStatus: 404,
      message: 'id: no such adjustment proposal',
    },
    ownProposal: {
      ...PlatformErrors.forbidden,
      message: 'A second staff member must approve this adjustment: its maker cannot',
    },
    decided: {
      code: MoneyCode.ORDER_ALREADY_RESOLVED,
      httpStatus: 409,
      message: 'This adjustment proposal was already decided',
    },
    keyConflict: {
      code: MoneyCode.IDEMPOTENCY_CONFLICT,
      httpStatus: 409,
      message: 'This request key was already used for a different adjustment',
    },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);

type Proposal = typeof adjustmentProposals.$inferSelect;

/** Within the approval line, only a daily bound can have held an adjustment back. */
const heldFor = (minor: bigint, m: Pick<AdjustedMember, 'code'>) =>
  (minor < 0n ? -minor : minor) > MONEY_LIMITS[m.code].approvalAbove
    ? ('approval_line' as const)
    : ('daily_limit' as const);

/**
 * Maker-checker for large manual adjustments. The maker's request stores a proposal; a second finance
 * or admin staff member approves it (the ledger transfer posts in the same transaction as the status
 * change) or rejects it with a reason. The decision is one conditional UPDATE (`where status =
 * 'pending'`, and for approval `proposed_by <> checker`), so parallel decisions take effect once.
 */
/** An approved bonus proposal's turnover ref, the same in its transfer's metadata and in the event. */
const proposalBonusRef = (id: number) => `adjust-proposal:${id}`;

export function createProposals(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  member: (id: number) => Promise<AdjustedMember>;
  /** Whether a checker must have two-factor on (STAFF_TOTP_REQUIRED), for checkApprover. */
  totpRequired: boolean;
}) {
  const { db, clock, ledger } = deps;

  const view = (p: Proposal, m: Pick<AdjustedMember, 'code'>) => ({
    id: p.id,
    site_id: p.siteId,
    member_id: p.memberId,
    currency: p.currency,
    amount: fromMinor(p.amount, m.code),
    reason: p.reason,
    status: p.status as 'pending' | 'approved' | 'rejected',
    proposed_by: p.proposedBy,
    decided_by: p.decidedBy,
    decision_reason: p.decisionReason,
    transfer_id: p.transferId === null ? null : String(p.transferId),
    created_at: p.createdAt.toISOString(),
    decided_at: p.decidedAt?.toISOString() ?? null,
  });

  const find = async (id: number, d: DbOrTx = db) =>
    (await d.select().from(adjustmentProposals).where(eq(adjustmentProposals.id, id)))[0];

  /**
   * Why a decision did not take: gone, the maker's own, or decided already. Read on the caller's
   * connection: many parallel deciders each hold one, and a second one each could starve the pool.
   */
  async function refusal(tx: DbOrTx, id: number, actor: StaffActor): Promise<AppError> {
    const p = await find(id, tx);
    if (!p) return new AppError(ProposalErrors.notFound);
    if (p.status !== 'pending') return new AppError(ProposalErrors.decided);
    if (p.proposedBy === actor.staffId) return new AppError(ProposalErrors.ownProposal);
    return new AppError(ProposalErrors.decided);
  }

  return {
    async exists(memberId: number, key: string) {
      const [row] = await db
        .select({ id: adjustmentProposals.id })
        .from(adjustmentProposals)
        .where(and(eq(adjustmentProposals.memberId, memberId), eq(adjustmentProposals.idempotencyKey, key)));
      return row !== undefined;
    },

    async propose(
      m: AdjustedMember,
      minor: bigint,
      input: { reason: string; idempotency_key: string; turnover_multiple?: number },
      actor: StaffActor,
    ) {
      const made = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(adjustmentProposals)
          .values({
            siteId: m.siteId,
            memberId: m.id,
            currency: m.currency,
            amount: minor,
            reason: input.reason,
            turnoverMultipleBp: multipleToBasisPoints(input.turnover_multiple ?? 0),
            idempotencyKey: input.idempotency_key,
            proposedBy: actor.staffId,
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return undefined;
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'adjustment_proposed',
          target: `member:${m.id}`,
          detail: { proposal_id: row.id, amount: fromMinor(minor, m.code), reason: input.reason },
          ip: actor.ip,
        });
        return row;
      });
      const p =
        made ??
        (
          await db
            .select()
            .from(adjustmentProposals)
            .where(
              and(
                eq(adjustmentProposals.memberId, m.id),
                eq(adjustmentProposals.idempotencyKey, input.idempotency_key),
              ),
            )
        )[0]!;
      if (p.amount !== minor) throw new AppError(ProposalErrors.keyConflict);
      const balance = await ledger.mainBalance(m.id, m.currency);
      return {
        status: p.status === 'approved' ? ('posted' as const) : ('proposed' as const),
        transfer_id: p.transferId === null ? null : String(p.transferId),
        proposal_id: p.id,
        amount: fromMinor(minor, m.code),
        available: fromMinor(balance.available, m.code),
        replayed: made === undefined,
        // Within the approval line, only the day's bound can have held it.
        held_for: p.status === 'approved' ? null : heldFor(minor, m),
      };
    },

    async approve(id: number, reason: string | undefined, actor: StaffActor) {
      const pending = await find(id);
      if (!pending) throw new AppError(ProposalErrors.notFound);
      const m = await deps.member(pending.memberId);
      await openAccounts(ledger, m.siteId, m.currency, m.id, 'adjustments');
      const done = await db.transaction(async (tx) => {
        const [p] = await tx
          .update(adjustmentProposals)
          .set({
            status: 'approved',
            decidedBy: actor.staffId,
            decidedAt: clock.now(),
            decisionReason: reason ?? null,
          })
          .where(
            and(
              eq(adjustmentProposals.id, id),
              eq(adjustmentProposals.status, 'pending'),
              ne(adjustmentProposals.proposedBy, actor.staffId),
            ),
          )
          .returning();
        if (!p) throw await refusal(tx, id, actor);
        // The checker must not be an account the maker made or last changed (a second account of
        // their own); a refusal rolls the approval back.
        await checkApprover(tx, { makerId: p.proposedBy, checkerId: actor.staffId }, deps);
        // Funds, bounds and the balance ceiling are checked again now: a refusal rolls the approval back.
        const { transfer } = await postAdjustment(ledger, tx, m, p.amount, {
          idempotencyKey: `adjust-proposal:${p.id}`,
          memo: p.reason,
          staffId: actor.staffId,
          reference: `adjustment-proposal:${p.id}`,
          turnover: {
            source: 'manual_bonus',
            ref: proposalBonusRef(p.id),
            multipleBp: p.turnoverMultipleBp,
          },
        });
        const [row] = await tx
          .update(adjustmentProposals)
          .set({ transferId: transfer.id })
          .where(eq(adjustmentProposals.id, id))
          .returning();
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'adjustment_approved',
          target: `member:${m.id}`,
          detail: {
            proposal_id: p.id,
            amount: fromMinor(p.amount, m.code),
            reason: p.reason,
            maker_staff_id: p.proposedBy,
            checker_staff_id: actor.staffId,
            transfer_id: String(transfer.id),
          },
          ip: actor.ip,
        });
        return row!;
      });
      deps.events.publish('member.balance_changed', {
        memberId: m.id,
        siteId: m.siteId,
        currency: m.currency,
      });
      if (done.amount > 0n && done.turnoverMultipleBp > 0)
        deps.events.publish('promotion.credited', {
          memberId: m.id,
          siteId: m.siteId,
          currency: m.currency,
          source: 'manual_bonus',
          ref: proposalBonusRef(done.id),
          amountMinor: done.amount,
          turnoverMultiple: basisPointsToMultiple(done.turnoverMultipleBp),
        });
      return view(done, m);
    },

    async reject(id: number, reason: string, actor: StaffActor) {
      const done = await db.transaction(async (tx) => {
        const [p] = await tx
          .update(adjustmentProposals)
          .set({
            status: 'rejected',
            decidedBy: actor.staffId,
            decidedAt: clock.now(),
            decisionReason: reason,
          })
          .where(and(eq(adjustmentProposals.id, id), eq(adjustmentProposals.status, 'pending')))
          .returning();
        if (!p) throw await refusal(tx, id, actor);
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'adjustment_rejected',
          target: `member:${p.memberId}`,
          detail: {
            proposal_id: p.id,
            reason,
            maker_staff_id: p.proposedBy,
            checker_staff_id: actor.staffId,
          },
          ip: actor.ip,
        });
        return p;
      });
      return view(done, await deps.member(done.memberId));
    },

    async list(q: {
      status?: 'pending' | 'approved' | 'rejected';
      site_id?: number;
      member_id?: number;
      page: number;
      page_size: number;
    }) {
      const filters: SQL[] = [];
      if (q.status) filters.push(eq(adjustmentProposals.status, q.status));
      if (q.site_id) filters.push(eq(adjustmentProposals.siteId, q.site_id));
      if (q.member_id) filters.push(eq(adjustmentProposals.memberId, q.member_id));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(adjustmentProposals)
          .where(where)
          .orderBy(desc(adjustmentProposals.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(adjustmentProposals).where(where),
      ]);
      return {
        list: rows.map((p) => view(p, { code: p.currency as AdjustedMember['code'] })),
        total: total?.n ?? 0,
      };
    },
  };
}
