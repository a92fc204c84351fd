import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { baseLevel, rungAt, type Rung } from './rules';
import {
  levelAmounts,
  levelBonuses,
  levelCursors,
  levels,
  levelSettings,
  memberLevelChanges,
  memberLevels,
} from './schema';

/** The period while a site has saved none. */
export const DEFAULT_PERIOD_DAYS = 30;

export type MemberLevelRow = typeof memberLevels.$inferSelect;

export async function settingsOf(db: DbOrTx, siteId: number) {
  const [row] = await db.select().from(levelSettings).where(eq(levelSettings.siteId, siteId));
  return {
    periodDays: row?.periodDays ?? DEFAULT_PERIOD_DAYS,
    demotion: row?.demotion ?? false,
    updatedAt: row?.updatedAt ?? null,
    configured: row !== undefined,
  };
}

/** The site's ladder, lowest level first, each with its amounts by currency. */
export async function ladderOf(db: DbOrTx, siteId: number): Promise<Rung[]> {
  const [rungs, amounts] = await Promise.all([
    db.select().from(levels).where(eq(levels.siteId, siteId)).orderBy(asc(levels.level)),
    db.select().from(levelAmounts).where(eq(levelAmounts.siteId, siteId)),
  ]);
  return rungs.map((r) => ({
    level: r.level,
    names: r.names,
    bonusTurnoverMultiple: r.bonusTurnoverMultiple,
    amounts: new Map(
      amounts
        .filter((a) => a.level === r.level)
        .map((a) => [
          a.currency,
          {
            depositThreshold: a.depositThreshold,
            validBetThreshold: a.validBetThreshold,
            bonus: a.bonus,
            withdrawDailyCount: a.withdrawDailyCount,
            withdrawDailyAmount: a.withdrawDailyAmount,
          },
        ]),
    ),
  }));
}

export async function sitesWithLadders(db: DbOrTx): Promise<number[]> {
  const rows = await db.selectDistinct({ siteId: levels.siteId }).from(levels).orderBy(asc(levels.siteId));
  return rows.map((r) => r.siteId);
}

export async function memberLevelRows(db: DbOrTx, siteId: number, memberIds?: number[]) {
  if (memberIds && memberIds.length === 0) return [];
  return db
    .select()
    .from(memberLevels)
    .where(
      and(eq(memberLevels.siteId, siteId), memberIds ? inArray(memberLevels.memberId, memberIds) : undefined),
    );
}

export async function memberLevelRow(db: DbOrTx, memberId: number): Promise<MemberLevelRow | undefined> {
  const [row] = await db.select().from(memberLevels).where(eq(memberLevels.memberId, memberId));
  return row;
}

/** Each member's level; the site's base for members without a row. */
export async function levelOfMembers(
  db: DbOrTx,
  siteId: number,
  memberIds: number[],
): Promise<Map<number, number>> {
  const [first] = await db
    .select({ level: levels.level })
    .from(levels)
    .where(eq(levels.siteId, siteId))
    .orderBy(asc(levels.level))
    .limit(1);
  const base = first?.level ?? 0;
  const rows = await memberLevelRows(db, siteId, memberIds);
  const byMember = new Map(rows.map((r) => [r.memberId, r.level]));
  return new Map(memberIds.map((id) => [id, byMember.get(id) ?? base]));
}

export interface LevelWithdrawLimits {
  level: number;
  dailyCount: number | null;
  dailyAmount: bigint | null;
}

/** The daily withdrawal caps the member's level sets in the currency; null when it sets none. */
export async function levelWithdrawLimits(
  db: DbOrTx,
  siteId: number,
  memberId: number,
  currency: string,
): Promise<LevelWithdrawLimits | null> {
  const [ladder, row] = await Promise.all([ladderOf(db, siteId), memberLevelRow(db, memberId)]);
  if (!ladder.length) return null;
  const rung = rungAt(ladder, row?.level ?? baseLevel(ladder));
  const a = rung?.amounts.get(currency);
  if (!rung || !a || (a.withdrawDailyCount === null && a.withdrawDailyAmount === null)) return null;
  return { level: rung.level, dailyCount: a.withdrawDailyCount, dailyAmount: a.withdrawDailyAmount };
}

/** Serializes level changes of one member until the transaction ends. */
export async function lockMember(tx: DbOrTx, memberId: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`arks:member-level:${memberId}`}, 0))`,
  );
}

export async function recordChange(
  tx: DbOrTx,
  change: typeof memberLevelChanges.$inferInsert,
  row: Omit<typeof memberLevels.$inferInsert, 'memberId' | 'siteId'> & { memberId: number; siteId: number },
) {
  const { memberId: _m, ...set } = row;
  await tx.insert(memberLevels).values(row).onConflictDoUpdate({ target: memberLevels.memberId, set });
  await tx.insert(memberLevelChanges).values(change);
}

export async function history(db: DbOrTx, memberId: number, limit = 50) {
  return db
    .select()
    .from(memberLevelChanges)
    .where(eq(memberLevelChanges.memberId, memberId))
    .orderBy(desc(memberLevelChanges.id))
    .limit(limit);
}

export async function bonusesOf(db: DbOrTx, memberId: number) {
  return db
    .select()
    .from(levelBonuses)
    .where(eq(levelBonuses.memberId, memberId))
    .orderBy(asc(levelBonuses.level));
}

export async function addBonuses(tx: DbOrTx, rows: (typeof levelBonuses.$inferInsert)[]) {
  if (rows.length) await tx.insert(levelBonuses).values(rows).onConflictDoNothing();
}

export async function waitingBonuses(db: DbOrTx, memberIds?: number[]) {
  if (memberIds && memberIds.length === 0) return [];
  return db
    .select({
      memberId: levelBonuses.memberId,
      level: levelBonuses.level,
      siteId: levelBonuses.siteId,
      currency: levelBonuses.currency,
    })
    .from(levelBonuses)
    .where(
      and(
        eq(levelBonuses.status, 'waiting'),
        memberIds ? inArray(levelBonuses.memberId, memberIds) : undefined,
      ),
    )
    .orderBy(asc(levelBonuses.createdAt))
    .limit(1000);
}

/** The waiting bonus row, locked for the payment; undefined once paid (by this run or another). */
export async function lockWaitingBonus(tx: DbOrTx, memberId: number, level: number) {
  const [row] = await tx
    .select()
    .from(levelBonuses)
    .where(
      and(
        eq(levelBonuses.memberId, memberId),
        eq(levelBonuses.level, level),
        eq(levelBonuses.status, 'waiting'),
      ),
    )
    .for('update');
  return row;
}

export async function markPaid(tx: DbOrTx, memberId: number, level: number, transferId: bigint, at: Date) {
  await tx
    .update(levelBonuses)
    .set({ status: 'paid', transferId, paidAt: at })
    .where(and(eq(levelBonuses.memberId, memberId), eq(levelBonuses.level, level)));
}

export async function cursorOf(db: DbOrTx, name: string): Promise<bigint> {
  const [row] = await db.select().from(levelCursors).where(eq(levelCursors.name, name));
  return row?.afterId ?? 0n;
}

/** Moves the cursor forward only: a slower parallel run never takes it back. */
export async function advanceCursor(db: DbOrTx, name: string, afterId: bigint) {
  await db
    .insert(levelCursors)
    .values({ name, afterId })
    .onConflictDoUpdate({
      target: levelCursors.name,
      set: { afterId: sql`greatest(${levelCursors.afterId}, excluded.after_id)` },
    });
}

/** Replaces the site's ladder and rules. */
export async function saveLadder(
  tx: DbOrTx,
  siteId: number,
  settings: { periodDays: number; demotion: boolean; updatedBy: number; updatedAt: Date },
  ladder: { level: number; names: Record<string, string>; bonusTurnoverMultiple: number }[],
  amounts: (typeof levelAmounts.$inferInsert)[],
) {
  await tx
    .insert(levelSettings)
    .values({ siteId, ...settings })
    .onConflictDoUpdate({ target: levelSettings.siteId, set: settings });
  await tx.delete(levelAmounts).where(eq(levelAmounts.siteId, siteId));
  await tx.delete(levels).where(eq(levels.siteId, siteId));
  await tx.insert(levels).values(ladder.map((l) => ({ siteId, ...l })));
  if (amounts.length) await tx.insert(levelAmounts).values(amounts);
}

/** Serializes saves of one site's ladder, so each audit's "before" is what it replaced. */
export async function lockSiteLadder(tx: DbOrTx, siteId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`arks:levels:${siteId}`}, 0))`);
}
