import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { TRANSFER_CHECK_ANSWERS } from '@arks/contracts';
import { sites } from '../../sites/site/schema';

/**
 * Game providers the platform knows (spec §3: gp_id codes). Only active providers with a reachable
 * adapter are offered; staff switch transfers off (957) or set a maintenance window (203).
 */
export const gameProviders = pgTable('game_providers', {
  gpId: text('gp_id').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(false),
  transferEnabled: boolean('transfer_enabled').notNull().default(true),
  maintenanceStartAt: timestamp('maintenance_start_at', { withTimezone: true }),
  maintenanceEndAt: timestamp('maintenance_end_at', { withTimezone: true }),
  /** How its games open (spec §4 open modes); game types listed in modal_game_types open in a modal. */
  openMode: text('open_mode', { enum: ['window', 'modal', 'page', 'redirect'] })
    .notNull()
    .default('window'),
  modalGameTypes: integer('modal_game_types')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /**
   * A sport provider's quick-bet widget address, with {currency}, {lang}, {device}, {domain} and
   * {site_id} filled in per request (spec §7 sport-quickbet-url). Null when it offers none.
   */
  quickbetUrl: text('quickbet_url'),
  /** Devices (support_device 0 desktop, 1 mobile, 2 app) where staff closed this provider. */
  blockedDevices: integer('blocked_devices')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How to reach a third-party provider (design.md §4 transfer-wallet protocol). The secret is sealed
 * with PROVIDER_SECRET_KEY (platform/secret-box). The house provider has no row: its address and
 * secret come from the environment.
 */
export const providerCredentials = pgTable('provider_credentials', {
  gpId: text('gp_id')
    .primaryKey()
    .references(() => gameProviders.gpId),
  baseUrl: text('base_url').notNull(),
  operator: text('operator').notNull(),
  secretEnc: text('secret_enc').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every time we asked a provider what became of a transfer left pending (the reconciliation job
 * each minute, or staff at the transfer desk), and what it said. Rows stay after the transfer is
 * settled: they are how staff see why it took the way it did.
 */
export const providerTransferChecks = pgTable(
  'provider_transfer_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The ledger transfer (money/ledger's ledger_transfers.id). */
    transferId: bigint('transfer_id', { mode: 'bigint' }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** The staff member who asked; null for the reconciliation job. */
    staffId: bigint('staff_id', { mode: 'number' }),
    answer: text('answer', { enum: TRANSFER_CHECK_ANSWERS }).notNull(),
    /** The provider's reason or error, as it gave it. */
    detail: text('detail'),
  },
  (t) => [index('provider_transfer_checks_transfer_idx').on(t.transferId, t.checkedAt)],
);

/**
 * A site's spec §6 provider lists, once staff saved them (until then the spec's values apply, see
 * provider-lists.ts): demo play, providers closed in the iOS and Android apps, and providers whose
 * games open outside those apps' web view.
 */
export const siteProviderLists = pgTable('site_provider_lists', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id),
  demo: text('demo').array().notNull(),
  iosBlocked: text('ios_blocked').array().notNull(),
  androidBlocked: text('android_blocked').array().notNull(),
  iosOutside: text('ios_outside').array().notNull(),
  androidOutside: text('android_outside').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
