import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { staff } from '../../accounts/staff/schema';
import { sites } from '../../sites/site/schema';

/**
 * Per site and currency: the default limits of agents' transfers to their downline (an agent's own
 * `agents.transfer_max_single/daily` come first) and the approval line above which a transfer waits
 * for staff. No row: every limit 0, transfers off until finance staff set them.
 */
export const agentTransferSettings = pgTable(
  'agent_transfer_settings',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    maxSingle: bigint('max_single', { mode: 'bigint' }).notNull(),
    maxDaily: bigint('max_daily', { mode: 'bigint' }).notNull(),
    approvalLine: bigint('approval_line', { mode: 'bigint' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check(
      'agent_transfer_settings_amounts_check',
      sql`${t.maxSingle} >= 0 and ${t.maxDaily} >= 0 and ${t.approvalLine} >= 0`,
    ),
  ],
);

/**
 * One agent's transfer to a direct downline member. `paid` moved the money in one posted ledger
 * transfer; `waiting_approval` holds it from the agent in a pending one (the agent's available
 * balance drops) until staff post it (paid) or void it (rejected). The agent's key is unique per
 * agent, so a retried request takes effect once.
 */
export const agentTransfers = pgTable(
  'agent_transfers',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: ['paid', 'waiting_approval', 'rejected'] }).notNull(),
    /** The agent's site day: what the transfer counts against (agent_transfer_days). */
    day: date('day').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('agent_transfers_agent_key').on(t.agentId, t.idempotencyKey),
    index('agent_transfers_agent_idx').on(t.agentId, t.createdAt),
    index('agent_transfers_member_idx').on(t.memberId),
    index('agent_transfers_state_idx').on(t.state, t.createdAt),
    check('agent_transfers_amount_check', sql`${t.amount} > 0`),
    check('agent_transfers_self_check', sql`${t.agentId} <> ${t.memberId}`),
  ],
);

/**
 * What an agent has transferred on a site day, paid and held: one row per agent and day, raised by a
 * conditional upsert that stops at the daily limit, so parallel transfers queue on the row and
 * together never pass it. A refused transfer gives its amount back.
 */
export const agentTransferDays = pgTable(
  'agent_transfer_days',
  {
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day').notNull(),
    used: bigint('used', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.day] }),
    check('agent_transfer_days_used_check', sql`${t.used} >= 0`),
  ],
);
