import {
  bigint,
  bigserial,
  boolean,
  index,
  inet,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Back-office roles; every /api/admin route declares which of them may call it. */
export const staffRole = pgEnum('staff_role', ['admin', 'finance', 'content', 'support']);
export const staffStatus = pgEnum('staff_status', ['active', 'disabled']);

/** Operator staff. Separate from members: their own accounts, sessions and audit trail. */
export const staff = pgTable('staff', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Stored lower-cased; unique across the whole platform (staff are not per site). */
  account: text('account').notNull().unique(),
  /** argon2id (19 MiB, t=2, p=1). */
  passwordHash: text('password_hash').notNull(),
  role: staffRole('role').notNull(),
  /** TOTP secret encrypted with STAFF_TOTP_KEY (AES-256-GCM); null until enrolment starts. */
  totpSecretEnc: text('totp_secret_enc'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** RFC 6238 time step of the last code accepted: a code of that step or earlier is refused (replay). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  status: staffStatus('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/** Staff sessions: only the SHA-256 of the opaque token is stored; idle and absolute expiry. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** One row per staff action (and login attempt); login failure limits count these rows. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a failed login of an unknown account. */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id, {
      onDelete: 'set null',
    }),
    /** The account as typed, so failures of unknown accounts can be counted too. */
    account: text('account'),
    action: text('action').notNull(),
    target: text('target'),
    detail: jsonb('detail').notNull().default({}),
    ip: inet('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_staff_idx').on(t.staffId, t.createdAt),
    index('staff_audit_action_idx').on(t.action, t.account, t.createdAt),
  ],
);
