import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { depositChannels, depositOrders } from './schema';
import { withMemberAccounts } from '../../accounts/member';

export type DepositRow = typeof depositOrders.$inferSelect;
export type ChannelRow = typeof depositChannels.$inferSelect;

export const activeChannels = (db: DbOrTx, siteId: number, currency: string) =>
  db
    .select()
    .from(depositChannels)
    .where(
      and(
        eq(depositChannels.siteId, siteId),
        eq(depositChannels.currency, currency),
        eq(depositChannels.active, true),
      ),
    )
    .orderBy(asc(depositChannels.sort), asc(depositChannels.id));

export async function findByMemberKey(db: DbOrTx, memberId: number, key: string) {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.idempotencyKey, key)));
  return row;
}

export async function insertOrder(db: DbOrTx, row: typeof depositOrders.$inferInsert) {
  const [created] = await db.insert(depositOrders).values(row).returning();
  return created!;
}

export async function lockOrder(db: DbOrTx, id: number) {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.id, id)).for('update');
  return row;
}

export async function resolveOrder(db: DbOrTx, id: number, set: Partial<DepositRow>) {
  const [row] = await db.update(depositOrders).set(set).where(eq(depositOrders.id, id)).returning();
  return row!;
}

export async function successCount(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'success')));
  return row?.n ?? 0;
}

export async function listOrders(
  db: DbOrTx,
  f: {
    memberId?: number;
    siteId?: number;
    status?: DepositRow['status'];
    from?: Date;
    to?: Date;
    limit: number;
    offset: number;
  },
) {
  const where: SQL[] = [];
  if (f.memberId) where.push(eq(depositOrders.memberId, f.memberId));
  if (f.siteId) where.push(eq(depositOrders.siteId, f.siteId));
  if (f.status) where.push(eq(depositOrders.status, f.status));
  if (f.from) where.push(gte(depositOrders.createdAt, f.from));
  if (f.to) where.push(lt(depositOrders.createdAt, f.to));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(depositOrders)
      .where(filter)
      .orderBy(desc(depositOrders.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(depositOrders).where(filter),
  ]);
  return { rows: await withMemberAccounts(db, rows), total: total?.n ?? 0 };
}

export async function orderWithChannel(db: DbOrTx, orderNumber: string) {
  const [row] = await db
    .select({ order: depositOrders, channel: depositChannels })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(eq(depositOrders.orderNumber, orderNumber));
  return row;
}

/** Each channel's kind (bank transfer or online gateway), by channel id. */
export async function channelTypes(db: DbOrTx, ids: number[]): Promise<Map<number, ChannelRow['type']>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: depositChannels.id, type: depositChannels.type })
    .from(depositChannels)
    .where(inArray(depositChannels.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.type]));
}

/** The channel's turnover multiple in basis points (0 when the channel is gone or asks none). */
export async function channelTurnoverBp(db: DbOrTx, channelId: number): Promise<number> {
  const [row] = await db
    .select({ bp: depositChannels.turnoverMultipleBp })
    .from(depositChannels)
    .where(eq(depositChannels.id, channelId));
  return row?.bp ?? 0;
}
