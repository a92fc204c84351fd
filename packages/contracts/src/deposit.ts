import { z } from 'zod';
import { bigintId } from './ids';
import { defineCall } from './call';
import { ZDateRangePage } from './wallet';
import { ZDecimalAmount, ZIdempotencyKey } from './withdrawal';

/**
 * Deposits (our paths; spec §7 names none). A member picks a channel, transfers the money and files
 * the order with the transfer's reference; staff approve it (the money arrives) or reject it.
 * Codes: MoneyCode 602 (amount), 603 (channel), 604/605 (order), 609 (key reused).
 */
export const ZDepositStatus = z.enum(['pending', 'success', 'rejected', 'cancelled']);

export const ZDepositChannel = z.object({
  id: z.number().int(),
  type: z.enum(['bank', 'gateway']),
  /** In the member's language, else the site's default, else English. */
  name: z.string(),
  min_amount: z.string(),
  max_amount: z.string(),
  bank_name: z.string().optional(),
  account_name: z.string().optional(),
  account_number: z.string().optional(),
  bank_branch: z.string().optional(),
});

export const DepositChannels = defineCall({
  name: 'DepositChannels',
  method: 'POST',
  path: '/member/deposit/channels',
  auth: 'member',
  request: z.object({}),
  data: z.object({ list: z.array(ZDepositChannel) }),
});

export const DepositRequest = defineCall({
  name: 'DepositRequest',
  method: 'POST',
  path: '/member/deposit',
  auth: 'member',
  request: z.object({
    channel_id: bigintId({ coerce: true }),
    amount: ZDecimalAmount,
    reference: z.string().trim().max(100).optional(),
    idempotency_key: ZIdempotencyKey,
  }),
  data: z.object({ order_number: z.string(), status: ZDepositStatus, pay_url: z.string().optional() }),
});

export const DepositRecords = defineCall({
  name: 'DepositRecords',
  method: 'POST',
  path: '/member/deposit/records',
  auth: 'member',
  request: ZDateRangePage.safeExtend({ status: ZDepositStatus.optional() }),
  data: z.object({
    list: z.array(
      z.object({
        order_number: z.string(),
        /** The channel's name when the order was filed, in the member's language now. */
        channel_name: z.string(),
        amount: z.string(),
        status: ZDepositStatus,
        created_at: z.string(),
        resolved_at: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
  }),
});

/**
 * The online gateway's server-to-server callback (our protocol, `modules/deposit/gateway-protocol.ts`):
 * every field a string, HMAC-signed over the others. Public: the signature, its five-minute window
 * and the one-time nonce are the authentication.
 */
const field = z.string().min(1).max(200);
export const DepositGatewayNotify = defineCall({
  name: 'DepositGatewayNotify',
  method: 'POST',
  path: '/payment/notify',
  auth: 'public',
  request: z.object({
    merchant_id: field,
    order_number: field,
    amount: field,
    currency: field,
    status: z.enum(['paid', 'failed']),
    trade_no: field,
    ts: field,
    nonce: z.string().min(16).max(100),
    sign: z
      .string()
      .max(64)
      .regex(/^[0-9a-f]{64}$/, 'sign: 64 hex characters'),
  }),
  data: z.object({ order_number: z.string(), status: ZDepositStatus }),
});
