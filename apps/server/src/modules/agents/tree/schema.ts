import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';

/**
 * Every member who is or was an agent. A member's agent is its introducer (`members.introducer_id`,
 * owned by accounts); an agent's own row keeps where it stands in the tree: `path` is the agent ids
 * from the top agent down to this one (itself last), so a subtree is `path @> {id}` on a GIN index
 * and the depth is the path's length. Moving a sub-agent rewrites the paths of its subtree in the same
 * transaction as its introducer.
 */
export const agents = pgTable(
  'agents',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    /** The agent above this one (its introducer), or null for a top agent. */
    parentId: bigint('parent_id', { mode: 'number' }),
    path: bigint('path', { mode: 'number' }).array().notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    /** agent_type of the layout: 1 revenue share, 2 CPA, 3 hybrid (the commission plan's kind). */
    agentType: smallint('agent_type').notNull().default(1),
    /** agent_level of the layout: a rank staff set, named per site (`agent_level_names`). */
    level: smallint('level').notNull().default(1),
    /** Per-agent limits of transfers to the downline, minor units; null: the site's default. */
    transferMaxSingle: bigint('transfer_max_single', { mode: 'bigint' }),
    transferMaxDaily: bigint('transfer_max_daily', { mode: 'bigint' }),
    /** The staff member who made or approved the agent (null: made by a test or the seed). */
    approvedBy: integer('approved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agents_site_currency_idx').on(t.siteId, t.currency),
    index('agents_parent_idx').on(t.parentId),
    index('agents_path_gin').using('gin', t.path),
    check('agents_level_check', sql`${t.level} between 1 and 10`),
    check(
      'agents_path_check',
      sql`cardinality(${t.path}) >= 1 and ${t.path}[cardinality(${t.path})] = ${t.memberId}`,
    ),
  ],
);

/** The names of agent levels per site and language (`/arks/web/agent-level-rename`). */
export const agentLevelNames = pgTable(
  'agent_level_names',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.level, t.language] })],
);
