import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from '../ledger/schema';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';
import { staff } from '../../accounts/staff/schema';

/**
 * Where members send money, per site and currency: a manual bank transfer (account details shown to
 * the member) or an online gateway (a hosted payment page that calls us back, HMAC-signed). A gateway
 * channel's secret is sealed with PROVIDER_SECRET_KEY; the sandbox merchant's comes from the
 * environment (SANDBOX_GATEWAY_SECRET).
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    currency: text('currency').notNull(),
    type: text('type', { enum: ['bank', 'gateway'] }).notNull(),
    /** What members see the channel called, by language code; the site's default language always. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    bankBranch: text('bank_branch'),
    /**
     * Most a channel takes per day (the site's day), its pending and credited orders together: a
     * receiving account the bank would flag, or a merchant's daily quota. Null: no cap.
     */
    dailyLimit: bigint('daily_limit', { mode: 'bigint' }),
    /** The gateway's hosted payment page. */
    gatewayUrl: text('gateway_url'),
    merchantId: text('merchant_id'),
    secretEnc: text('secret_enc'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /**
     * A credited deposit asks the member to wager this multiple of it in valid bets before a
     * withdrawal (wagering/turnover), in basis points (10000 = 1x); 0: no requirement.
     */
    turnoverMultipleBp: integer('turnover_multiple_bp').notNull().default(0),
    /** Last changed by staff; null for channels seeded or made before the console. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('deposit_channels_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('deposit_channels_daily_limit', sql`${t.dailyLimit} is null or ${t.dailyLimit} >= ${t.minAmount}`),
    check(
      'deposit_channels_gateway',
      sql`${t.type} <> 'gateway' or (${t.gatewayUrl} is not null and ${t.merchantId} is not null)`,
    ),
    index('deposit_channels_site_idx').on(t.siteId, t.currency),
  ],
);

/**
 * A member's deposit. No money moves until staff approve it: then a deposits_clearing -> member
 * transfer (key deposit:<order_number>) posts in the same transaction as the status change.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderNumber: text('order_number').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => depositChannels.id),
    /**
     * The channel's names when the order was filed, so the record reads in the member's language now
     * and keeps saying what the channel was called then.
     */
    channelNames: jsonb('channel_names').$type<Record<string, string>>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** What the member wrote on the bank transfer, so staff can match it. */
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'success', 'rejected', 'cancelled'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    /** The gateway's own number for the payment, from its callback. */
    gatewayTradeNo: text('gateway_trade_no'),
    transferId: bigint('transfer_id', { mode: 'bigint' }).references(() => ledgerTransfers.id),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_number_uq').on(t.orderNumber),
    uniqueIndex('deposit_orders_member_key_uq').on(t.memberId, t.idempotencyKey),
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_status_idx').on(t.status, t.createdAt),
    // The dashboard's first deposits: credited orders of one site and currency by day.
    index('deposit_orders_site_success_idx')
      .on(t.siteId, t.currency, t.resolvedAt)
      .where(sql`${t.status} = 'success'`),
    check('deposit_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Callback nonces already seen: a replayed callback is refused even inside its time window. */
export const paymentCallbackNonces = pgTable('payment_callback_nonces', {
  nonce: text('nonce').primaryKey(),
  channelId: bigint('channel_id', { mode: 'number' })
    .notNull()
    .references(() => depositChannels.id),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
