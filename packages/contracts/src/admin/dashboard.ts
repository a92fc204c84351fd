import { z } from 'zod';
import { integerId } from '../ids';
import { CURRENCY_CODES } from '../constants';
import { AdminDepositList } from './deposits';
import { AdminWithdrawalList } from './money';
import { defineAdminCall, type AdminCallContract } from './staff';

/**
 * The console's first page: one site and currency at a glance. Days are the site's days (its time
 * zone), so every staff member sees the same "today" for a site wherever they sit.
 */

const count = z.number().int();
const amount = z.string().regex(/^-?\d+(\.\d+)?$/);

export const ZDashboardFigures = z.object({
  registrations: count,
  first_deposits: count,
  deposit_count: count,
  deposit_amount: amount,
  withdrawal_count: count,
  withdrawal_amount: amount,
  /** Deposits minus withdrawals. */
  net_amount: amount,
  adjustment_count: count,
  /** Signed: credits to members minus debits. */
  adjustment_amount: amount,
  red_envelope_amount: amount,
  sign_in_amount: amount,
  /** Promotion payouts of any other source the ledger records. */
  other_promotion_amount: amount,
  promotion_amount: amount,
  /** Main wallet into game wallets. */
  game_in_count: count,
  game_in_amount: amount,
  /** Game wallets back to the main wallet. */
  game_out_count: count,
  game_out_amount: amount,
});
export type DashboardFigures = z.infer<typeof ZDashboardFigures>;

export const ZReviewWaiting = z.object({
  deposits: count,
  withdrawals: count,
  adjustments: count,
});
export type ReviewWaiting = z.infer<typeof ZReviewWaiting>;

export const DASHBOARD_DAYS = 30;

export const AdminDashboard = defineAdminCall({
  name: 'AdminDashboard',
  method: 'GET',
  path: '/dashboard',
  // Money figures: finance's, and admin's; the auditor reads every GET.
  roles: ['finance'],
  request: z.object({
    site_id: integerId({ coerce: true }),
    currency: z.enum(CURRENCY_CODES as [string, ...string[]]),
  }),
  data: z.object({
    site_id: z.number().int(),
    currency: z.string(),
    /** The site's time zone, which the days follow. */
    time_zone: z.string(),
    today: z.string(),
    periods: z.object({
      today: ZDashboardFigures,
      last_7_days: ZDashboardFigures,
      last_30_days: ZDashboardFigures,
    }),
    /** The last 30 days, oldest first, every day present. */
    days: z.array(ZDashboardFigures.extend({ date: z.string() })),
    /** Members of this site and currency connected now (every node). */
    online_members: count,
    waiting: ZReviewWaiting,
  }),
});

/** The header badge: what waits for review, for one site or all. */
export const AdminReviewWaiting = defineAdminCall({
  name: 'AdminReviewWaiting',
  method: 'GET',
  path: '/dashboard/waiting',
  roles: ['finance'],
  request: z.object({ site_id: integerId({ coerce: true }).optional() }),
  data: ZReviewWaiting,
});

/**
 * Staff realtime channels: a review queue's new and resolved items, for every site (`staff.deposits`)
 * or one (`staff.deposits.3`). Staff connect with their staff token; a queue's channel is open to the
 * roles that may read its list, so the socket never tells anyone more than the API would.
 */
export const STAFF_QUEUES = ['deposits', 'withdrawals'] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

export const STAFF_QUEUE_LISTS = {
  deposits: AdminDepositList,
  withdrawals: AdminWithdrawalList,
} as const satisfies Record<StaffQueue, AdminCallContract>;

export const StaffChannels = {
  queue: (queue: StaffQueue, siteId?: number) => (siteId ? `staff.${queue}.${siteId}` : `staff.${queue}`),
} as const;

export const STAFF_REVIEW_EVENT = 'review.changed';
export const ZStaffReviewEvent = z.object({
  queue: z.enum(STAFF_QUEUES),
  site_id: z.number().int(),
  currency: z.string(),
  order_number: z.string(),
  change: z.enum(['new', 'resolved']),
});
export type StaffReviewEvent = z.infer<typeof ZStaffReviewEvent>;
