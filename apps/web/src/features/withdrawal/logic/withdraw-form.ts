import { CURRENCIES, toMinor, ZWithdrawRequest, type CurrencyCode } from '@arks/contracts';
import { z } from 'zod';

export interface WithdrawLimits {
  currency: string;
  min_amount: string;
  max_amount: string;
  available: string;
}

export interface WithdrawValues {
  amount: string;
  bank_account_id: string;
  withdraw_password: string;
}

/** Decimal places the currency allows (§9), for the error text. */
export const exponentOf = (currency: string) =>
  currency in CURRENCIES ? CURRENCIES[currency as CurrencyCode].exponent : 0;

/** Minor units of a typed amount, or null when it is not a plain decimal in the currency's places. */
export function amountMinor(amount: string, currency: string): bigint | null {
  if (!(currency in CURRENCIES) || !/^\d+(\.\d+)?$/.test(amount.trim())) return null;
  try {
    return toMinor(amount, currency as CurrencyCode);
  } catch {
    return null;
  }
}

/**
 * The form's rules: the contract's own withdraw-password rule, plus the amount checked against the
 * limits and the balance the server sent (it checks them again). Messages are catalog keys under
 * `withdraw.err`; the page fills in the figures.
 */
export function withdrawFormSchema(limits: WithdrawLimits) {
  const min = amountMinor(limits.min_amount, limits.currency) ?? 0n;
  const max = amountMinor(limits.max_amount, limits.currency) ?? 0n;
  const available = amountMinor(limits.available, limits.currency) ?? 0n;
  return z.object({
    amount: z.string().superRefine((value, ctx) => {
      const text = value.trim();
      if (!/^\d+(\.\d+)?$/.test(text))
        return ctx.addIssue({ code: 'custom', message: 'withdraw.err.amount' });
      const minor = amountMinor(text, limits.currency);
      if (minor === null) return ctx.addIssue({ code: 'custom', message: 'withdraw.err.decimals' });
      if (minor < min) return ctx.addIssue({ code: 'custom', message: 'withdraw.err.min' });
      if (minor > max) return ctx.addIssue({ code: 'custom', message: 'withdraw.err.max' });
      if (minor > available) ctx.addIssue({ code: 'custom', message: 'withdraw.err.available' });
    }),
    bank_account_id: z.string().regex(/^\d+$/, 'withdraw.err.bank'),
    withdraw_password: ZWithdrawRequest.shape.withdraw_password,
  });
}

/** A fresh key per attempt; a retry of the same submit (double click, lost answer) reuses it. */
export function newIdempotencyKey(): string {
  // getRandomValues works outside secure contexts too (randomUUID does not).
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `w-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
