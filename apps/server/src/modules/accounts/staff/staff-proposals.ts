import type { AdminStaffRow, TStaffProposal, TStaffRole } from '@arks/contracts';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import {
  applyTotpReset,
  applyUpdate,
  checkUpdate,
  lockStaffAccounts,
  type StaffUpdate,
} from './account-changes';
import type { StaffActor } from './actor';
import { checkApprover } from './approver';
import { staffAccounts } from './directory';
import { StaffAccountErrors, StaffProposalErrors } from './errors';
import { auditWritten } from './audit-chainer';
import { staffAudit, staffProposals } from './schema';
import type { StaffService } from './service';
import { staffRow } from './staff-rows';

type Proposal = typeof staffProposals.$inferSelect;
/** An approved proposal is audited as the change it made, as when that change is immediate. */
const APPLIED: Record<string, string> = {
  create: 'staff_created',
  update: 'staff_updated',
  totp_reset: 'staff_totp_reset',
};
type Payload = { role?: TStaffRole; status?: 'active' | 'disabled' };
export type ProposalDraft =
  | { kind: 'create'; account: string; role: TStaffRole; passwordHash: string }
  | { kind: 'update'; target: AdminStaffRow; change: StaffUpdate }
  | { kind: 'totp_reset'; target: AdminStaffRow };

/**
 * Maker-checker for changes that give or restore power over staff accounts. The maker's request
 * stores a proposal; a second admin, independent of the maker (checkApprover), approves it (the
 * change is applied in the same transaction, the last-admin rules checked again) or rejects it with
 * a reason. The decision is one conditional UPDATE (`where status = 'pending'`, and for approval
 * `proposed_by <> checker`), so parallel decisions take effect once.
 */
export function createStaffProposals(deps: {
  db: Db;
  clock: Clock;
  staff: StaffService;
  totpRequired: boolean;
}) {
  const { db, clock } = deps;

  const audit = (on: DbOrTx, who: StaffActor, action: string, target: string, detail: object) =>
    on
      .insert(staffAudit)
      .values({ staffId: who.staffId, action, target, detail, ip: who.ip, createdAt: clock.now() })
      .then(auditWritten);

  const views = async (rows: Proposal[], on: DbOrTx = db): Promise<TStaffProposal[]> => {
    const names = await staffAccounts(
      on,
      rows.flatMap((p) => [p.proposedBy, ...(p.decidedBy ? [p.decidedBy] : [])]),
    );
    return rows.map((p) => {
      const payload = p.payload as Payload;
      return {
        id: p.id,
        kind: p.kind as TStaffProposal['kind'],
        target_staff_id: p.targetStaffId,
        account: p.account ?? '',
        role: payload.role ?? null,
        new_status: payload.status ?? null,
        reason: p.reason,
        status: p.status as TStaffProposal['status'],
        proposed_by: p.proposedBy,
        proposed_by_account: names.get(p.proposedBy) ?? null,
        decided_by: p.decidedBy,
        decided_by_account: p.decidedBy ? (names.get(p.decidedBy) ?? null) : null,
        decision_reason: p.decisionReason,
        created_at: p.createdAt.toISOString(),
        decided_at: p.decidedAt?.toISOString() ?? null,
      };
    });
  };
  const view = async (p: Proposal, on: DbOrTx = db) => (await views([p], on))[0]!;

  /** Why a decision did not take: gone, the maker's own, or decided already (read on the caller's connection). */
  async function refusal(tx: DbOrTx, id: number, actor: StaffActor): Promise<AppError> {
    const [p] = await tx.select().from(staffProposals).where(eq(staffProposals.id, id));
    if (!p) return new AppError(StaffProposalErrors.notFound);
    if (p.status !== 'pending') return new AppError(StaffProposalErrors.decided);
    if (p.proposedBy === actor.staffId) return new AppError(StaffProposalErrors.ownProposal);
    return new AppError(StaffProposalErrors.decided);
  }

  /** Applies an approved proposal; the account changed and whether its sessions ended. */
  async function apply(tx: DbOrTx, p: Proposal, checker: number) {
    const now = clock.now();
    const payload = p.payload as Payload;
    if (p.kind === 'create') {
      const made = await deps.staff.create(
        { account: p.account!, role: payload.role!, passwordHash: p.passwordHash! },
        { createdBy: p.proposedBy },
        tx,
      );
      if (!made) throw new AppError(StaffAccountErrors.accountTaken);
      return { id: made.id, before: null, sessionsEnded: false };
    }
    const before = await staffRow(tx, now, p.targetStaffId!);
    if (p.kind === 'totp_reset') {
      return { id: before.id, before, ...(await applyTotpReset(tx, now, before.id, p.proposedBy)) };
    }
    await checkUpdate(tx, before, payload, [p.proposedBy, checker]);
    return { id: before.id, before, ...(await applyUpdate(tx, now, before, payload, p.proposedBy)) };
  }

  return {
    /** Stores a change for a second admin; refused when one of its kind already waits. */
    async propose(who: StaffActor, draft: ProposalDraft, reason: string) {
      const row = await db.transaction(async (tx) => {
        const [p] = await tx
          .insert(staffProposals)
          .values({
            kind: draft.kind,
            targetStaffId: draft.kind === 'create' ? null : draft.target.id,
            account: draft.kind === 'create' ? draft.account : draft.target.account,
            payload:
              draft.kind === 'create' ? { role: draft.role } : draft.kind === 'update' ? draft.change : {},
            passwordHash: draft.kind === 'create' ? draft.passwordHash : null,
            reason,
            proposedBy: who.staffId,
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!p) throw new AppError(StaffProposalErrors.alreadyProposed);
        const shown = await view(p, tx);
        await audit(tx, who, 'staff_change_proposed', `staff-proposal:${p.id}`, {
          kind: shown.kind,
          account: shown.account,
          target_staff_id: shown.target_staff_id,
          role: shown.role,
          new_status: shown.new_status,
          reason,
        });
        return shown;
      });
      return row;
    },

    async approve(id: number, reason: string | undefined, who: StaffActor) {
      let ended: number | null = null;
      const done = await db.transaction(async (tx) => {
        await lockStaffAccounts(tx);
        const [p] = await tx
          .update(staffProposals)
          .set({
            status: 'approved',
            decidedBy: who.staffId,
            decidedAt: clock.now(),
            decisionReason: reason ?? null,
          })
          .where(
            and(
              eq(staffProposals.id, id),
              eq(staffProposals.status, 'pending'),
              ne(staffProposals.proposedBy, who.staffId),
            ),
          )
          .returning();
        if (!p) throw await refusal(tx, id, who);
        await checkApprover(tx, { makerId: p.proposedBy, checkerId: who.staffId }, deps);
        const applied = await apply(tx, p, who.staffId);
        if (applied.sessionsEnded) ended = applied.id;
        const after = await staffRow(tx, clock.now(), applied.id);
        await audit(tx, who, APPLIED[p.kind]!, `staff:${applied.id}`, {
          reason: p.reason,
          decision_reason: reason ?? null,
          proposal_id: p.id,
          maker_staff_id: p.proposedBy,
          checker_staff_id: who.staffId,
          ...(applied.before ? { before: applied.before } : {}),
          after,
        });
        return view(p, tx);
      });
      if (ended !== null) deps.staff.sessionsEnded({ staffId: ended });
      return done;
    },

    async reject(id: number, reason: string, who: StaffActor) {
      return db.transaction(async (tx) => {
        const [p] = await tx
          .update(staffProposals)
          .set({ status: 'rejected', decidedBy: who.staffId, decidedAt: clock.now(), decisionReason: reason })
          .where(and(eq(staffProposals.id, id), eq(staffProposals.status, 'pending')))
          .returning();
        if (!p) throw await refusal(tx, id, who);
        await audit(tx, who, 'staff_change_rejected', `staff-proposal:${p.id}`, {
          kind: p.kind,
          account: p.account,
          reason,
          maker_staff_id: p.proposedBy,
          checker_staff_id: who.staffId,
        });
        return view(p, tx);
      });
    },

    async list(q: { status?: TStaffProposal['status']; page: number; page_size: number }) {
      const where = q.status ? eq(staffProposals.status, q.status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(staffProposals)
          .where(where)
          .orderBy(desc(staffProposals.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(staffProposals).where(where),
      ]);
      return { list: await views(rows), total: total?.n ?? 0 };
    },
  };
}
export type StaffProposals = ReturnType<typeof createStaffProposals>;
