import type { AdminStaffFilter, AdminStaffRow, TStaffRole } from '@arks/contracts';
import { and, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { StaffActor } from './actor';
import { StaffAccountErrors } from './errors';
import { staff, staffAudit, staffSessions } from './schema';
import { IDLE_MS, type StaffService } from './service';

type StaffStatus = 'active' | 'disabled';

/**
 * Staff accounts as an admin keeps them. Changes that could leave the platform without an active
 * admin run under one advisory lock, so two admins disabling each other at once cannot both win.
 */
export function createStaffAdminService(deps: { db: Db; clock: Clock; staff: StaffService }) {
  const { db, clock } = deps;

  // Spelled out: drizzle leaves the outer column unqualified in a one-table select.
  const openSessions = (now: Date) =>
    sql<number>`(select count(*)::int from staff_sessions s where s.staff_id = staff.id
      and s.revoked_at is null and s.absolute_expires_at > ${now.toISOString()}::timestamptz
      and s.last_seen_at > ${new Date(now.getTime() - IDLE_MS).toISOString()}::timestamptz)`;

  const rows = (on: DbOrTx, where: ReturnType<typeof and>) =>
    on
      .select({
        id: staff.id,
        account: staff.account,
        role: staff.role,
        status: staff.status,
        totpEnabled: staff.totpEnabled,
        createdAt: staff.createdAt,
        lastLoginAt: staff.lastLoginAt,
        openSessions: openSessions(clock.now()),
      })
      .from(staff)
      .where(where);

  const view = (r: Awaited<ReturnType<typeof rows>>[number]): AdminStaffRow => ({
    id: r.id,
    account: r.account,
    role: r.role,
    status: r.status,
    totp_enabled: r.totpEnabled,
    created_at: r.createdAt.toISOString(),
    last_login_at: r.lastLoginAt?.toISOString() ?? null,
    open_sessions: r.openSessions,
  });

  const one = async (on: DbOrTx, id: number) => {
    const [row] = await rows(on, eq(staff.id, id));
    if (!row) throw new AppError(StaffAccountErrors.notFound);
    return row;
  };

  const endSessions = (on: DbOrTx, id: number) =>
    on
      .update(staffSessions)
      .set({ revokedAt: clock.now() })
      .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));

  const audit = (on: DbOrTx, who: StaffActor, action: string, id: number, detail: Record<string, unknown>) =>
    on.insert(staffAudit).values({
      staffId: who.staffId,
      action,
      target: `staff:${id}`,
      detail,
      ip: who.ip,
      createdAt: clock.now(),
    });

  /**
   * One change to staff member `id`, audited with the account before and after. When `work` says it
   * ended the member's sessions, their live connections are cut once the change is committed.
   */
  const change = async (
    who: StaffActor,
    id: number,
    action: string,
    reason: string,
    work: (tx: DbOrTx, before: AdminStaffRow) => Promise<{ sessionsEnded: boolean }>,
  ) => {
    let ended = false;
    const after = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('arks:staff-accounts'))`);
      const before = view(await one(tx, id));
      ended = (await work(tx, before)).sessionsEnded;
      const row = view(await one(tx, id));
      await audit(tx, who, action, id, { reason, before, after: row });
      return row;
    });
    if (ended) deps.staff.sessionsEnded({ staffId: id });
    return after;
  };

  return {
    async list(filter: AdminStaffFilter) {
      const where = and(
        filter.account ? ilike(staff.account, `%${filter.account.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
        filter.role ? eq(staff.role, filter.role) : undefined,
        filter.status ? eq(staff.status, filter.status) : undefined,
      );
      const [list, [total]] = await Promise.all([
        rows(db, where)
          .orderBy(staff.account)
          .limit(filter.page_size)
          .offset((filter.page - 1) * filter.page_size),
        db.select({ n: count() }).from(staff).where(where),
      ]);
      return { list: list.map(view), total: total?.n ?? 0, page: filter.page, page_size: filter.page_size };
    },

    async create(
      who: StaffActor,
      input: { account: string; password: string; role: TStaffRole; reason: string },
    ) {
      const made = await deps.staff.create(input);
      if (!made) throw new AppError(StaffAccountErrors.accountTaken);
      const row = view(await one(db, made.id));
      await audit(db, who, 'staff_created', made.id, { reason: input.reason, after: row });
      return row;
    },

    update(who: StaffActor, input: { id: number; role?: TStaffRole; status?: StaffStatus; reason: string }) {
      return change(who, input.id, 'staff_updated', input.reason, async (tx, before) => {
        const demoted = before.role === 'admin' && input.role !== undefined && input.role !== 'admin';
        const disabled = before.status === 'active' && input.status === 'disabled';
        if ((demoted || disabled) && input.id === who.staffId)
          throw new AppError(StaffAccountErrors.notYourself);
        if ((demoted || disabled) && before.role === 'admin' && before.status === 'active') {
          const [admins] = await tx
            .select({ n: count() })
            .from(staff)
            .where(and(eq(staff.role, 'admin'), eq(staff.status, 'active')));
          if ((admins?.n ?? 0) <= 1) throw new AppError(StaffAccountErrors.lastAdmin);
        }
        await tx
          .update(staff)
          .set({
            ...(input.role ? { role: input.role } : {}),
            ...(input.status ? { status: input.status } : {}),
            updatedAt: clock.now(),
          })
          .where(eq(staff.id, input.id));
        // Signed out at once: a disabled account, or a console still showing the old role's menus.
        const ends = disabled || (input.role !== undefined && input.role !== before.role);
        if (ends) await endSessions(tx, input.id);
        return { sessionsEnded: ends };
      });
    },

    resetTotp(who: StaffActor, input: { id: number; reason: string }) {
      return change(who, input.id, 'staff_totp_reset', input.reason, async (tx) => {
        await tx
          .update(staff)
          .set({ totpEnabled: false, totpSecretEnc: null, totpLastStep: null, updatedAt: clock.now() })
          .where(eq(staff.id, input.id));
        await endSessions(tx, input.id);
        return { sessionsEnded: true };
      });
    },

    endSessions(who: StaffActor, input: { id: number; reason: string }) {
      return change(who, input.id, 'staff_sessions_ended', input.reason, async (tx) => {
        await endSessions(tx, input.id);
        return { sessionsEnded: true };
      });
    },
  };
}
export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
