import { and, asc, count, desc, eq, gte, isNotNull, lt, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { findMember, withMemberAccounts } from '../../accounts/member';
import { withdrawalOrders } from './schema';

export type WithdrawalRow = typeof withdrawalOrders.$inferSelect;
export type NewWithdrawalRow = typeof withdrawalOrders.$inferInsert;

export async function insertOrder(db: DbOrTx, row: NewWithdrawalRow): Promise<WithdrawalRow> {
  const [created] = await db.insert(withdrawalOrders).values(row).returning();
  return created!;
}

export async function findByMemberKey(db: DbOrTx, memberId: number, key: string) {
  const [row] = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.memberId, memberId), eq(withdrawalOrders.idempotencyKey, key)));
  return row;
}

/** Locks the order so two reviewers resolve it one after the other. */
export async function lockOrder(db: DbOrTx, id: number) {
  const [row] = await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id)).for('update');
  return row;
}

export async function resolveOrder(
  db: DbOrTx,
  id: number,
  change: Pick<WithdrawalRow, 'status' | 'reason' | 'resolvedBy' | 'resolvedAt'>,
) {
  const [row] = await db.update(withdrawalOrders).set(change).where(eq(withdrawalOrders.id, id)).returning();
  return row!;
}

/** Records the first of two approvals; the order stays pending. */
export async function proposeApproval(
  db: DbOrTx,
  id: number,
  change: Pick<WithdrawalRow, 'firstApprovedBy' | 'firstApprovedAt' | 'firstApprovalNote'>,
) {
  const [row] = await db.update(withdrawalOrders).set(change).where(eq(withdrawalOrders.id, id)).returning();
  return row!;
}

export async function findOrder(db: DbOrTx, id: number) {
  const [row] = await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id));
  return row;
}

export interface OrderFilter {
  memberId?: number;
  siteId?: number;
  status?: WithdrawalRow['status'];
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** Newest first, with the member's account for the back office. */
export async function listOrders(db: DbOrTx, f: OrderFilter) {
  const where: SQL[] = [];
  if (f.memberId !== undefined) where.push(eq(withdrawalOrders.memberId, f.memberId));
  if (f.siteId !== undefined) where.push(eq(withdrawalOrders.siteId, f.siteId));
  if (f.status) where.push(eq(withdrawalOrders.status, f.status));
  if (f.from) where.push(gte(withdrawalOrders.createdAt, f.from));
  if (f.to) where.push(lt(withdrawalOrders.createdAt, f.to));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawalOrders)
      .where(cond)
      .orderBy(desc(withdrawalOrders.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(withdrawalOrders).where(cond),
  ]);
  return { rows: await withMemberAccounts(db, rows), total: total?.n ?? 0 };
}

export async function memberAccount(db: DbOrTx, memberId: number) {
  return (await findMember(db, memberId))?.account ?? '';
}

export interface ProposalFilter {
  status: WithdrawalRow['status'];
  siteId?: number;
  memberId?: number;
  order: 'asc' | 'desc';
  limit: number;
}

/** Large withdrawals that had a first approval, by when it was made; with the total matching. */
export async function listProposals(db: DbOrTx, f: ProposalFilter) {
  const where: SQL[] = [isNotNull(withdrawalOrders.firstApprovedBy), eq(withdrawalOrders.status, f.status)];
  if (f.siteId !== undefined) where.push(eq(withdrawalOrders.siteId, f.siteId));
  if (f.memberId !== undefined) where.push(eq(withdrawalOrders.memberId, f.memberId));
  const by = f.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawalOrders)
      .where(and(...where))
      .orderBy(by(withdrawalOrders.firstApprovedAt), by(withdrawalOrders.id))
      .limit(f.limit),
    db
      .select({ n: count() })
      .from(withdrawalOrders)
      .where(and(...where)),
  ]);
  return { rows: await withMemberAccounts(db, rows), total: total?.n ?? 0 };
}

/** What the member's pending withdrawals in one currency hold. */
export async function pendingTotal(db: DbOrTx, memberId: number, currency: string) {
  const [row] = await db
    .select({ amount: sum(withdrawalOrders.amount), n: count() })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.memberId, memberId),
        eq(withdrawalOrders.currency, currency),
        eq(withdrawalOrders.status, 'pending'),
      ),
    );
  return { amount: BigInt(row?.amount ?? 0), count: row?.n ?? 0 };
}
