import type { AdminStaffRow } from '@arks/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import { StaffAccountErrors } from './errors';
import { staff } from './schema';
import { IDLE_MS } from './service';

/** Staff accounts as the staff list shows them, with their open sessions at `now`. */
export function staffRows(on: DbOrTx, now: Date, where: SQL | undefined) {
  // Spelled out: drizzle leaves the outer column unqualified in a one-table select.
  const openSessions = sql<number>`(select count(*)::int from staff_sessions s where s.staff_id = staff.id
      and s.revoked_at is null and s.absolute_expires_at > ${now.toISOString()}::timestamptz
      and s.last_seen_at > ${new Date(now.getTime() - IDLE_MS).toISOString()}::timestamptz)`;
  return on
    .select({
      id: staff.id,
      account: staff.account,
      role: staff.role,
      status: staff.status,
      totpEnabled: staff.totpEnabled,
      createdAt: staff.createdAt,
      lastLoginAt: staff.lastLoginAt,
      openSessions,
    })
    .from(staff)
    .where(where);
}

export function staffRowView(r: Awaited<ReturnType<typeof staffRows>>[number]): AdminStaffRow {
  return {
    id: r.id,
    account: r.account,
    role: r.role,
    status: r.status,
    totp_enabled: r.totpEnabled,
    created_at: r.createdAt.toISOString(),
    last_login_at: r.lastLoginAt?.toISOString() ?? null,
    open_sessions: r.openSessions,
  };
}

/** One account as the staff list shows it; 404 when there is none. */
export async function staffRow(on: DbOrTx, now: Date, id: number): Promise<AdminStaffRow> {
  const [row] = await staffRows(on, now, eq(staff.id, id));
  if (!row) throw new AppError(StaffAccountErrors.notFound);
  return staffRowView(row);
}
