import { z } from 'zod';
import { defineCall } from './call';

/**
 * Member money views: the wallet overview (spec §7 my_cash) and the member's own ledger history
 * (`/member/transactions`, ours: spec §7 names no path for it). Amounts are decimal strings in the
 * member's currency with its §9 minor units; transaction amounts are signed (credit +, debit -).
 */

/** Most rows one page of a record list may ask for. */
export const MAX_RECORD_PAGE_SIZE = 100;

const dateField = (field: string) =>
  z.iso.date({ error: `${field} must be a date written YYYY-MM-DD` }).max(10);

/**
 * A date range with paging, both dates inclusive and read in the site's time zone. Shared by every
 * member record list (transactions, deposit and withdrawal records).
 */
export const ZDateRangePage = z
  .object({
    start_date: dateField('start_date'),
    end_date: dateField('end_date'),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(MAX_RECORD_PAGE_SIZE).default(20),
  })
  // ISO dates compare as strings.
  .refine((r) => r.end_date >= r.start_date, {
    path: ['end_date'],
    error: 'end_date must not be before start_date',
  });

export const ZWalletEntry = z.object({
  gp_id: z.string(),
  name: z.string(),
  /** Spec §3 wallet entry flags; 0 and null until providers carry artwork. */
  is_light: z.union([z.literal(0), z.literal(1)]),
  icon_dark: z.string().nullable(),
  cash: z.string(),
});

export const MyCash = defineCall({
  name: 'MyCash',
  method: 'POST',
  path: '/member/profile/my_cash',
  auth: 'member',
  abortable: true,
  request: z.object({}),
  data: z.object({
    my_cash_list: z.array(ZWalletEntry),
    /** Main wallet plus every provider wallet. */
    total: z.string(),
    /** Ours, beside spec §7's fields: the main wallet read in the same moment as the list. */
    main_cash: z.string(),
  }),
});

export const ZTransactionKind = z.enum([
  'deposit',
  'withdrawal',
  'adjustment',
  'provider_in',
  'provider_out',
  'game_result',
  'promotion',
  'reversal',
  /** A daily rebate on valid bets. */
  'rebate',
  /** A recommend-a-friend reward. */
  'recommend_reward',
  /** An agent's transfer to a direct downline member (out of the agent's wallet, into the member's). */
  'agent_transfer',
  /** An agent's commission for a settled period. */
  'commission',
]);
export type TTransactionKind = z.infer<typeof ZTransactionKind>;

export const ZTransactionStatus = z.enum(['pending', 'posted', 'voided']);
export type TTransactionStatus = z.infer<typeof ZTransactionStatus>;

export const MemberTransactions = defineCall({
  name: 'MemberTransactions',
  method: 'POST',
  path: '/member/transactions',
  auth: 'member',
  request: ZDateRangePage,
  data: z.object({
    list: z.array(
      z.object({
        id: z.string(),
        kind: ZTransactionKind,
        /** Signed: money into the main wallet is positive, money out negative. */
        amount: z.string(),
        reference: z.string().nullable(),
        created_at: z.string(),
        status: ZTransactionStatus,
      }),
    ),
    total: z.number().int(),
  }),
});
