import { bigint, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from '../../sites/site/schema';

/**
 * Member sessions. Only the SHA-256 of a token is stored, so a database leak yields no usable tokens.
 * A rotation creates a new row in the same family; the old row keeps working until `grace_until`.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The login this session descends from; revoking a family ends every rotated token at once. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // No foreign key yet: the members table arrives with the accounts module.
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The member's currency, fixed at registration: every request knows it without asking. */
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Fixed at login and inherited by rotations: rotating never extends a session's life. */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The device id the login sent (udid), inherited by rotations; null when none was sent. */
    device: text('device'),
  },
  (t) => [index('sessions_family_idx').on(t.familyId), index('sessions_member_idx').on(t.memberId)],
);

/**
 * Every member login, kept after its session is gone: the member page's login history and the
 * linked-accounts review (members sharing a device or an address) read it. Written with the session.
 */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    /** Spec §9 device type (1-7) the client said; null when it said none. */
    deviceType: smallint('device_type'),
    udid: text('udid'),
    userAgent: text('user_agent'),
    method: text('method', {
      enum: ['password', 'double_validation', 'third_party', 'ticket', 'register'],
    }).notNull(),
  },
  (t) => [
    index('member_logins_member_idx').on(t.memberId, t.id),
    index('member_logins_ip_idx').on(t.ip, t.memberId),
    index('member_logins_udid_idx').on(t.udid, t.memberId),
  ],
);
