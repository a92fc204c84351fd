import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { oidcIdentities, oidcLoginStates, oidcProviders } from './schema';

export type ProviderRow = typeof oidcProviders.$inferSelect;
export type NewProvider = typeof oidcProviders.$inferInsert;
export type StateRow = typeof oidcLoginStates.$inferSelect;

export const listProviders = (db: Db, siteId: number) =>
  db
    .select()
    .from(oidcProviders)
    .where(eq(oidcProviders.siteId, siteId))
    .orderBy(asc(oidcProviders.sort), asc(oidcProviders.key));

export async function findProvider(
  db: DbOrTx,
  siteId: number,
  key: string,
): Promise<ProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(oidcProviders)
    .where(and(eq(oidcProviders.siteId, siteId), eq(oidcProviders.key, key)));
  return row;
}

export async function findProviderById(db: Db, id: number): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(oidcProviders).where(eq(oidcProviders.id, id));
  return row;
}

export async function upsertProvider(db: DbOrTx, row: NewProvider): Promise<ProviderRow> {
  const { siteId: _site, key: _key, ...changes } = row;
  const [saved] = await db
    .insert(oidcProviders)
    .values(row)
    .onConflictDoUpdate({ target: [oidcProviders.siteId, oidcProviders.key], set: changes })
    .returning();
  return saved!;
}

export async function insertState(db: Db, row: StateRow): Promise<void> {
  await db.insert(oidcLoginStates).values(row);
}

/** Takes the sign-in out in one statement, so two callbacks with one state cannot both have it. */
export async function takeState(db: Db, stateHash: string): Promise<StateRow | undefined> {
  const [row] = await db.delete(oidcLoginStates).where(eq(oidcLoginStates.stateHash, stateHash)).returning();
  return row;
}

export async function deleteExpiredStates(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(oidcLoginStates)
    .where(lt(oidcLoginStates.expiresAt, now))
    .returning({ stateHash: oidcLoginStates.stateHash });
  return gone.length;
}

export async function findLinkedMember(
  db: DbOrTx,
  siteId: number,
  issuer: string,
  subject: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ memberId: oidcIdentities.memberId })
    .from(oidcIdentities)
    .where(
      and(
        eq(oidcIdentities.siteId, siteId),
        eq(oidcIdentities.issuer, issuer),
        eq(oidcIdentities.subject, subject),
      ),
    );
  return row?.memberId;
}

/** False when the identity is linked already (a parallel first sign-in won). */
export async function insertLink(
  db: DbOrTx,
  row: { siteId: number; issuer: string; subject: string; memberId: number; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(oidcIdentities)
    .values({
      siteId: row.siteId,
      issuer: row.issuer,
      subject: row.subject,
      memberId: row.memberId,
      createdAt: row.at,
      lastLoginAt: row.at,
    })
    .onConflictDoNothing()
    .returning({ memberId: oidcIdentities.memberId });
  return inserted.length > 0;
}

export async function touchLink(db: Db, siteId: number, issuer: string, subject: string, at: Date) {
  await db
    .update(oidcIdentities)
    .set({ lastLoginAt: at })
    .where(
      and(
        eq(oidcIdentities.siteId, siteId),
        eq(oidcIdentities.issuer, issuer),
        eq(oidcIdentities.subject, subject),
      ),
    );
}
