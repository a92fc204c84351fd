import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { staff } from './schema';

/** Staff accounts by id, for lists that name who made or decided something. */
export async function staffAccounts(db: DbOrTx, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, account: staff.account })
    .from(staff)
    .where(inArray(staff.id, wanted));
  return new Map(rows.map((r) => [r.id, r.account]));
}

/** A staff member's account name, for records that name their author (member notes). */
export async function staffAccountName(db: DbOrTx, staffId: number): Promise<string | null> {
  return (await staffAccounts(db, [staffId])).get(staffId) ?? null;
}
