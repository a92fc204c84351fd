import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../site/schema';

/**
 * The ways a site's members reach customer service, in display order (`sort`). `value` is what members
 * dial or look up (a number, a handle, an address), checked per kind by the contract; the page builds
 * the link. `titles` holds an optional label per language.
 */
export const customerServiceChannels = pgTable(
  'customer_service_channels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
    sort: integer('sort').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_service_channels_site_idx').on(t.siteId, t.sort)],
);
