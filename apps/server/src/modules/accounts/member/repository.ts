import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { memberAudit, members, registerSettings, serviceAgreements } from './schema';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export const findMemberByAccount = async (db: Db, siteId: number, account: string) =>
  (
    await db
      .select()
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members.account, account.toLowerCase())))
      .limit(1)
  )[0];

export const findMemberById = async (db: Db, id: number) =>
  (await db.select().from(members).where(eq(members.id, id)).limit(1))[0];

/** Whether another member of the site already uses this value in a unique-checked column. */
export async function valueTaken(
  db: Db,
  siteId: number,
  column: 'name' | 'phone' | 'email' | 'identityId',
  value: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members[column], value)))
    .limit(1);
  return Boolean(row);
}

export async function insertMember(db: Db, row: NewMember): Promise<MemberRow | null> {
  const [created] = await db.insert(members).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function updatePassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
    .where(eq(members.id, id));
}

export const listRegisterSettings = (db: Db, siteId: number) =>
  db
    .select()
    .from(registerSettings)
    .where(eq(registerSettings.siteId, siteId))
    .orderBy(asc(registerSettings.currency), asc(registerSettings.sort));

/** The register settings as the recovery methods (recoveryProofs) read them: which proofs a member has. */
export const recoverySettings = async (db: Db, siteId: number) =>
  (await listRegisterSettings(db, siteId)).map((r) => ({
    name: r.field,
    currency: r.currency,
    is_display: r.isDisplay,
    is_required: r.isRequired,
    is_verification: r.isVerification,
  }));

export async function findAgreement(db: Db, siteId: number, languages: string[]) {
  const rows = await db.select().from(serviceAgreements).where(eq(serviceAgreements.siteId, siteId));
  for (const lang of languages) {
    const hit = rows.find((r) => r.language === lang);
    if (hit) return hit;
  }
  return rows[0];
}

export type AuditEntry = typeof memberAudit.$inferInsert;
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(memberAudit).values(entry);
}

/** Audit rows of one action since a time, by account on a site or by client address. */
export async function countAudit(
  db: Db,
  by: { siteId: number; account: string } | { ip: string },
  action: string,
  since: Date,
): Promise<number> {
  const who =
    'ip' in by
      ? eq(memberAudit.ip, by.ip)
      : and(eq(memberAudit.siteId, by.siteId), eq(memberAudit.account, by.account.toLowerCase()));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberAudit)
    .where(and(who, eq(memberAudit.action, action), gt(memberAudit.at, since)));
  return row?.n ?? 0;
}

/** Member centre: the withdraw password is kept hashed on the member. */
export async function setWithdrawPasswordHash(db: Db, memberId: number, hash: string): Promise<void> {
  await db
    .update(members)
    .set({ withdrawPasswordHash: hash, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

/** After a recovery the member has proven identity: the transfer validation (login 802) is done. */
export async function clearTransferValidation(db: Db, memberId: number): Promise<void> {
  await db.update(members).set({ mustTransferValidate: false }).where(eq(members.id, memberId));
}
