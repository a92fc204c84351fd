import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { agentAgreements, agentApplications, agentEligibilityRules } from './schema';

export type ApplicationRow = typeof agentApplications.$inferSelect;
export type EligibilityRow = typeof agentEligibilityRules.$inferSelect;

export async function eligibilityRules(db: DbOrTx, siteId: number, currency: string) {
  const [row] = await db
    .select()
    .from(agentEligibilityRules)
    .where(and(eq(agentEligibilityRules.siteId, siteId), eq(agentEligibilityRules.currency, currency)));
  return row;
}

export async function saveEligibilityRules(
  db: DbOrTx,
  row: Omit<EligibilityRow, 'updatedAt'> & { updatedAt: Date },
): Promise<EligibilityRow> {
  const [saved] = await db
    .insert(agentEligibilityRules)
    .values(row)
    .onConflictDoUpdate({
      target: [agentEligibilityRules.siteId, agentEligibilityRules.currency],
      set: {
        minAccountDays: row.minAccountDays,
        minDeposits: row.minDeposits,
        minValidBets: row.minValidBets,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      },
    })
    .returning();
  return saved!;
}

/** The member's latest application, whatever its state. */
export async function latestApplication(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.memberId, memberId))
    .orderBy(desc(agentApplications.id))
    .limit(1);
  return row;
}

/**
 * Files an application; undefined when one already waits (the partial unique index decides between
 * parallel calls, so exactly one is filed).
 */
export async function fileApplication(
  db: DbOrTx,
  row: { memberId: number; siteId: number; currency: string; createdAt: Date },
): Promise<ApplicationRow | undefined> {
  const [filed] = await db
    .insert(agentApplications)
    .values(row)
    .onConflictDoNothing({
      target: agentApplications.memberId,
      where: sql`${agentApplications.status} = 'pending'`,
    })
    .returning();
  return filed;
}

/** Locks a waiting application for its decision; undefined when there is none or it is decided. */
export async function lockPendingApplication(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(and(eq(agentApplications.id, id), eq(agentApplications.status, 'pending')))
    .for('update');
  return row;
}

export async function findApplication(db: DbOrTx, id: number) {
  const [row] = await db.select().from(agentApplications).where(eq(agentApplications.id, id));
  return row;
}

export async function decideApplication(
  db: DbOrTx,
  id: number,
  decision: { status: 'approved' | 'refused'; reason: string | null; decidedBy: number; decidedAt: Date },
): Promise<ApplicationRow> {
  const [row] = await db
    .update(agentApplications)
    .set(decision)
    .where(eq(agentApplications.id, id))
    .returning();
  return row!;
}

/** Closes a member's waiting application when staff make it an agent directly. */
export async function approvePendingOf(db: DbOrTx, memberId: number, decidedBy: number, decidedAt: Date) {
  await db
    .update(agentApplications)
    .set({ status: 'approved', decidedBy, decidedAt, reason: 'made an agent by staff' })
    .where(and(eq(agentApplications.memberId, memberId), eq(agentApplications.status, 'pending')));
}

export async function listApplications(
  db: DbOrTx,
  q: {
    siteId?: number;
    currency?: string;
    status?: ApplicationRow['status'];
    memberIds?: number[];
    page: number;
    pageSize: number;
  },
) {
  const where: SQL[] = [];
  if (q.siteId !== undefined) where.push(eq(agentApplications.siteId, q.siteId));
  if (q.currency) where.push(eq(agentApplications.currency, q.currency));
  if (q.status) where.push(eq(agentApplications.status, q.status));
  if (q.memberIds) where.push(inArray(agentApplications.memberId, q.memberIds.length ? q.memberIds : [0]));
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(agentApplications)
      .where(filter)
      .orderBy(desc(agentApplications.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(agentApplications).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function agreementOf(db: DbOrTx, siteId: number) {
  const [row] = await db.select().from(agentAgreements).where(eq(agentAgreements.siteId, siteId));
  return row;
}

export async function saveAgreement(
  db: DbOrTx,
  row: { siteId: number; texts: Record<string, string>; updatedBy: number | null; updatedAt: Date },
) {
  const [saved] = await db
    .insert(agentAgreements)
    .values(row)
    .onConflictDoUpdate({
      target: agentAgreements.siteId,
      set: { texts: row.texts, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    })
    .returning();
  return saved!;
}
