import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';
import { staff } from '../../accounts/staff/schema';

/**
 * The double-entry ledger (design.md §3). Only modules/ledger writes these tables; every other
 * module asks the ledger service.
 *
 * A transfer moves `amount` from its debit account to its credit account, so an account's balance is
 * (posted credits - posted debits). Member accounts also keep that figure in `balance`, with
 * `pending_out` reserved by pending debits; system accounts keep no balance row at all (their figure is
 * derived from the transfers) so that the deposit, withdrawal and provider system accounts that every
 * transfer touches never become a lock every transfer waits on.
 */
export const ledgerAccountKind = pgEnum('ledger_account_kind', ['member_main', 'member_provider', 'system']);
export const ledgerTransferStatus = pgEnum('ledger_transfer_status', ['pending', 'posted', 'voided']);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    kind: ledgerAccountKind('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** The game provider (gp_id) of a member_provider account. */
    provider: text('provider'),
    /** What a system account is for: deposits_clearing, withdrawals_clearing, adjustments, ... */
    systemCode: text('system_code'),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    pendingOut: bigint('pending_out', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The target of the transfers' (account, currency) foreign keys: a transfer cannot mix currencies.
    unique('ledger_accounts_id_currency_key').on(t.id, t.currency),
    uniqueIndex('ledger_accounts_member_key')
      .on(t.memberId, t.kind, sql`coalesce(${t.provider}, '')`, t.currency)
      .where(sql`${t.kind} <> 'system'`),
    uniqueIndex('ledger_accounts_system_key')
      .on(t.siteId, t.currency, t.systemCode)
      .where(sql`${t.kind} = 'system'`),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.kind} = 'system') = (${t.memberId} is null and ${t.systemCode} is not null)
        and (${t.kind} = 'member_provider') = (${t.provider} is not null)`,
    ),
    // The funds check of every debit: a member account never goes below what it has reserved, and
    // never below zero. An UPDATE that would break it fails as a whole, with the transfer it came with.
    check(
      'ledger_accounts_funds_check',
      sql`case when ${t.kind} = 'system' then ${t.balance} = 0 and ${t.pendingOut} = 0
        else ${t.pendingOut} >= 0 and ${t.balance} >= ${t.pendingOut} end`,
    ),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'bigint' }).notNull(),
    creditAccountId: bigint('credit_account_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** deposit, withdrawal, adjustment, provider_in, provider_out, promotion, reversal, ... */
    kind: text('kind').notNull(),
    status: ledgerTransferStatus('status').notNull(),
    /** Unique across the ledger: a retried request with the same key takes effect once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The business record behind it (deposit order number, withdrawal id, provider reference). */
    reference: text('reference'),
    reversesTransferId: bigint('reverses_transfer_id', { mode: 'bigint' }),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    memo: text('memo'),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'ledger_transfers_debit_fk',
      columns: [t.debitAccountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    foreignKey({
      name: 'ledger_transfers_credit_fk',
      columns: [t.creditAccountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    foreignKey({
      name: 'ledger_transfers_reverses_fk',
      columns: [t.reversesTransferId],
      foreignColumns: [t.id],
    }),
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
    check('ledger_transfers_accounts_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_resolved_check', sql`(${t.status} = 'pending') = (${t.resolvedAt} is null)`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.id),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.id),
    index('ledger_transfers_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('ledger_transfers_reference_idx').on(t.reference),
    // The dashboard's money flows: posted transfers of one site and currency by the day they took effect.
    index('ledger_transfers_site_posted_idx')
      .on(t.siteId, t.currency, t.resolvedAt)
      .where(sql`${t.status} = 'posted'`),
    // Credits asking turnover (their metadata carries the facts): what the turnover sweep re-reads.
    index('ledger_transfers_turnover_idx')
      .on(t.resolvedAt)
      .where(sql`${t.metadata} ? 'turnover'`),
    // A posted transfer is reversed at most once.
    uniqueIndex('ledger_transfers_reverses_key')
      .on(t.reversesTransferId)
      .where(sql`${t.reversesTransferId} is not null`),
  ],
);
