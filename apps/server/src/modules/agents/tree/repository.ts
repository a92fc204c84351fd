import { MEMBER_TYPE } from '@arks/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  findMember,
  membersIntroducedBy,
  setIntroducer,
  setMemberType,
  type MemberRecord,
} from '../../accounts/member';
import { agents } from './schema';

export type AgentRecord = typeof agents.$inferSelect;

export async function findAgent(db: DbOrTx, memberId: number): Promise<AgentRecord | undefined> {
  const [row] = await db.select().from(agents).where(eq(agents.memberId, memberId));
  return row;
}

/** Why an agent cannot be made or moved where asked (the caller turns it into its own error). */
export type TreeRefusal = 'not_a_member' | 'parent_not_active_agent' | 'parent_elsewhere' | 'cycle';

/**
 * Makes a member an agent (or makes a suspended one active again) under `parentId`, or at the top
 * when null. The parent must be an active agent of the member's site and currency. Also marks the
 * member's type, so the layout and the registration links see it at once, and puts the member under
 * its parent (its introducer becomes the parent; a top agent has none). Run inside the caller's
 * transaction with its audit.
 */
export async function makeAgent(
  tx: DbOrTx,
  input: {
    memberId: number;
    parentId: number | null;
    approvedBy: number | null;
    level?: number;
    agentType?: number;
  },
): Promise<AgentRecord | TreeRefusal> {
  const member = await findMember(tx, input.memberId);
  if (!member) return 'not_a_member';
  let path = [member.id];
  if (input.parentId !== null) {
    const parent = await findAgent(tx, input.parentId);
    if (!parent || parent.status !== 'active') return 'parent_not_active_agent';
    if (parent.siteId !== member.siteId || parent.currency !== member.currency) return 'parent_elsewhere';
    if (parent.path.includes(member.id)) return 'cycle';
    path = [...parent.path, member.id];
  }
  const [row] = await tx
    .insert(agents)
    .values({
      memberId: member.id,
      siteId: member.siteId,
      currency: member.currency,
      parentId: input.parentId,
      path,
      approvedBy: input.approvedBy,
      level: input.level ?? 1,
      agentType: input.agentType ?? 1,
    })
    .onConflictDoUpdate({
      target: agents.memberId,
      set: { status: 'active', approvedBy: input.approvedBy, updatedAt: sql`now()` },
    })
    .returning();
  await setMemberType(tx, member.id, MEMBER_TYPE.agent);
  // The tree is the introducer column: a sub-agent is a member of its parent's team, a top agent of none.
  if (member.introducerId !== input.parentId) await setIntroducer(tx, member.id, input.parentId);
  return row!;
}

/** Suspends an agent or restores one; its member type follows (3 suspended, 2 active). */
export async function setAgentStatus(tx: DbOrTx, memberId: number, status: 'active' | 'suspended') {
  await tx
    .update(agents)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(agents.memberId, memberId));
  await setMemberType(tx, memberId, status === 'active' ? MEMBER_TYPE.agent : MEMBER_TYPE.suspendedAgent);
}

/** The ids of an agent and of every agent below it, at any depth. */
export async function subtreeAgentIds(db: DbOrTx, agentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: agents.memberId })
    .from(agents)
    .where(sql`${agents.path} @> array[${agentId}]::bigint[]`);
  return rows.map((r) => r.id);
}

/** Every agent below `agentId` (itself included) with its depth under it: 0 itself, 1 its sub-agents, ... */
export async function subtreeAgents(db: DbOrTx, agentId: number) {
  const rows = await db
    .select()
    .from(agents)
    .where(sql`${agents.path} @> array[${agentId}]::bigint[]`);
  return rows.map((a) => ({ ...a, depthBelow: a.path.length - 1 - a.path.indexOf(agentId) }));
}

/**
 * Every member in an agent's team: the members whose introducer is the agent or any agent below it
 * (sub-agents are members of their parent's team). An agent reads only these, never another's.
 */
export async function teamMembers(db: DbOrTx, siteId: number, agentId: number): Promise<MemberRecord[]> {
  return membersIntroducedBy(db, siteId, await subtreeAgentIds(db, agentId));
}

/** Whether a member is in an agent's team (or is the agent itself). */
export async function isInTeam(db: DbOrTx, agentId: number, memberId: number): Promise<boolean> {
  if (memberId === agentId) return true;
  const member = await findMember(db, memberId);
  if (!member?.introducerId) return false;
  const introducer = await findAgent(db, member.introducerId);
  return introducer?.path.includes(agentId) ?? false;
}

/**
 * Moves a member, or a sub-agent with its whole subtree, under another agent (or to the top, for an
 * agent, with null). Refuses a move under the moved agent's own subtree. Inside the caller's
 * transaction, with its audit.
 */
export async function moveUnder(
  db: DbOrTx,
  memberId: number,
  newAgentId: number | null,
): Promise<'moved' | TreeRefusal> {
  const member = await findMember(db, memberId);
  if (!member) return 'not_a_member';
  let prefix: number[] = [];
  if (newAgentId !== null) {
    const target = await findAgent(db, newAgentId);
    if (!target || target.status !== 'active') return 'parent_not_active_agent';
    if (target.siteId !== member.siteId || target.currency !== member.currency) return 'parent_elsewhere';
    if (target.path.includes(memberId)) return 'cycle';
    prefix = target.path;
  }
  const self = await findAgent(db, memberId);
  if (self) {
    // Each agent of the subtree keeps its path below the moved agent, under the new prefix.
    const at = self.path.length; // 1-based position of the moved agent in its old path
    await db
      .update(agents)
      .set({
        path: sql`${sql.param(prefix)}::bigint[] || ${agents.path}[${at}:]`,
        updatedAt: sql`now()`,
      })
      .where(sql`${agents.path} @> array[${memberId}]::bigint[]`);
    await db.update(agents).set({ parentId: newAgentId }).where(eq(agents.memberId, memberId));
  } else if (newAgentId === null) return 'parent_not_active_agent';
  await setIntroducer(db, memberId, newAgentId);
  return 'moved';
}

/** The layout's agent fields of a member (spec §3): zeros for a member who never was an agent. */
export async function agentLayoutFacts(db: DbOrTx, memberId: number) {
  const agent = await findAgent(db, memberId);
  return {
    is_agent: agent ? 1 : 0,
    agent_active: agent?.status === 'active' ? 1 : 0,
    agent_type: agent?.agentType ?? 0,
    agent_level: agent?.level ?? 0,
  } as const;
}

/** The agents of a site and currency (staff lists, the commission job's tree). */
export async function agentsOf(db: DbOrTx, siteId: number, currency: string): Promise<AgentRecord[]> {
  return db
    .select()
    .from(agents)
    .where(and(eq(agents.siteId, siteId), eq(agents.currency, currency)));
}
