import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { agentDomains } from './schema';

/** An agent's own domains (staff keep them), for the agent's promotion page. */
export async function agentDomainsOf(
  db: DbOrTx,
  agentId: number,
): Promise<{ host: string; isActive: boolean }[]> {
  return db
    .select({ host: agentDomains.host, isActive: agentDomains.isActive })
    .from(agentDomains)
    .where(eq(agentDomains.agentId, agentId))
    .orderBy(asc(agentDomains.host));
}
