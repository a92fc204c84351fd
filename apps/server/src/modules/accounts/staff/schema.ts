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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Back-office roles; every /api/admin route declares which of them may call it. */
export const staffRole = pgEnum('staff_role', ['admin', 'finance', 'content', 'support', 'auditor']);
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
  /** The back office's language for this staff member (zh_CN or en_US); null until chosen. */
  language: text('language'),
  /** IANA time zone the console shows times in; null until chosen (the browser's is used). */
  timeZone: text('time_zone'),
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

/**
 * One row per staff action (and login attempt); login failure limits count these rows. The rows form
 * a hash chain (`seq`, `prev_hash`, `hash`), filled in by the database's `staff_audit_chain` trigger
 * on every insert whoever writes it: a row changed or removed later no longer matches its hash or its
 * successor's `prev_hash` (see audit-chain.ts).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a failed login of an unknown account. A staff account with audit rows is never deleted. */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    /** The account as typed, so failures of unknown accounts can be counted too. */
    account: text('account'),
    action: text('action').notNull(),
    target: text('target'),
    detail: jsonb('detail').notNull().default({}),
    ip: inet('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The trigger overwrites all three on insert; the defaults only let writers leave them out.
    /** The row's place in the chain, 1 upward without gaps. */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** The previous row's `hash` ('' for the first row). */
    prevHash: text('prev_hash').notNull().default(''),
    /** SHA-256 (hex) of `prev_hash` and this row's content. */
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    uniqueIndex('staff_audit_seq_key').on(t.seq),
    index('staff_audit_staff_idx').on(t.staffId, t.createdAt),
    index('staff_audit_action_idx').on(t.action, t.account, t.createdAt),
  ],
);
