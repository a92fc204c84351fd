import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../member/schema';
import { sites } from '../../sites/site/schema';

/** SMS verify codes; only a hash of the code is kept, the row is consumed by its first right answer. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id').notNull(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    clientIp: text('client_ip').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.siteId, t.phone, t.purpose, t.createdAt),
    index('sms_codes_ip_idx').on(t.clientIp, t.createdAt),
  ],
);

/** Hosts that belong to an agent: registrations there take the agent's currency and introducer. */
export const agentDomains = pgTable(
  'agent_domains',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('agent_domains_host_uq').on(t.host)],
);

/** Marketing events of /api/fb_tracking (registration complete, ...), kept for the ad pixel feed. */
export const marketingEvents = pgTable(
  'marketing_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id').notNull(),
    eventName: text('event_name').notNull(),
    eventTime: bigint('event_time', { mode: 'number' }).notNull(),
    eventId: text('event_id').notNull(),
    userData: jsonb('user_data').$type<Record<string, unknown>>().notNull(),
    customData: jsonb('custom_data').$type<Record<string, unknown>>().notNull(),
    clientIp: text('client_ip').notNull(),
    userAgent: text('user_agent'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('marketing_events_site_event_uq').on(t.siteId, t.eventId)],
);
