import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { sessions } from './schema';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: DbOrTx, row: NewSession): Promise<SessionRow> {
  const [created] = await db.insert(sessions).values(row).returning();
  if (!created) throw new Error('session insert returned no row');
  return created;
}

export async function findSessionByHash(db: DbOrTx, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function touchSession(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

/**
 * Marks a session replaced, only if nobody did so first: of several parallel requests carrying the same
 * token, exactly one wins the rotation and the others keep using the old token during its grace.
 */
export async function claimRotation(
  db: DbOrTx,
  id: string,
  at: Date,
  graceUntil: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ replacedAt: at, graceUntil })
    .where(and(eq(sessions.id, id), isNull(sessions.replacedAt), isNull(sessions.revokedAt)))
    .returning();
  return row;
}

export async function revokeFamily(db: DbOrTx, familyId: string, at: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function revokeMemberSessions(db: DbOrTx, memberId: number, at: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Rows that can never verify again: past absolute expiry, revoked, replaced past grace, or idle. */
export async function deleteDeadSessions(db: DbOrTx, now: Date, idleCutoff: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.absoluteExpiresAt, now),
        isNotNull(sessions.revokedAt),
        lt(sessions.graceUntil, now),
        lt(sessions.lastSeenAt, idleCutoff),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Families with at least one session that `verify` would still accept (same rules as `isUsable`). */
export async function liveFamilies(
  db: DbOrTx,
  familyIds: string[],
  now: Date,
  idleCutoff: Date,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: sessions.familyId })
    .from(sessions)
    .where(
      and(
        inArray(sessions.familyId, familyIds),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff),
        or(isNull(sessions.graceUntil), gt(sessions.graceUntil, now)),
      ),
    );
  return rows.map((r) => r.familyId);
}

/** Sessions of a member neither revoked, replaced past grace, nor idle or absolutely expired. */
export async function liveSessionsOfMember(db: DbOrTx, memberId: number, now: Date, idleSince: Date) {
  return db
    .select({ familyId: sessions.familyId, device: sessions.device })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        isNull(sessions.replacedAt),
        gt(sessions.absoluteExpiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    );
}
