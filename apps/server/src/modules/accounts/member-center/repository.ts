import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { isIP } from 'node:net';
import { loginIpBlocks, memberBankAccounts, memberRecoveryTokens } from './schema';

export type BankAccountRow = typeof memberBankAccounts.$inferSelect;

export const listBankAccounts = (db: Db, memberId: number) =>
  db
    .select()
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.memberId, memberId))
    .orderBy(asc(memberBankAccounts.id));

/** Null when the number is already bound on the site (unique index). */
export async function insertBankAccount(
  db: Db,
  row: typeof memberBankAccounts.$inferInsert,
): Promise<BankAccountRow | null> {
  const [created] = await db.insert(memberBankAccounts).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function insertRecoveryToken(
  db: Db,
  row: typeof memberRecoveryTokens.$inferInsert,
): Promise<void> {
  await db.insert(memberRecoveryTokens).values(row);
}

export const findRecoveryToken = async (db: Db, tokenHash: string) =>
  (
    await db.select().from(memberRecoveryTokens).where(eq(memberRecoveryTokens.tokenHash, tokenHash)).limit(1)
  )[0];

/** Marks a token used; false when another request used it first. */
export async function consumeRecoveryToken(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(memberRecoveryTokens)
    .set({ usedAt: at })
    .where(and(eq(memberRecoveryTokens.tokenHash, tokenHash), isNull(memberRecoveryTokens.usedAt)))
    .returning({ h: memberRecoveryTokens.tokenHash });
  return rows.length === 1;
}

export async function countBankAccounts(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.memberId, memberId));
  return row?.n ?? 0;
}

/** Marks one of the member's accounts verified once; undefined when it is not theirs or was already. */
export async function markBankAccountVerified(db: Db, memberId: number, id: number, at: Date) {
  const [row] = await db
    .update(memberBankAccounts)
    .set({ verifiedAt: at })
    .where(
      and(
        eq(memberBankAccounts.id, id),
        eq(memberBankAccounts.memberId, memberId),
        isNull(memberBankAccounts.verifiedAt),
      ),
    )
    .returning();
  return row;
}

export async function countUnverifiedBankAccounts(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.memberId, memberId), isNull(memberBankAccounts.verifiedAt)));
  return row?.n ?? 0;
}

/** Whether the address falls in a network blocked for logins on the site. */
export async function isLoginIpBlocked(db: Db, siteId: number, ip: string): Promise<boolean> {
  if (!isIP(ip)) return false;
  const [row] = await db
    .select({ id: loginIpBlocks.id })
    .from(loginIpBlocks)
    .where(and(eq(loginIpBlocks.siteId, siteId), sql`${ip}::inet <<= ${loginIpBlocks.network}`))
    .limit(1);
  return Boolean(row);
}
