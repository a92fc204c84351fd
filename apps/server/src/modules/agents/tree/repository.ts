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
export type TreeRefusal =
  | 'not_a_member'
  | 'parent_not_active_agent'
  | 'parent_elsewhere'
  | 'cycle'
  | 'already_agent'
  | 'already_agent_elsewhere';

/**
 * Tree writes of a site run one at a time: two parallel moves (A under B, B under A) must not both
 * pass their cycle check, and an agent made under a parent that is moving at the same time must not
 * keep the parent's old path. The tree takes a transaction-scoped advisory lock per site in each of
 * its writes, so every caller is serialised; a write given the pool (not a transaction) runs in its
 * own. Callers take no lock of their own and never hold a lock a tree write may wait behind.
 */
async function lockTree(tx: DbOrTx, siteId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('agents.tree'), ${siteId})`);
}

/**
 * Makes a member an agent under `parentId`, or at the top when null. The parent must be an active
 * agent of the member's site and currency. Also marks the member's type, so the layout and the
 * registration links see it at once, and puts the member under its parent (its introducer becomes the
 * parent; a top agent has none).
 *
 * A member who already is an agent (active or suspended) keeps its place: made again under the parent
 * it stands under, it is made active again (its level and type unchanged, its subtree untouched); made
 * under any other parent, it is refused (`already_agent_elsewhere`): moving an agent is `moveUnder`,
 * with its own audit and effect on commission, never a side effect of making. With `onlyNew` any
 * existing agent is refused (`already_agent`), checked under the tree's lock.
 *
 * Runs inside the caller's transaction with its audit (or its own, given the pool).
 */
export async function makeAgent(
  db: DbOrTx,
  input: {
    memberId: number;
    parentId: number | null;
    approvedBy: number | null;
    level?: number;
    agentType?: number;
    onlyNew?: boolean;
  },
): Promise<AgentRecord | TreeRefusal> {
  const first = await findMember(db, input.memberId);
  if (!first) return 'not_a_member';
  return db.transaction(async (tx) => {
    await lockTree(tx, first.siteId);
    const member = (await findMember(tx, input.memberId))!;
    const existing = await findAgent(tx, member.id);
    if (existing) {
      if (input.onlyNew) return 'already_agent';
      if (existing.parentId !== input.parentId) return 'already_agent_elsewhere';
      const [row] = await tx
        .update(agents)
        .set({ status: 'active', approvedBy: input.approvedBy, updatedAt: sql`now()` })
        .where(eq(agents.memberId, member.id))
        .returning();
      await setMemberType(tx, member.id, MEMBER_TYPE.agent);
      return row!;
    }
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
      .returning();
    await setMemberType(tx, member.id, MEMBER_TYPE.agent);
    // The tree is the introducer column: a sub-agent is a member of its parent's team, a top agent of none.
    if (member.introducerId !== input.parentId) await setIntroducer(tx, member.id, input.parentId);
    return row!;
  });
}

/**
 * Suspends an agent or restores one; its member type follows (3 suspended, 2 active). Under the tree's
 * lock: a parent's status is what makeAgent and moveUnder check.
 */
export async function setAgentStatus(db: DbOrTx, memberId: number, status: 'active' | 'suspended') {
  const agent = await findAgent(db, memberId);
  if (!agent) return;
  await db.transaction(async (tx) => {
    await lockTree(tx, agent.siteId);
    await tx
      .update(agents)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(agents.memberId, memberId));
    await setMemberType(tx, memberId, status === 'active' ? MEMBER_TYPE.agent : MEMBER_TYPE.suspendedAgent);
  });
}

/**
 * An agent's status, read with a share lock on its row inside the caller's transaction: a suspension
 * running at the same time waits for the caller to commit, or the caller reads it once committed. For
 * a decision that must not go through for a suspended agent (paying its commission).
 */
export async function agentStatusHeld(
  tx: DbOrTx,
  memberId: number,
): Promise<AgentRecord['status'] | undefined> {
  const [row] = await tx
    .select({ status: agents.status })
    .from(agents)
    .where(eq(agents.memberId, memberId))
    .for('share');
  return row?.status;
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
 * agent, with null). Refuses a move under the moved agent's own subtree. Under the tree's lock, inside
 * the caller's transaction with its audit (or its own, given the pool).
 */
export async function moveUnder(
  db: DbOrTx,
  memberId: number,
  newAgentId: number | null,
): Promise<'moved' | TreeRefusal> {
  const first = await findMember(db, memberId);
  if (!first) return 'not_a_member';
  return db.transaction(async (tx) => {
    await lockTree(tx, first.siteId);
    const member = (await findMember(tx, memberId))!;
    let prefix: number[] = [];
    if (newAgentId !== null) {
      const target = await findAgent(tx, newAgentId);
      if (!target || target.status !== 'active') return 'parent_not_active_agent';
      if (target.siteId !== member.siteId || target.currency !== member.currency) return 'parent_elsewhere';
      if (target.path.includes(memberId)) return 'cycle';
      prefix = target.path;
    }
    const self = await findAgent(tx, memberId);
    if (self) {
      // Each agent of the subtree keeps its path below the moved agent, under the new prefix.
      const at = self.path.length; // 1-based position of the moved agent in its old path
      await tx
        .update(agents)
        .set({
          path: sql`${sql.param(prefix)}::bigint[] || ${agents.path}[${at}:]`,
          updatedAt: sql`now()`,
        })
        .where(sql`${agents.path} @> array[${memberId}]::bigint[]`);
      await tx.update(agents).set({ parentId: newAgentId }).where(eq(agents.memberId, memberId));
    } else if (newAgentId === null) return 'parent_not_active_agent';
    await setIntroducer(tx, memberId, newAgentId);
    return 'moved' as const;
  });
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
