import { z } from 'zod';
import {
  ZCommissionPeriod,
  ZCommissionRules,
  ZCommissionState,
  ZCommissionStatementRow,
  ZCommissionTrace,
} from '../agent-commission';
import { CURRENCY_CODES } from '../constants';
import { bigintId, integerId } from '../ids';
import { ZDecimalAmount } from '../withdrawal';
import { defineAdminCall } from './staff';

/**
 * Agent commission on the staff side: plan versions per site and currency, the statements of each
 * period (preview, trace, approve, reset). Finance staff; every write audited.
 */

const ROLES = ['finance'] as const;
const ZCurrency = z.enum(CURRENCY_CODES as [string, ...string[]], { message: 'currency: unknown currency' });
const reason = z.string().trim().min(1, 'reason is required').max(500);
const day = z.iso.date({ error: 'period_start must be a date written YYYY-MM-DD' }).max(10);
const bp = (field: string) =>
  z
    .number({ error: `${field}: a whole number of basis points` })
    .int()
    .min(0, `${field}: 0 to 10000`)
    .max(10_000, `${field}: 0 to 10000`);

export const ZAdminCommissionPlan = ZCommissionRules.extend({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  version: z.number().int(),
  approval_line: z.string(),
  reason: z.string(),
  created_by: z.number().int(),
  created_at: z.string(),
});

export const AdminCommissionPlans = defineAdminCall({
  name: 'AdminCommissionPlans',
  method: 'GET',
  path: '/commission/plans',
  roles: ROLES,
  request: z.object({ site_id: integerId({ coerce: true }), currency: ZCurrency }),
  /** Newest version first; the first is in force for periods opening from now. */
  data: z.object({ list: z.array(ZAdminCommissionPlan) }),
});

export const AdminCommissionPlanSave = defineAdminCall({
  name: 'AdminCommissionPlanSave',
  method: 'POST',
  path: '/commission/plans',
  roles: ROLES,
  request: z.object({
    site_id: integerId(),
    currency: ZCurrency,
    period: ZCommissionPeriod,
    tiers: z
      .array(
        z.object({
          min_net_revenue: ZDecimalAmount,
          min_active_members: z.number().int().min(0).max(1_000_000),
          rate_bp: bp('rate_bp'),
        }),
      )
      .min(1, 'tiers: at least one tier')
      .max(20),
    hall_fees: z
      .array(z.object({ hall: integerId(), fee_bp: bp('fee_bp') }))
      .max(200)
      .refine((hs) => new Set(hs.map((h) => h.hall)).size === hs.length, {
        error: 'hall_fees: each hall once',
      }),
    default_hall_fee_bp: bp('default_hall_fee_bp'),
    deposit_fee_bp: bp('deposit_fee_bp'),
    withdrawal_fee_bp: bp('withdrawal_fee_bp'),
    active_min_deposits: ZDecimalAmount,
    active_min_valid_bet: ZDecimalAmount,
    carry_negative: z.boolean(),
    cpa_amount: ZDecimalAmount,
    cpa_min_deposits: ZDecimalAmount,
    approval_line: ZDecimalAmount,
    reason,
  }),
  data: ZAdminCommissionPlan,
});

export const ZAdminCommissionStatement = ZCommissionStatementRow.extend({
  site_id: z.number().int(),
  currency: z.string(),
  agent_id: z.number().int(),
  agent_account: z.string(),
  /** The agent is suspended: the statement stays as computed but cannot be approved or paid until restored. */
  agent_suspended: z.boolean(),
  held_for: z.enum(['line', 'daily_limit']).nullable(),
  approved_by: z.number().int().nullable(),
  paid_by: z.number().int().nullable(),
  decision_reason: z.string().nullable(),
  transfer_id: z.string().nullable(),
});

export const AdminCommissionStatements = defineAdminCall({
  name: 'AdminCommissionStatements',
  method: 'GET',
  path: '/commission/statements',
  roles: ROLES,
  request: z.object({
    site_id: integerId({ coerce: true }),
    currency: ZCurrency,
    period_start: day.optional(),
    state: ZCommissionState.optional(),
    agent_id: bigintId({ coerce: true }).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    list: z.array(ZAdminCommissionStatement),
    total: z.number().int(),
    totals: z.object({ amount: z.string(), paid: z.string() }),
    /** The periods with statements, newest first (the period filter's choices). */
    periods: z.array(z.object({ period_start: z.string(), period_end: z.string() })),
  }),
});

export const AdminCommissionStatement = defineAdminCall({
  name: 'AdminCommissionStatement',
  method: 'GET',
  path: '/commission/statements/:id',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }) }),
  data: ZAdminCommissionStatement.extend({ trace: ZCommissionTrace }),
});

/** Computes (or recomputes) a closed period's previews; paid statements are never touched. */
export const AdminCommissionRun = defineAdminCall({
  name: 'AdminCommissionRun',
  method: 'POST',
  path: '/commission/run',
  roles: ROLES,
  request: z.object({ site_id: integerId(), currency: ZCurrency, period_start: day }),
  data: z.object({
    period_start: z.string(),
    period_end: z.string(),
    plan_version: z.number().int(),
    written: z.number().int(),
    unchanged: z.number().int(),
  }),
});

export const AdminCommissionApprove = defineAdminCall({
  name: 'AdminCommissionApprove',
  method: 'POST',
  path: '/commission/statements/:id/approve',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }), reason: reason.optional() }),
  data: ZAdminCommissionStatement,
});

/** Withdraws a held approval: the statement goes back to preview (and is recomputed by the next run). */
export const AdminCommissionReject = defineAdminCall({
  name: 'AdminCommissionReject',
  method: 'POST',
  path: '/commission/statements/:id/reject',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }), reason }),
  data: ZAdminCommissionStatement,
});
