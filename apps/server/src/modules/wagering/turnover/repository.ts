import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  turnoverChanges,
  turnoverClearPoints,
  turnoverCursor,
  turnoverHallContributions,
  turnoverRequirements,
} from './schema';

export type RequirementRow = typeof turnoverRequirements.$inferSelect;
export type ChangeRow = typeof turnoverChanges.$inferSelect;
export type ChangeInsert = typeof turnoverChanges.$inferInsert;

const CURSOR = 'bets';

/** Inserts the requirement unless its (source, source_ref) is there; answers the new row or null. */
export async function insertRequirement(db: DbOrTx, row: typeof turnoverRequirements.$inferInsert) {
  const [created] = await db
    .insert(turnoverRequirements)
    .values(row)
    .onConflictDoNothing({ target: [turnoverRequirements.source, turnoverRequirements.sourceRef] })
    .returning();
  return created ?? null;
}

export async function findBySource(db: DbOrTx, source: RequirementRow['source'], sourceRef: string) {
  const [row] = await db
    .select()
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.source, source), eq(turnoverRequirements.sourceRef, sourceRef)));
  return row ?? null;
}

export async function findRequirement(db: DbOrTx, id: bigint, lock = false) {
  const q = db.select().from(turnoverRequirements).where(eq(turnoverRequirements.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

/** The member's open requirements in the currency, locked, oldest first (or newest first). */
export function lockOpen(
  db: DbOrTx,
  memberId: number,
  currency: string,
  order: 'oldest' | 'newest' = 'oldest',
) {
  return db
    .select()
    .from(turnoverRequirements)
    .where(
      and(
        eq(turnoverRequirements.memberId, memberId),
        eq(turnoverRequirements.currency, currency),
        eq(turnoverRequirements.status, 'open'),
      ),
    )
    .orderBy(order === 'oldest' ? asc(turnoverRequirements.id) : desc(turnoverRequirements.id))
    .for('update');
}

export function listOpen(db: DbOrTx, memberId: number, currency: string) {
  return db
    .select()
    .from(turnoverRequirements)
    .where(
      and(
        eq(turnoverRequirements.memberId, memberId),
        eq(turnoverRequirements.currency, currency),
        eq(turnoverRequirements.status, 'open'),
      ),
    )
    .orderBy(asc(turnoverRequirements.id));
}

export async function listAll(db: DbOrTx, memberId: number, limit: number) {
  return db
    .select()
    .from(turnoverRequirements)
    .where(eq(turnoverRequirements.memberId, memberId))
    .orderBy(desc(turnoverRequirements.id))
    .limit(limit);
}

export async function remainingTotal(db: DbOrTx, memberId: number, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${turnoverRequirements.remaining}), 0)::text` })
    .from(turnoverRequirements)
    .where(
      and(
        eq(turnoverRequirements.memberId, memberId),
        eq(turnoverRequirements.currency, currency),
        eq(turnoverRequirements.status, 'open'),
      ),
    );
  return BigInt(row?.total ?? '0');
}

export async function updateRequirement(
  db: DbOrTx,
  id: bigint,
  set: { remaining: bigint; status: RequirementRow['status']; updatedAt: Date },
) {
  const [row] = await db
    .update(turnoverRequirements)
    .set(set)
    .where(eq(turnoverRequirements.id, id))
    .returning();
  return row!;
}

export async function insertChange(db: DbOrTx, row: ChangeInsert) {
  await db.insert(turnoverChanges).values(row);
}

/** The member's changes, newest first, with each one's requirement source. */
export async function listChanges(db: DbOrTx, memberId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ change: turnoverChanges, source: turnoverRequirements.source })
      .from(turnoverChanges)
      .innerJoin(turnoverRequirements, eq(turnoverRequirements.id, turnoverChanges.requirementId))
      .where(eq(turnoverChanges.memberId, memberId))
      .orderBy(desc(turnoverChanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(turnoverChanges).where(eq(turnoverChanges.memberId, memberId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function contributions(db: DbOrTx, siteId: number) {
  return db
    .select({ hall: turnoverHallContributions.hall, percent: turnoverHallContributions.percent })
    .from(turnoverHallContributions)
    .where(eq(turnoverHallContributions.siteId, siteId))
    .orderBy(asc(turnoverHallContributions.hall));
}

export async function saveContribution(
  db: DbOrTx,
  row: { siteId: number; hall: number; percent: number; updatedBy: number; updatedAt: Date },
) {
  await db
    .insert(turnoverHallContributions)
    .values(row)
    .onConflictDoUpdate({
      target: [turnoverHallContributions.siteId, turnoverHallContributions.hall],
      set: { percent: row.percent, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    });
}

export function clearPoints(db: DbOrTx, siteId: number) {
  return db
    .select({ currency: turnoverClearPoints.currency, amount: turnoverClearPoints.amount })
    .from(turnoverClearPoints)
    .where(eq(turnoverClearPoints.siteId, siteId))
    .orderBy(asc(turnoverClearPoints.currency));
}

export async function clearPoint(db: DbOrTx, siteId: number, currency: string): Promise<bigint | null> {
  const [row] = await db
    .select({ amount: turnoverClearPoints.amount })
    .from(turnoverClearPoints)
    .where(and(eq(turnoverClearPoints.siteId, siteId), eq(turnoverClearPoints.currency, currency)));
  return row?.amount ?? null;
}

export async function saveClearPoint(
  db: DbOrTx,
  row: { siteId: number; currency: string; amount: bigint; updatedBy: number; updatedAt: Date },
) {
  if (row.amount === 0n) {
    await db
      .delete(turnoverClearPoints)
      .where(and(eq(turnoverClearPoints.siteId, row.siteId), eq(turnoverClearPoints.currency, row.currency)));
    return;
  }
  await db
    .insert(turnoverClearPoints)
    .values(row)
    .onConflictDoUpdate({
      target: [turnoverClearPoints.siteId, turnoverClearPoints.currency],
      set: { amount: row.amount, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    });
}

/** The bet job's cursor, locked: two runs at once take turns, and each batch moves it with its effects. */
export async function lockCursor(db: DbOrTx): Promise<bigint> {
  await db.insert(turnoverCursor).values({ name: CURSOR, afterId: 0n }).onConflictDoNothing();
  const [row] = await db.select().from(turnoverCursor).where(eq(turnoverCursor.name, CURSOR)).for('update');
  return row!.afterId;
}

export async function moveCursor(db: DbOrTx, afterId: bigint) {
  await db.update(turnoverCursor).set({ afterId }).where(eq(turnoverCursor.name, CURSOR));
}

/** Of these members, the ones with an open requirement: the bet job skips every other member's bets. */
export async function membersWithOpen(db: DbOrTx, memberIds: number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ memberId: turnoverRequirements.memberId })
    .from(turnoverRequirements)
    .where(and(inArray(turnoverRequirements.memberId, memberIds), eq(turnoverRequirements.status, 'open')));
  return new Set(rows.map((r) => r.memberId));
}

/** Which of these (source, source_ref) pairs have a requirement, as `source ref` keys. */
export async function existingSources(
  db: DbOrTx,
  pairs: { source: RequirementRow['source']; sourceRef: string }[],
): Promise<Set<string>> {
  const have = new Set<string>();
  for (let i = 0; i < pairs.length; i += 1000) {
    const chunk = pairs.slice(i, i + 1000);
    const rows = await db
      .select({ source: turnoverRequirements.source, sourceRef: turnoverRequirements.sourceRef })
      .from(turnoverRequirements)
      .where(
        and(
          inArray(turnoverRequirements.source, [...new Set(chunk.map((p) => p.source))]),
          inArray(
            turnoverRequirements.sourceRef,
            chunk.map((p) => p.sourceRef),
          ),
        ),
      );
    for (const r of rows) have.add(`${r.source} ${r.sourceRef}`);
  }
  return have;
}
