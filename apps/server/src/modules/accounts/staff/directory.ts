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
