import type { TCustomerServiceChannelInput } from '@arks/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customerServiceChannels } from './schema';

export type CustomerServiceChannelRow = typeof customerServiceChannels.$inferSelect;

export function channelsOfSite(db: DbOrTx, siteId: number): Promise<CustomerServiceChannelRow[]> {
  return db
    .select()
    .from(customerServiceChannels)
    .where(eq(customerServiceChannels.siteId, siteId))
    .orderBy(asc(customerServiceChannels.sort), asc(customerServiceChannels.id));
}

/**
 * The site's list becomes exactly `channels`, in their order; run inside a transaction. Two saves of
 * one site queue on a transaction lock: otherwise each deletes only the rows it can see and both
 * lists end up inserted.
 */
export async function replaceChannels(
  tx: DbOrTx,
  siteId: number,
  channels: TCustomerServiceChannelInput[],
  now: Date,
): Promise<CustomerServiceChannelRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('arks:customer-service'), ${siteId})`);
  await tx.delete(customerServiceChannels).where(eq(customerServiceChannels.siteId, siteId));
  if (channels.length === 0) return [];
  return tx
    .insert(customerServiceChannels)
    .values(
      channels.map((c, sort) => ({
        siteId,
        kind: c.kind,
        value: c.value,
        titles: c.titles as Record<string, string>,
        sort,
        updatedAt: now,
      })),
    )
    .returning();
}
