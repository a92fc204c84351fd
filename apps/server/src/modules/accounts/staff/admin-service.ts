import {
  isMoneyRole,
  type AdminStaffFilter,
  type AdminStaffRow,
  type TStaffChange,
  type TStaffRole,
} from '@arks/contracts';
import { and, count, eq, ilike } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { hashPassword } from '../member';
import {
  applyUpdate,
  checkUpdate,
  endStaffSessions,
  lockStaffAccounts,
  updateNeedsApproval,
  type StaffUpdate,
} from './account-changes';
import type { StaffActor } from './actor';
import { StaffAccountErrors } from './errors';
import { auditWritten } from './audit-chainer';
import { staff, staffAudit } from './schema';
import type { StaffService } from './service';
import type { StaffProposals } from './staff-proposals';
import { staffRow, staffRows, staffRowView } from './staff-rows';

const done = (row: AdminStaffRow): TStaffChange => ({ outcome: 'done', staff: row, proposal: null });

/**
 * Staff accounts as an admin keeps them. What gives or restores power (a finance or admin account, a
 * raised role, a re-enabled account, a reset two-factor) becomes a proposal a second admin approves
 * (staff-proposals.ts); the rest takes effect at once, under the staff-accounts lock.
 */
export function createStaffAdminService(deps: {
  db: Db;
  clock: Clock;
  staff: StaffService;
  proposals: StaffProposals;
}) {
  const { db, clock, proposals } = deps;
  const one = (on: DbOrTx, id: number) => staffRow(on, clock.now(), id);

  const audit = (on: DbOrTx, who: StaffActor, action: string, id: number, detail: Record<string, unknown>) =>
    on
      .insert(staffAudit)
      .values({
        staffId: who.staffId,
        action,
        target: `staff:${id}`,
        detail,
        ip: who.ip,
        createdAt: clock.now(),
      })
      .then(auditWritten);

  /**
   * One immediate change to staff member `id`, audited with the account before and after. When `work`
   * says it ended the member's sessions, their live connections are cut once the change is committed.
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
      await lockStaffAccounts(tx);
      const before = await one(tx, id);
      ended = (await work(tx, before)).sessionsEnded;
      const row = await one(tx, id);
      await audit(tx, who, action, id, { reason, before, after: row });
      return row;
    });
    if (ended) deps.staff.sessionsEnded({ staffId: id });
    return after;
  };

  const proposed = async (pending: Promise<TStaffChange['proposal']>): Promise<TStaffChange> => ({
    outcome: 'proposed',
    staff: null,
    proposal: await pending,
  });

  return {
    async list(filter: AdminStaffFilter) {
      const where = and(
        filter.account ? ilike(staff.account, `%${filter.account.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
        filter.role ? eq(staff.role, filter.role) : undefined,
        filter.status ? eq(staff.status, filter.status) : undefined,
      );
      const [list, [total]] = await Promise.all([
        staffRows(db, clock.now(), where)
          .orderBy(staff.account)
          .limit(filter.page_size)
          .offset((filter.page - 1) * filter.page_size),
        db.select({ n: count() }).from(staff).where(where),
      ]);
      return {
        list: list.map(staffRowView),
        total: total?.n ?? 0,
        page: filter.page,
        page_size: filter.page_size,
      };
    },

    /**
     * A finance or admin account is proposed (only the password's hash is kept until a second admin
     * approves); any other is made at once. Either way it sets its own password at first sign-in.
     */
    async create(
      who: StaffActor,
      input: { account: string; password: string; role: TStaffRole; reason: string },
    ): Promise<TStaffChange> {
      const account = input.account.toLowerCase();
      if (isMoneyRole(input.role)) {
        const [taken] = await db.select({ id: staff.id }).from(staff).where(eq(staff.account, account));
        if (taken) throw new AppError(StaffAccountErrors.accountTaken);
        const passwordHash = await hashPassword(input.password);
        return proposed(
          proposals.propose(who, { kind: 'create', account, role: input.role, passwordHash }, input.reason),
        );
      }
      const made = await deps.staff.create(input, { createdBy: who.staffId });
      if (!made) throw new AppError(StaffAccountErrors.accountTaken);
      const row = await one(db, made.id);
      await audit(db, who, 'staff_created', made.id, { reason: input.reason, after: row });
      return done(row);
    },

    async update(
      who: StaffActor,
      input: StaffUpdate & { id: number; reason: string },
    ): Promise<TStaffChange> {
      const wanted: StaffUpdate = { role: input.role, status: input.status };
      const before = await one(db, input.id);
      if (updateNeedsApproval(before, wanted)) {
        // Refused now what would be refused at approval (an admin demoting themself).
        await checkUpdate(db, before, wanted, [who.staffId]);
        const asked = Object.fromEntries(Object.entries(wanted).filter(([, v]) => v !== undefined));
        return proposed(
          proposals.propose(who, { kind: 'update', target: before, change: asked }, input.reason),
        );
      }
      return done(
        await change(who, input.id, 'staff_updated', input.reason, async (tx, current) => {
          await checkUpdate(tx, current, wanted, [who.staffId]);
          return applyUpdate(tx, clock.now(), current, wanted, who.staffId);
        }),
      );
    },

    /** Two-factor off for a lost phone: a second admin approves, since it lets the account enrol anew. */
    async resetTotp(who: StaffActor, input: { id: number; reason: string }): Promise<TStaffChange> {
      const target = await one(db, input.id);
      return proposed(proposals.propose(who, { kind: 'totp_reset', target }, input.reason));
    },

    endSessions(who: StaffActor, input: { id: number; reason: string }) {
      return change(who, input.id, 'staff_sessions_ended', input.reason, async (tx) => {
        await endStaffSessions(tx, clock.now(), input.id);
        return { sessionsEnded: true };
      });
    },
  };
}
export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
