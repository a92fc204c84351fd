import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { staff } from './schema';

/** A staff member's account name, for records that name their author (member notes). */
export async function staffAccountName(db: DbOrTx, staffId: number): Promise<string | null> {
  const [row] = await db.select({ account: staff.account }).from(staff).where(eq(staff.id, staffId));
  return row?.account ?? null;
}
