import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';

/**
 * An agent's named registration links. The code is what `/register?link=<code>` carries; the link
 * locks the agent (introducer) and the agent's currency. `status`: active; disabled (the agent switched
 * it off, and may switch it on); blocked (staff did, and only staff release it).
 */
export const agentLinks = pgTable(
  'agent_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'disabled', 'blocked'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('agent_links_code_uq').on(t.code),
    index('agent_links_agent_idx').on(t.agentId),
    index('agent_links_site_idx').on(t.siteId, t.currency),
    check('agent_links_status_check', sql`${t.status} in ('active', 'disabled', 'blocked')`),
  ],
);

/**
 * Clicks: one row per link, site day and visitor (a page view again the same day is no new click).
 * `visitor` is the token the visit call gave the browser; `first_at` the first visit of that day.
 */
export const agentLinkClicks = pgTable(
  'agent_link_clicks',
  {
    linkId: bigint('link_id', { mode: 'number' })
      .notNull()
      .references(() => agentLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.day, t.visitor] }),
    index('agent_link_clicks_visitor_idx').on(t.visitor),
  ],
);

/** The members a link registered: one link at most per member. */
export const agentLinkRegistrations = pgTable(
  'agent_link_registrations',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    linkId: bigint('link_id', { mode: 'number' })
      .notNull()
      .references(() => agentLinks.id),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_link_registrations_link_idx').on(t.linkId)],
);
