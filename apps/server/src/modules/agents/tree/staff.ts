import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { agentLevelNames, agents } from './schema';
import type { AgentRecord } from './repository';

/** The agents of a staff list's filter, newest first, with the total. */
export async function listAgents(
  db: DbOrTx,
  q: {
    siteId?: number;
    currency?: string;
    status?: AgentRecord['status'];
    parentId?: number;
    memberIds?: number[];
    page: number;
    pageSize: number;
  },
): Promise<{ rows: AgentRecord[]; total: number }> {
  const where: SQL[] = [];
  if (q.siteId !== undefined) where.push(eq(agents.siteId, q.siteId));
  if (q.currency) where.push(eq(agents.currency, q.currency));
  if (q.status) where.push(eq(agents.status, q.status));
  if (q.parentId !== undefined) where.push(eq(agents.parentId, q.parentId));
  if (q.memberIds) where.push(inArray(agents.memberId, q.memberIds.length ? q.memberIds : [0]));
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(agents)
      .where(filter)
      .orderBy(desc(agents.createdAt), desc(agents.memberId))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(agents).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Several agents by id (a path's accounts, a list's parents). */
export async function findAgents(db: DbOrTx, memberIds: readonly number[]): Promise<AgentRecord[]> {
  if (memberIds.length === 0) return [];
  return db
    .select()
    .from(agents)
    .where(inArray(agents.memberId, [...new Set(memberIds)]));
}

/** Level, type and transfer limits of one agent, set by staff (inside their audited transaction). */
export async function setAgentTerms(
  tx: DbOrTx,
  memberId: number,
  terms: {
    level: number;
    agentType: number;
    transferMaxSingle: bigint | null;
    transferMaxDaily: bigint | null;
  },
): Promise<AgentRecord | undefined> {
  const [row] = await tx
    .update(agents)
    .set({ ...terms, updatedAt: sql`now()` })
    .where(eq(agents.memberId, memberId))
    .returning();
  return row;
}

/** The names of a site's agent levels, per level: `{ zh_CN: '金牌代理', … }`. */
export async function agentLevelNamesOf(
  db: DbOrTx,
  siteId: number,
): Promise<{ level: number; names: Record<string, string> }[]> {
  const rows = await db
    .select()
    .from(agentLevelNames)
    .where(eq(agentLevelNames.siteId, siteId))
    .orderBy(asc(agentLevelNames.level), asc(agentLevelNames.language));
  const byLevel = new Map<number, Record<string, string>>();
  for (const row of rows) {
    const names = byLevel.get(row.level) ?? {};
    names[row.language] = row.name;
    byLevel.set(row.level, names);
  }
  return [...byLevel].map(([level, names]) => ({ level, names }));
}

/** Replaces every level name of a site (inside the caller's audited transaction). */
export async function replaceAgentLevelNames(
  tx: DbOrTx,
  siteId: number,
  levels: readonly { level: number; names: Record<string, string> }[],
) {
  await tx.delete(agentLevelNames).where(eq(agentLevelNames.siteId, siteId));
  const rows = levels.flatMap((l) =>
    Object.entries(l.names).map(([language, name]) => ({ siteId, level: l.level, language, name })),
  );
  if (rows.length > 0) await tx.insert(agentLevelNames).values(rows);
}
