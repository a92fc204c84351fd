import { and, asc, desc, eq, isNull, lte, max } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { gameReturnsDue, memberGameSessions } from './schema';
import { findMember } from '../../accounts/member';

export async function walletOwner(db: DbOrTx, memberId: number) {
  const member = await findMember(db, memberId);
  return member && { memberId: member.id, siteId: member.siteId, currency: member.currency };
}

export async function openSession(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select()
    .from(memberGameSessions)
    .where(and(eq(memberGameSessions.memberId, memberId), isNull(memberGameSessions.leftAt)));
  return row;
}

/** The member's most recently played distinct games (provider and code), newest first. */
export function recentlyPlayed(db: DbOrTx, memberId: number, limit: number) {
  const last = max(memberGameSessions.startedAt);
  return db
    .select({ gpId: memberGameSessions.gpId, gameCode: memberGameSessions.gameCode })
    .from(memberGameSessions)
    .where(eq(memberGameSessions.memberId, memberId))
    .groupBy(memberGameSessions.gpId, memberGameSessions.gameCode)
    .orderBy(desc(last))
    .limit(limit);
}

export async function startSession(db: DbOrTx, memberId: number, gpId: string, gameCode: string) {
  await db.insert(memberGameSessions).values({ memberId, gpId, gameCode });
}

export async function endSession(db: DbOrTx, id: number, at: Date) {
  await db.update(memberGameSessions).set({ leftAt: at }).where(eq(memberGameSessions.id, id));
}

/** Money left at a provider to bring back later; a row already there keeps its first date. */
export async function markReturnDue(db: DbOrTx, memberId: number, gpId: string, at: Date) {
  await db.insert(gameReturnsDue).values({ memberId, gpId, since: at }).onConflictDoNothing();
}

export async function clearReturnDue(db: DbOrTx, memberId: number, gpId: string) {
  await db
    .delete(gameReturnsDue)
    .where(and(eq(gameReturnsDue.memberId, memberId), eq(gameReturnsDue.gpId, gpId)));
}

export function returnsDue(db: DbOrTx, before: Date, limit: number) {
  return db
    .select()
    .from(gameReturnsDue)
    .where(lte(gameReturnsDue.since, before))
    .orderBy(asc(gameReturnsDue.since))
    .limit(limit);
}

export async function hasReturnDue(db: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ gpId: gameReturnsDue.gpId })
    .from(gameReturnsDue)
    .where(eq(gameReturnsDue.memberId, memberId))
    .limit(1);
  return row !== undefined;
}

export { findProvider } from '../providers';
