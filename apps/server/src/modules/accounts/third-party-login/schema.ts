import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from '../../sites/site/schema';
import { members } from '../member/schema';

/**
 * OpenID Connect providers staff set up for a site's third-party login. The client secret is sealed
 * with PROVIDER_SECRET_KEY (platform/secret-box) and never answered back.
 */
export const oidcProviders = pgTable(
  'oidc_providers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** What the login screen and the start call name it by (`google`, `line`). */
    key: text('key').notNull(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretEnc: text('client_secret_enc').notNull(),
    scopes: text('scopes').notNull().default('openid email profile'),
    active: boolean('active').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oidc_providers_site_key_uq').on(t.siteId, t.key)],
);

/**
 * Which member an identity at a provider is, per site. Keyed by the issuer rather than the provider
 * row, so a changed client id (or a re-created provider) keeps its members.
 */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.issuer, t.subject] }),
    index('oidc_identities_member_idx').on(t.memberId),
  ],
);

/**
 * Sign-ins under way: each is used once and lives a few minutes. The row is found by the hash of the
 * state the provider echoes; the browser that started it holds `browser` (a cookie) whose hash must
 * match, so a callback link sent to someone else signs nobody in.
 */
export const oidcLoginStates = pgTable(
  'oidc_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    browserHash: text('browser_hash').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => oidcProviders.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The currency a first sign-in opens its new account in. */
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_login_states_expires_idx').on(t.expiresAt)],
);
