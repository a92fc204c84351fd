import { CURRENCIES, toMinor, ZAgentTransferState, type CurrencyCode } from '@arks/contracts';
import { withdrawPasswordRule } from '@arks/contracts';
import { z } from 'zod';

export interface TransferLimits {
  currency: string;
  available: string;
  max_single: string;
  left_today: string;
  approval_line: string;
}

export interface TransferValues {
  member_account: string;
  amount: string;
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

/** The most one transfer may be now: the single limit, what is left today and the balance, whichever is least. */
export function maxNow(limits: TransferLimits): bigint {
  const figures = [limits.max_single, limits.left_today, limits.available].map(
    (v) => amountMinor(v, limits.currency) ?? 0n,
  );
  return figures.reduce((a, b) => (b < a ? b : a));
}

/** Whether an amount waits for staff approval (0: no approval line). */
export function needsApproval(amount: string, limits: TransferLimits): boolean {
  const line = amountMinor(limits.approval_line, limits.currency) ?? 0n;
  const minor = amountMinor(amount, limits.currency);
  return line > 0n && minor !== null && minor > line;
}

/**
 * The form's rules: the member's account, the amount against the single limit, what is left today
 * and the balance (the server checks them again), the contract's withdraw-password rule. Messages are
 * catalog keys under `agentTransfer.err`; the view fills in the figures.
 */
export function transferFormSchema(limits: TransferLimits) {
  const single = amountMinor(limits.max_single, limits.currency) ?? 0n;
  const left = amountMinor(limits.left_today, limits.currency) ?? 0n;
  const available = amountMinor(limits.available, limits.currency) ?? 0n;
  return z.object({
    member_account: z
      .string()
      .trim()
      .min(1, 'agentTransfer.err.account')
      .max(64, 'agentTransfer.err.account'),
    amount: z.string().superRefine((value, ctx) => {
      const text = value.trim();
      if (!/^\d+(\.\d+)?$/.test(text))
        return ctx.addIssue({ code: 'custom', message: 'agentTransfer.err.amount' });
      const minor = amountMinor(text, limits.currency);
      if (minor === null) return ctx.addIssue({ code: 'custom', message: 'agentTransfer.err.decimals' });
      if (minor <= 0n) return ctx.addIssue({ code: 'custom', message: 'agentTransfer.err.amount' });
      if (minor > single) return ctx.addIssue({ code: 'custom', message: 'agentTransfer.err.single' });
      if (minor > left) return ctx.addIssue({ code: 'custom', message: 'agentTransfer.err.daily' });
      if (minor > available) ctx.addIssue({ code: 'custom', message: 'agentTransfer.err.available' });
    }),
    withdraw_password: withdrawPasswordRule,
  });
}

/** How each state reads in the list. */
export const STATE_TONE: Record<z.infer<typeof ZAgentTransferState>, 'good' | 'wait' | 'bad'> = {
  paid: 'good',
  waiting_approval: 'wait',
  rejected: 'bad',
};

/** A fresh key per attempt; a retry of the same submit (double click, lost answer) reuses it. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `at-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
