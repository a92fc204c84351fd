import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { depositChannels, depositOrders } from './schema';

export type ChannelRow = typeof depositChannels.$inferSelect;
export type NewChannelRow = typeof depositChannels.$inferInsert;

export interface ChannelFilter {
  siteId?: number;
  currency?: string;
  type?: ChannelRow['type'];
  active?: boolean;
  limit: number;
  offset: number;
}

/** In the members' order within each site and currency. */
export async function listChannels(db: DbOrTx, f: ChannelFilter) {
  const where: SQL[] = [];
  if (f.siteId !== undefined) where.push(eq(depositChannels.siteId, f.siteId));
  if (f.currency) where.push(eq(depositChannels.currency, f.currency));
  if (f.type) where.push(eq(depositChannels.type, f.type));
  if (f.active !== undefined) where.push(eq(depositChannels.active, f.active));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(depositChannels)
      .where(cond)
      .orderBy(
        asc(depositChannels.siteId),
        asc(depositChannels.currency),
        asc(depositChannels.sort),
        asc(depositChannels.id),
      )
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(depositChannels).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function lockChannel(db: DbOrTx, id: number) {
  const [row] = await db.select().from(depositChannels).where(eq(depositChannels.id, id)).for('update');
  return row;
}

/** Every channel of a site and currency, locked in id order (two reorders never deadlock). */
export function lockScope(db: DbOrTx, siteId: number, currency: string) {
  return db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.siteId, siteId), eq(depositChannels.currency, currency)))
    .orderBy(asc(depositChannels.id))
    .for('update');
}

/** The next place at the end of a site and currency's list. */
export async function nextSort(db: DbOrTx, siteId: number, currency: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${depositChannels.sort}), -1)::int + 1` })
    .from(depositChannels)
    .where(and(eq(depositChannels.siteId, siteId), eq(depositChannels.currency, currency)));
  return row?.n ?? 0;
}

export async function insertChannel(db: DbOrTx, row: NewChannelRow) {
  const [created] = await db.insert(depositChannels).values(row).returning();
  return created!;
}

export async function updateChannel(db: DbOrTx, id: number, set: Partial<NewChannelRow>) {
  const [row] = await db.update(depositChannels).set(set).where(eq(depositChannels.id, id)).returning();
  return row!;
}

export async function setSorts(db: DbOrTx, ids: number[], at: Date) {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::bigint then ${i}::int`),
    sql` `,
  );
  await db
    .update(depositChannels)
    .set({ sort: sql`case ${depositChannels.id} ${cases} end`, updatedAt: at })
    .where(inArray(depositChannels.id, ids));
}

/** What a channel's orders of [from, to) add up to, pending and credited (a daily cap's use). */
export async function channelTakings(db: DbOrTx, channelId: number, from: Date, to: Date): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${depositOrders.amount}), 0)::text` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.channelId, channelId),
        inArray(depositOrders.status, ['pending', 'success']),
        gte(depositOrders.createdAt, from),
        lt(depositOrders.createdAt, to),
      ),
    );
  return BigInt(row?.sum ?? '0');
}
