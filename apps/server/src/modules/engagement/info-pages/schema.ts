import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { sites } from '../../sites/site/schema';
import { staff } from '../../accounts/staff/schema';

/**
 * Information pages (spec §2 /discount, /faq, /main): promotions, questions and answers, and operator
 * pages such as terms or contact, per site. `number` is the id in the page's address (`main/3`), so
 * footer links keep working when staff replace a page. Bodies are stored already sanitized.
 */
export const infoPages = pgTable(
  'info_pages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    kind: text('kind').notNull(),
    number: integer('number').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    summaries: jsonb('summaries').$type<Record<string, string>>().notNull().default({}),
    bodies: jsonb('bodies').$type<Record<string, string>>().notNull(),
    coverUrl: text('cover_url'),
    /** Null: every currency of the site. */
    currencies: text('currencies').array(),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('info_pages_site_kind_number_unique').on(t.siteId, t.kind, t.number),
    index('info_pages_site_kind_idx').on(t.siteId, t.kind, t.sort),
    check('info_pages_kind_check', sql`${t.kind} in ('main', 'faq', 'discount')`),
  ],
);
