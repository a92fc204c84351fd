import { z } from 'zod';
import { bigintId } from './ids';
import { defineCall } from './call';
import type { CurrencyCode } from './constants';
import { withdrawPasswordRule } from './validation';
import { ZDateRangePage } from './wallet';

/**
 * Member withdrawals (ours: spec §7 names no path for them). A request holds the amount at once
 * (the available balance drops); an operator then approves (the money leaves) or rejects (it comes
 * back). Amounts are decimal strings in the member's currency with its §9 minor units.
 */

/**
 * The product's default limits per currency, in minor units: what a site and currency gets until
 * finance staff set its own in the console (server table `withdraw_limits`, which also adds daily caps).
 */
export const WITHDRAW_LIMITS: Record<CurrencyCode, { min: bigint; max: bigint }> = {
  RMB: { min: 100_00n, max: 50_000_00n },
  VND: { min: 200_000n, max: 500_000_000n },
  WON: { min: 10_000n, max: 50_000_000n },
  JPY: { min: 1_000n, max: 5_000_000n },
  THB: { min: 300_00n, max: 1_500_000_00n },
  USD: { min: 10_00n, max: 50_000_00n },
  INR: { min: 500_00n, max: 5_000_000_00n },
  MMK: { min: 10_000n, max: 100_000_000n },
  BRL: { min: 50_00n, max: 250_000_00n },
  BDT: { min: 500_00n, max: 5_000_000_00n },
  NGN: { min: 5_000_00n, max: 50_000_000_00n },
};

/** A positive or signed decimal amount as typed; the currency's exponent is checked by the server. */
export const ZDecimalAmount = z
  .string()
  .trim()
  .max(40)
  .regex(/^\d{1,15}(\.\d{1,8})?$/, 'amount must be a positive decimal number');

/** Client-chosen key, so a retried request never holds the money twice. */
export const ZIdempotencyKey = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_:.-]{8,64}$/, 'idempotency_key must be 8-64 letters, digits or _:.-');

export const ZWithdrawStatus = z.enum(['pending', 'approved', 'rejected']);
export type TWithdrawStatus = z.infer<typeof ZWithdrawStatus>;

export const WithdrawSettings = defineCall({
  name: 'WithdrawSettings',
  method: 'POST',
  path: '/member/withdraw/settings',
  auth: 'member',
  abortable: true,
  request: z.object({}),
  data: z.object({
    currency: z.string(),
    min_amount: z.string(),
    max_amount: z.string(),
    available: z.string(),
    bank_accounts: z.array(
      z.object({ id: z.number().int(), bank_name: z.string(), account_masked: z.string() }),
    ),
    has_withdraw_password: z.boolean(),
  }),
});

export const ZWithdrawRequest = z.object({
  amount: ZDecimalAmount,
  bank_account_id: bigintId({ coerce: true }),
  withdraw_password: withdrawPasswordRule,
  idempotency_key: ZIdempotencyKey,
});

export const WithdrawRequest = defineCall({
  name: 'WithdrawRequest',
  method: 'POST',
  path: '/member/withdraw',
  auth: 'member',
  request: ZWithdrawRequest,
  data: z.object({ order_number: z.string(), status: ZWithdrawStatus }),
});

export const WithdrawRecords = defineCall({
  name: 'WithdrawRecords',
  method: 'POST',
  path: '/member/withdraw/records',
  auth: 'member',
  request: ZDateRangePage.safeExtend({ status: ZWithdrawStatus.optional() }),
  data: z.object({
    list: z.array(
      z.object({
        order_number: z.string(),
        amount: z.string(),
        bank_name: z.string(),
        account_masked: z.string(),
        status: ZWithdrawStatus,
        reason: z.string().nullable(),
        created_at: z.string(),
        resolved_at: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
  }),
});
