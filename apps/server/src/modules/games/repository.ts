import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gameProviders, memberGameSessions, members } from '../../db/schema';

export async function findProvider(db: DbOrTx, gpId: string) {
  const [row] = await db.select().from(gameProviders).where(eq(gameProviders.gpId, gpId));
  return row;
}

export async function walletOwner(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ memberId: members.id, siteId: members.siteId, currency: members.currency })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

export async function openSession(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select()
    .from(memberGameSessions)
    .where(and(eq(memberGameSessions.memberId, memberId), isNull(memberGameSessions.leftAt)));
  return row;
}

export async function startSession(db: DbOrTx, memberId: number, gpId: string, gameCode: string) {
  await db.insert(memberGameSessions).values({ memberId, gpId, gameCode });
}

export async function endSession(db: DbOrTx, id: number, at: Date) {
  await db.update(memberGameSessions).set({ leftAt: at }).where(eq(memberGameSessions.id, id));
}
