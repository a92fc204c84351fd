import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { agentLinkClicks, agentLinkRegistrations, agentLinks } from './schema';

export type AgentLinkRow = typeof agentLinks.$inferSelect;
export type LinkStatus = AgentLinkRow['status'];

export async function linksOfAgent(db: DbOrTx, agentId: number): Promise<AgentLinkRow[]> {
  return db.select().from(agentLinks).where(eq(agentLinks.agentId, agentId)).orderBy(asc(agentLinks.id));
}

export async function findLink(db: DbOrTx, id: number, forUpdate = false): Promise<AgentLinkRow | undefined> {
  const query = db.select().from(agentLinks).where(eq(agentLinks.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findLinkByCode(db: DbOrTx, siteId: number, code: string) {
  const [row] = await db
    .select()
    .from(agentLinks)
    .where(and(eq(agentLinks.siteId, siteId), eq(agentLinks.code, code)));
  return row;
}

/** Inserts a link unless its code is taken (then undefined: the caller draws another code). */
export async function insertLink(db: DbOrTx, values: typeof agentLinks.$inferInsert) {
  const [row] = await db.insert(agentLinks).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateLink(
  db: DbOrTx,
  id: number,
  set: Partial<Pick<AgentLinkRow, 'name' | 'status'>>,
  at: Date,
): Promise<AgentLinkRow> {
  const [row] = await db
    .update(agentLinks)
    .set({ ...set, updatedAt: at })
    .where(eq(agentLinks.id, id))
    .returning();
  return row!;
}

/** One click per link, site day and visitor: a repeat the same day only moves `last_at`. */
export async function recordClick(
  db: DbOrTx,
  click: { linkId: number; day: string; visitor: string; at: Date; ip: string },
) {
  await db
    .insert(agentLinkClicks)
    .values({
      linkId: click.linkId,
      day: click.day,
      visitor: click.visitor,
      firstAt: click.at,
      lastAt: click.at,
      ip: click.ip,
    })
    .onConflictDoUpdate({
      target: [agentLinkClicks.linkId, agentLinkClicks.day, agentLinkClicks.visitor],
      set: { lastAt: sql`greatest(${agentLinkClicks.lastAt}, excluded.last_at)` },
    });
}

/** Clicks per link, in all and on `today` (a site day). */
export async function clickCounts(db: DbOrTx, linkIds: readonly number[], today: string) {
  const counts = new Map<number, { clicks: number; today: number }>();
  if (linkIds.length === 0) return counts;
  const rows = await db
    .select({
      linkId: agentLinkClicks.linkId,
      clicks: count(),
      today: sql<number>`count(*) filter (where ${agentLinkClicks.day} = ${today}::date)`.mapWith(Number),
    })
    .from(agentLinkClicks)
    .where(inArray(agentLinkClicks.linkId, [...linkIds]))
    .groupBy(agentLinkClicks.linkId);
  for (const r of rows) counts.set(r.linkId, { clicks: r.clicks, today: r.today });
  return counts;
}

export async function registrationsOf(db: DbOrTx, linkIds: readonly number[]) {
  if (linkIds.length === 0) return [];
  return db
    .select()
    .from(agentLinkRegistrations)
    .where(inArray(agentLinkRegistrations.linkId, [...linkIds]));
}

/**
 * Whether this visitor clicked the link before `registeredAt` and no longer than `windowMs` before
 * it (the link cookies' lifetime): the proof a registration came through the link.
 */
export async function clickedBefore(
  db: DbOrTx,
  q: { linkId: number; visitor: string; registeredAt: Date; windowMs: number },
): Promise<boolean> {
  const earliest = new Date(q.registeredAt.getTime() - q.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(agentLinkClicks)
    .where(
      and(
        eq(agentLinkClicks.linkId, q.linkId),
        eq(agentLinkClicks.visitor, q.visitor),
        sql`${agentLinkClicks.firstAt} <= ${q.registeredAt.toISOString()}`,
        sql`${agentLinkClicks.lastAt} >= ${earliest.toISOString()}`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Counts a member for a link; false when the member already counts for one. */
export async function insertRegistration(
  db: DbOrTx,
  row: { memberId: number; linkId: number; registeredAt: Date; claimedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(agentLinkRegistrations)
    .values(row)
    .onConflictDoNothing()
    .returning({ memberId: agentLinkRegistrations.memberId });
  return inserted.length === 1;
}

/** The staff list: links of a site, newest first, with the filters given. */
export async function searchLinks(
  db: DbOrTx,
  q: {
    siteId: number;
    currency?: string;
    agentIds?: readonly number[];
    status?: LinkStatus;
    page: number;
    pageSize: number;
  },
) {
  const where: SQL[] = [eq(agentLinks.siteId, q.siteId)];
  if (q.currency) where.push(eq(agentLinks.currency, q.currency));
  if (q.agentIds) where.push(q.agentIds.length ? inArray(agentLinks.agentId, [...q.agentIds]) : sql`false`);
  if (q.status) where.push(eq(agentLinks.status, q.status));
  const filter = and(...where);
  const [rows, all] = await Promise.all([
    db
      .select()
      .from(agentLinks)
      .where(filter)
      .orderBy(desc(agentLinks.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select().from(agentLinks).where(filter),
  ]);
  return { rows, all };
}

/** The link each of these members registered through (members of no link are absent). */
export async function registrationLinksOf(
  db: DbOrTx,
  memberIds: readonly number[],
): Promise<Map<number, { linkId: number; code: string; name: string }>> {
  const found = new Map<number, { linkId: number; code: string; name: string }>();
  if (memberIds.length === 0) return found;
  const rows = await db
    .select({
      memberId: agentLinkRegistrations.memberId,
      linkId: agentLinks.id,
      code: agentLinks.code,
      name: agentLinks.name,
    })
    .from(agentLinkRegistrations)
    .innerJoin(agentLinks, eq(agentLinks.id, agentLinkRegistrations.linkId))
    .where(inArray(agentLinkRegistrations.memberId, [...memberIds]));
  for (const r of rows) found.set(r.memberId, { linkId: r.linkId, code: r.code, name: r.name });
  return found;
}
