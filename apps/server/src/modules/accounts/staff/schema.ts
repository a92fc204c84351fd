import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
  type AnyPgColumn,
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
  /**
   * Set for every account an admin makes: whoever typed the first password knows it, so until the
   * account sets its own it reaches only /api/admin/auth (guard.ts) and approves nothing.
   */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** The admin who made (or proposed) the account; null for the first admin (admin:create). */
  createdBy: bigint('created_by', { mode: 'number' }).references((): AnyPgColumn => staff.id),
  /**
   * Who last changed this account's role or reset its two-factor (for an approved proposal its
   * maker): such an account is not independent of them and cannot approve their proposals.
   */
  privilegeChangedBy: bigint('privilege_changed_by', { mode: 'number' }).references(
    (): AnyPgColumn => staff.id,
  ),
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
 * a hash chain (`seq`, `prev_hash`, `hash`), filled in shortly after the insert commits by the
 * database's `staff_audit_link` (audit-chainer.ts runs it), whoever wrote the row: a row changed or
 * removed later no longer matches its hash or its successor's `prev_hash` (see audit-chain.ts).
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
    /**
     * The inserting transaction's id (`pg_current_xact_id()`, set by the insert trigger): the chain
     * takes rows in this order, and only once every transaction below it has ended (migration 0073).
     * 0 for the rows chained under the lock before.
     */
    xact: bigint('xact', { mode: 'number' }).notNull().default(0),
    // Null and empty until the chainer links the row (`staff_audit_link`); the trigger clears all
    // three on insert, so no writer can choose them.
    /** The row's place in the chain, 1 upward without gaps; null while the row waits to be chained. */
    seq: bigint('seq', { mode: 'number' }),
    /** The previous row's `hash` ('' for the first row and for a row not yet chained). */
    prevHash: text('prev_hash').notNull().default(''),
    /** SHA-256 (hex) of `prev_hash` and this row's content; '' until chained. */
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    uniqueIndex('staff_audit_seq_key').on(t.seq),
    index('staff_audit_staff_idx').on(t.staffId, t.createdAt),
    index('staff_audit_action_idx').on(t.action, t.account, t.createdAt),
  ],
);

/**
 * Changes to staff accounts that give or restore power (a finance or admin account, a raised role,
 * a reset two-factor, a re-enabled account): proposed by one admin, applied when a second,
 * independent admin approves (staff-proposals.ts). Decided once, by a conditional UPDATE.
 */
export const staffProposals = pgTable(
  'staff_proposals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** `create` a money-role account, `update` its role or status, `totp_reset` its two-factor. */
    kind: text('kind').notNull(),
    /** The account changed; null for `create` until approval makes it. */
    targetStaffId: bigint('target_staff_id', { mode: 'number' }).references(() => staff.id),
    /** `create`: the new account's name (stored lower-cased). */
    account: text('account'),
    /** `create`: { role }; `update`: { role?, status? }. */
    payload: jsonb('payload').notNull().default({}),
    /** `create`: argon2id of the first password, never shown; the account is made on approval. */
    passwordHash: text('password_hash'),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    proposedBy: bigint('proposed_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staff.id),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_proposals_status').on(t.status, t.id),
    // One open proposal per account and kind, and per new account name: a second would be decided
    // against a state the first already changed.
    uniqueIndex('staff_proposals_open_target')
      .on(t.targetStaffId, t.kind)
      .where(sql`${t.status} = 'pending' and ${t.targetStaffId} is not null`),
    uniqueIndex('staff_proposals_open_account')
      .on(t.account)
      .where(sql`${t.status} = 'pending' and ${t.kind} = 'create'`),
    check('staff_proposals_kind_check', sql`${t.kind} in ('create', 'update', 'totp_reset')`),
    check('staff_proposals_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    // The maker never approves their own proposal, whatever the code above the database does.
    check(
      'staff_proposals_four_eyes',
      sql`${t.decidedBy} is null or ${t.status} = 'rejected' or ${t.decidedBy} <> ${t.proposedBy}`,
    ),
  ],
);
