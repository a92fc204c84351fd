import { bigint, cidr, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../member/schema';
import { sites } from '../../sites/site/schema';

/** Bank accounts a member bound for withdrawals (the /user/BindAccount screen). */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    branch: text('branch'),
    /** Set by the operator after a verifying deposit; the layout's need_bank_account_deposit_verified. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_bank_accounts_site_number_uq').on(t.siteId, t.accountNumber),
    index('member_bank_accounts_member_idx').on(t.memberId),
    // The member search and the linked-accounts review look numbers up across sites.
    index('member_bank_accounts_number_idx').on(t.accountNumber),
  ],
);

/** One-time password-recovery tokens of /arks/web/vx/verify; only their SHA-256 is kept. */
export const memberRecoveryTokens = pgTable(
  'member_recovery_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_recovery_tokens_member_idx').on(t.memberId)],
);

/** Addresses or networks refused at login on a site (spec §8 login code 106). */
export const loginIpBlocks = pgTable(
  'login_ip_blocks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    network: cidr('network').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_ip_blocks_site_idx').on(t.siteId)],
);
