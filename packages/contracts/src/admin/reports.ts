import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { CURRENCY_CODES } from '../constants';
import { text, TEXT_MAX } from '../text-limits';
import { defineAdminCall } from './staff';

/**
 * The console's reports, read from daily rollups the server's report jobs keep (days are the site's,
 * in its time zone). Every amount is of the one currency asked: figures are never summed across
 * currencies. Definitions: GGR = bets - payouts (member win/loss from the house's side); NGR = GGR
 * - promotions - rebates - fees; the platform records no fees, so fees are 0. Commission is the agent
 * commission paid (a cost beside promotions and rebates); NGR does not subtract it (agent commission
 * is computed on NGR), company profit = NGR - commission does. An active member is one with at least
 * one counted bet (settled or resettled) or a deposit that day.
 */

/** Longest range a report covers (one query, one export). */
export const REPORT_MAX_DAYS = 366;

const amount = z.string().regex(/^-?\d+(\.\d+)?$/);
const count = z.number().int();
const day = z.iso.date().max(10);

export const ZReportFilter = z
  .object({
    site_id: integerId({ coerce: true }),
    currency: z.enum(CURRENCY_CODES as [string, ...string[]]),
    from: day,
    to: day,
    hall: integerId({ coerce: true }).optional(),
    provider: text(TEXT_MAX.code).optional(),
  })
  .refine((f) => f.from <= f.to, { path: ['to'], message: 'report.range.reversed' })
  .refine((f) => (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    path: ['to'],
    message: 'report.range.too_long',
  });
export type ReportFilter = z.infer<typeof ZReportFilter>;

export const ZOperationsFigures = z.object({
  registrations: count,
  first_deposit_count: count,
  first_deposit_amount: amount,
  deposit_count: count,
  deposit_amount: amount,
  withdrawal_count: count,
  withdrawal_amount: amount,
  /** Deposits minus withdrawals. */
  net_deposit_amount: amount,
  /** Stake of counted bets. */
  bet_amount: amount,
  valid_bet_amount: amount,
  payout_amount: amount,
  /** bets - payouts. */
  ggr: amount,
  promotion_amount: amount,
  rebate_amount: amount,
  /** Signed: credits to members minus debits. */
  adjustment_amount: amount,
  /** Agent commission paid to agents' wallets (a reversed payment takes it back). */
  commission_amount: amount,
  /** Always 0: the platform records no fees. */
  fee_amount: amount,
  /** GGR - promotions - rebates - fees. */
  ngr: amount,
  /** NGR - commission: what the operator keeps after every cost the platform records. */
  company_profit: amount,
  active_members: count,
});
export type OperationsFigures = z.infer<typeof ZOperationsFigures>;

export const AdminReportOperations = defineAdminCall({
  name: 'AdminReportOperations',
  method: 'GET',
  path: '/reports/operations',
  // Money reports: finance's (like the dashboard), and admin's; the auditor reads every GET.
  roles: ['finance'],
  request: ZReportFilter,
  data: z.object({
    time_zone: z.string(),
    /** False: fees are not recorded on this platform and count as 0. */
    fees_recorded: z.boolean(),
    /** Every day of the range, oldest first. */
    rows: z.array(ZOperationsFigures.extend({ date: z.string() })),
    /** The range; active members counted once each over it. */
    totals: ZOperationsFigures,
  }),
});

export const ZProviderFigures = z.object({
  provider: z.string().nullable(),
  hall: z.number().int().nullable(),
  rounds: count,
  bet_amount: amount,
  valid_bet_amount: amount,
  payout_amount: amount,
  ggr: amount,
  /** GGR / bets in percent (two decimals), null without bets. */
  margin: z.string().nullable(),
  /** Main wallet into this provider's wallets (null for a hall: transfers are per provider). */
  transfer_in_amount: amount.nullable(),
  transfer_out_amount: amount.nullable(),
  members: count,
});
export type ProviderFigures = z.infer<typeof ZProviderFigures>;

export const AdminReportProviders = defineAdminCall({
  name: 'AdminReportProviders',
  method: 'GET',
  path: '/reports/providers',
  roles: ['finance'],
  request: ZReportFilter.and(z.object({ group_by: z.enum(['provider', 'hall']).default('provider') })),
  data: z.object({ rows: z.array(ZProviderFigures), totals: ZProviderFigures }),
});

export const ZMemberFigures = z.object({
  rank: count,
  member_id: z.number().int(),
  account: z.string(),
  rounds: count,
  bet_amount: amount,
  valid_bet_amount: amount,
  payout_amount: amount,
  ggr: amount,
  deposit_amount: amount,
  withdrawal_amount: amount,
  promotion_amount: amount,
  rebate_amount: amount,
  adjustment_amount: amount,
  /** Agent commission paid to this member (an agent). */
  commission_amount: amount,
  /** Agent transfers: paid to this member by its agent, and paid by this member (an agent) to its downline. */
  agent_transfer_in_amount: amount,
  agent_transfer_out_amount: amount,
  /** GGR - promotions - rebates (commission and agent transfers are not gaming revenue). */
  ngr: amount,
});
export type MemberFigures = z.infer<typeof ZMemberFigures>;

export const AdminReportMembers = defineAdminCall({
  name: 'AdminReportMembers',
  method: 'GET',
  path: '/reports/members',
  roles: ['finance'],
  request: ZReportFilter.and(
    z.object({
      rank_by: z.enum(['ggr', 'valid_bet']).default('ggr'),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      page_size: z.coerce.number().int().min(1).max(200).default(50),
    }),
  ),
  data: z.object({
    total: count,
    rows: z.array(ZMemberFigures),
    /** Every member of the range, not only this page. */
    totals: ZMemberFigures.omit({ rank: true, member_id: true, account: true }),
  }),
});

/** The three reports an export can write, and its formats. */
export const REPORT_KINDS = ['operations', 'providers', 'members'] as const;
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;

export const ZReportExportQuery = ZReportFilter.and(
  z.object({
    format: z.enum(REPORT_FORMATS),
    group_by: z.enum(['provider', 'hall']).default('provider'),
    rank_by: z.enum(['ggr', 'valid_bet']).default('ggr'),
  }),
);

/**
 * `GET /api/admin/reports/<report>/export?format=csv|xlsx&<the report's filters>` answers the file
 * itself, not an envelope, so these are not `defineAdminCall`s; they name the route, its roles (the
 * reports') and its query for the server and the route walks. The members' export writes every
 * member, ranked.
 */
const exportRoute = <N extends string, R extends (typeof REPORT_KINDS)[number]>(name: N, report: R) => ({
  name,
  method: 'GET' as const,
  path: `/reports/${report}/export` as const,
  roles: ['finance' as const],
  request: ZReportExportQuery,
  report,
});
export const AdminReportExportOperations = exportRoute('AdminReportExportOperations', 'operations');
export const AdminReportExportProviders = exportRoute('AdminReportExportProviders', 'providers');
export const AdminReportExportMembers = exportRoute('AdminReportExportMembers', 'members');
export const REPORT_EXPORTS = [
  AdminReportExportOperations,
  AdminReportExportProviders,
  AdminReportExportMembers,
];

export const AdminReportRebuildDay = defineAdminCall({
  name: 'AdminReportRebuildDay',
  method: 'POST',
  path: '/reports/rebuild',
  roles: ['finance'],
  request: z.object({
    site_id: integerId(),
    day,
    reason: text(TEXT_MAX.title).trim().min(1),
  }),
  data: z.object({
    site_id: z.number().int(),
    day: z.string(),
    bet_rows: count,
    money_rows: count,
    provider_rows: count,
  }),
});

export const ZReconciliationTask = z.object({
  id: z.string(),
  site_id: z.number().int(),
  currency: z.string(),
  day: z.string(),
  provider: z.string(),
  /** Member losses by the bets: stake - payout of the rounds settled that day. */
  bet_loss_amount: amount,
  transfer_in_amount: amount,
  transfer_out_amount: amount,
  /** Change of the members' provider wallets in our books over the day. */
  balance_change_amount: amount,
  /** in - out - balance change - bet losses. */
  difference_amount: amount,
  status: z.enum(['open', 'cleared', 'resolved']),
  note: z.string().nullable(),
  updated_at: z.string(),
});
export type ReconciliationTask = z.infer<typeof ZReconciliationTask>;

export const AdminReconciliationTasks = defineAdminCall({
  name: 'AdminReconciliationTasks',
  method: 'GET',
  path: '/reports/reconciliation',
  roles: ['finance'],
  request: z.object({
    site_id: integerId({ coerce: true }).optional(),
    status: z.enum(['open', 'cleared', 'resolved']).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(50),
  }),
  data: z.object({ total: count, rows: z.array(ZReconciliationTask) }),
});

export const AdminReconciliationTaskResolve = defineAdminCall({
  name: 'AdminReconciliationTaskResolve',
  method: 'POST',
  path: '/reports/reconciliation/:id/resolve',
  roles: ['finance'],
  request: z.object({ id: bigintId({ coerce: true }), note: text(TEXT_MAX.title).trim().min(1) }),
  data: ZReconciliationTask,
});
