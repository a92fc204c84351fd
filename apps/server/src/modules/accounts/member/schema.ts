import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from '../../sites/site/schema';
import { staff } from '../staff/schema';

/** Members of one site. Accounts are unique per site, case-insensitively (stored lower-cased). */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    currency: text('currency').notNull(),
    /** 1 is a plain member; anything else is an agent (spec §3). */
    memberType: smallint('member_type').notNull().default(1),
    status: text('status', { enum: ['active', 'frozen', 'disabled'] })
      .notNull()
      .default('active'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    birthday: text('birthday'),
    identityId: text('identity_id'),
    withdrawPasswordHash: text('withdraw_password_hash'),
    /** Contact fields (qq, telegram, ...) keyed by their wire name. */
    contacts: jsonb('contacts').$type<Record<string, string>>().notNull().default({}),
    introducerId: bigint('introducer_id', { mode: 'number' }),
    /** The friend whose recommend code the member registered with (friend-recommend programme). */
    recommenderId: bigint('recommender_id', { mode: 'number' }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Login answers 802 until the member proves identity (vx verify) and sets a new password. */
    mustTransferValidate: boolean('must_transfer_validate').notNull().default(false),
    /** Login asks one of the member's own facts after the password (spec §3 double validation). */
    doubleValidation: boolean('double_validation').notNull().default(false),
    registerIp: text('register_ip'),
    /** Networks this member may log in from (addresses or CIDR); empty: anywhere. §8 login 203 elsewhere. */
    loginAllowedNetworks: text('login_allowed_networks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * When the member ticked the service agreement, if the registering client said so. The spec's
     * registration parameters (§3) carry no such field, so a native app may leave it null.
     */
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_site_account_uq').on(t.siteId, t.account),
    index('members_site_phone_idx').on(t.siteId, t.phone),
    index('members_site_email_idx').on(t.siteId, t.email),
    index('members_register_ip_idx').on(t.registerIp, t.createdAt),
    // The dashboard's registrations per day of one site and currency.
    index('members_site_currency_created_idx').on(t.siteId, t.currency, t.createdAt),
    // The back-office search looks these up across sites (spec-free: an operator's staff search all).
    index('members_phone_idx').on(t.phone),
    index('members_email_lower_idx').on(sql`lower(${t.email})`),
    index('members_name_idx').on(t.name.op('text_pattern_ops')),
    index('members_introducer_idx').on(t.introducerId),
    index('members_recommender_idx').on(t.recommenderId),
  ],
);

/** Register settings per site, currency and field (spec §3). */
export const registerSettings = pgTable(
  'register_settings',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    field: text('field').notNull(),
    isDisplay: boolean('is_display').notNull(),
    isRequired: boolean('is_required').notNull(),
    isUnique: boolean('is_unique').notNull(),
    isMemberCenter: boolean('is_member_center').notNull(),
    isVerification: boolean('is_verification').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency, t.field] })],
);

/** Friend-recommend programme per site and currency (is_friend of /bonus_setting/check). */
export const recommendSettings = pgTable(
  'recommend_settings',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    isActive: boolean('is_active').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] })],
);

/** Service agreement shown on registration, per site and language. */
export const serviceAgreements = pgTable(
  'service_agreements',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.language] })],
);

/** Security-relevant member events (logins, failures, password changes); never holds secrets. */
export const memberAudit = pgTable(
  'member_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    /** The account as typed, for failures against unknown accounts (rate limits count these too). */
    account: text('account').notNull(),
    action: text('action').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_audit_account_idx').on(t.siteId, t.account, t.action, t.at),
    index('member_audit_ip_idx').on(t.ip, t.action, t.at),
  ],
);

/** A login waiting for its double-validation answer; `member_login_id` on the wire is its id. */
export const loginChallenges = pgTable('login_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  /** Questions not asked yet, in order; a skip moves to the next. */
  remaining: jsonb('remaining').$type<string[]>().notNull(),
  failures: integer('failures').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Names and email domains a site refuses at registration (codes 214 and 216), compared lower-cased. */
export const registerBlocklist = pgTable(
  'register_blocklist',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['name', 'email_domain'] }).notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.kind, t.value] })],
);

/** Login tickets already traded for a session: a ticket id is accepted once, until it expires. */
export const usedLoginTickets = pgTable('used_login_tickets', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Staff notes on a member: append-only (no call edits or deletes one), each with its author. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    /** The author's account when writing: the note keeps saying who wrote it if the account is renamed. */
    staffAccount: text('staff_account').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.id)],
);
