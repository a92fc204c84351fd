import { isMoneyRole, type AdminStaffRow, type TStaffRole } from '@arks/contracts';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import { StaffAccountErrors } from './errors';
import { staff, staffSessions } from './schema';

/** A change of role and/or status as an admin asks for it. */
export interface StaffUpdate {
  role?: TStaffRole;
  status?: 'active' | 'disabled';
}

/**
 * Changes that could leave the platform without an active admin, or two decisions on one account,
 * run under one advisory lock: two admins disabling each other at once cannot both win.
 */
export const lockStaffAccounts = (tx: DbOrTx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('arks:staff-accounts'))`);

/**
 * Whether an update gives or restores power, so a second admin must approve it: any new role that
 * moves money (finance, admin), or a disabled account made active again.
 */
export const updateNeedsApproval = (before: AdminStaffRow, input: StaffUpdate) =>
  (input.role !== undefined && input.role !== before.role && isMoneyRole(input.role)) ||
  (input.status === 'active' && before.status === 'disabled');

/**
 * The last-admin rules, checked when a change is asked for and again when it is applied: no admin
 * (`actors`: who asked, and who approved) demotes or disables themself, and the last active admin
 * stays one.
 */
export async function checkUpdate(tx: DbOrTx, before: AdminStaffRow, input: StaffUpdate, actors: number[]) {
  const demoted = before.role === 'admin' && input.role !== undefined && input.role !== 'admin';
  const disabled = before.status === 'active' && input.status === 'disabled';
  if (!demoted && !disabled) return;
  if (actors.includes(before.id)) throw new AppError(StaffAccountErrors.notYourself);
  if (before.role !== 'admin' || before.status !== 'active') return;
  const [admins] = await tx
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.status, 'active')));
  if ((admins?.n ?? 0) <= 1) throw new AppError(StaffAccountErrors.lastAdmin);
}

export const endStaffSessions = (tx: DbOrTx, now: Date, id: number) =>
  tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));

/**
 * Applies a checked update. A role change records `changedBy` (for an approved proposal, its maker):
 * the account is then not independent of them. Whether the account's sessions were ended: a disabled
 * account, or a console still showing the old role's menus, is signed out at once.
 */
export async function applyUpdate(
  tx: DbOrTx,
  now: Date,
  before: AdminStaffRow,
  input: StaffUpdate,
  changedBy: number,
): Promise<{ sessionsEnded: boolean }> {
  const roleChanged = input.role !== undefined && input.role !== before.role;
  await tx
    .update(staff)
    .set({
      ...(input.role ? { role: input.role } : {}),
      ...(input.status ? { status: input.status } : {}),
      ...(roleChanged ? { privilegeChangedBy: changedBy } : {}),
      updatedAt: now,
    })
    .where(eq(staff.id, before.id));
  const ends = (before.status === 'active' && input.status === 'disabled') || roleChanged;
  if (ends) await endStaffSessions(tx, now, before.id);
  return { sessionsEnded: ends };
}

/** Two-factor off (a lost phone) and every session ended; `changedBy` as for a role change. */
export async function applyTotpReset(tx: DbOrTx, now: Date, id: number, changedBy: number) {
  await tx
    .update(staff)
    .set({
      totpEnabled: false,
      totpSecretEnc: null,
      totpLastStep: null,
      privilegeChangedBy: changedBy,
      updatedAt: now,
    })
    .where(eq(staff.id, id));
  await endStaffSessions(tx, now, id);
  return { sessionsEnded: true };
}
