import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { AgentRecord } from '../tree';
import { agentTransferDays, agentTransferSettings } from './schema';

export type SettingsRow = typeof agentTransferSettings.$inferSelect;

/** A site and currency's defaults; none saved: every limit 0 (transfers off). */
export async function findSettings(db: DbOrTx, siteId: number, currency: string) {
  const [row] = await db
    .select()
    .from(agentTransferSettings)
    .where(and(eq(agentTransferSettings.siteId, siteId), eq(agentTransferSettings.currency, currency)));
  return row;
}

/** An agent's limits: its own where staff set them, else its site and currency's. */
export async function limitsOf(db: DbOrTx, agent: AgentRecord) {
  const s = await findSettings(db, agent.siteId, agent.currency);
  return {
    maxSingle: agent.transferMaxSingle ?? s?.maxSingle ?? 0n,
    maxDaily: agent.transferMaxDaily ?? s?.maxDaily ?? 0n,
    /** 0: no transfer waits for approval. */
    approvalLine: s?.approvalLine ?? 0n,
  };
}

export async function usedOn(db: DbOrTx, agentId: number, day: string): Promise<bigint> {
  const [row] = await db
    .select({ used: agentTransferDays.used })
    .from(agentTransferDays)
    .where(and(eq(agentTransferDays.agentId, agentId), eq(agentTransferDays.day, day)));
  return row?.used ?? 0n;
}

/**
 * Adds `amount` to the agent's day unless that passes `max`: one conditional upsert, so parallel
 * transfers queue on the row's lock and each sees what the others added. Run it in the transaction
 * that moves the money; false means refused (the caller throws and everything rolls back).
 */
export async function drawOnDay(
  tx: DbOrTx,
  agentId: number,
  day: string,
  amount: bigint,
  max: bigint,
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into ${agentTransferDays} (agent_id, day, used)
    select ${agentId}, ${day}::date, ${amount}::bigint
    where ${amount}::bigint <= ${max}::bigint
    on conflict (agent_id, day)
    do update set used = ${agentTransferDays}.used + excluded.used
    where ${agentTransferDays}.used + excluded.used <= ${max}::bigint
    returning used`);
  return result.rows.length > 0;
}

/** A refused transfer's amount goes back to the day it was drawn on. */
export async function giveBackOnDay(tx: DbOrTx, agentId: number, day: string, amount: bigint) {
  await tx
    .update(agentTransferDays)
    .set({ used: sql`${agentTransferDays.used} - ${amount}` })
    .where(and(eq(agentTransferDays.agentId, agentId), eq(agentTransferDays.day, day)));
}
