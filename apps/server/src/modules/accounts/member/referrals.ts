import { and, eq } from 'drizzle-orm';
import { MEMBER_TYPE } from '@arks/contracts';
import type { DbOrTx } from '../../../db/client';
import { members, recommendSettings } from './schema';

/** Whether the friend-recommend programme runs for this site and currency (`is_friend`). */
export async function isFriendRecommendActive(
  db: DbOrTx,
  siteId: number,
  currency: string,
): Promise<boolean> {
  const [row] = await db
    .select({ active: recommendSettings.isActive })
    .from(recommendSettings)
    .where(and(eq(recommendSettings.siteId, siteId), eq(recommendSettings.currency, currency)))
    .limit(1);
  return row?.active ?? false;
}

/** An agent link's agent: an active member of this site who is an agent staff have not suspended. */
export async function isActiveAgent(db: DbOrTx, siteId: number, agentId: number): Promise<boolean> {
  const [agent] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.id, agentId),
        eq(members.siteId, siteId),
        eq(members.status, 'active'),
        eq(members.memberType, MEMBER_TYPE.agent),
      ),
    )
    .limit(1);
  return agent !== undefined;
}

/** A recommend link's code: an active member of this site whose currency runs the programme. */
export async function isRecommendCodeLive(db: DbOrTx, siteId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ active: recommendSettings.isActive })
    .from(members)
    .innerJoin(
      recommendSettings,
      and(eq(recommendSettings.siteId, members.siteId), eq(recommendSettings.currency, members.currency)),
    )
    .where(and(eq(members.siteId, siteId), eq(members.account, code), eq(members.status, 'active')))
    .limit(1);
  return row?.active ?? false;
}
