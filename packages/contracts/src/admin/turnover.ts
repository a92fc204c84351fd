import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { ZTurnoverChangeReason, ZTurnoverSource, ZTurnoverStatus } from '../wagering-turnover';
import { defineAdminCall } from './staff';

/**
 * Back-office turnover (打码量) calls: each hall's contribution % and each currency's clear point
 * (清码) per site, a member's requirements with their history, and waiving one with a reason.
 */

const ROLES = ['finance'] as const;
const amount = z
  .string()
  .trim()
  .max(40)
  .regex(/^\d{1,15}(\.\d{1,8})?$/, 'amount must be a decimal number of 0 or more');

export const AdminTurnoverSettings = defineAdminCall({
  name: 'AdminTurnoverSettings',
  method: 'GET',
  path: '/turnover/settings',
  roles: ROLES,
  request: z.object({ site_id: integerId({ coerce: true }) }),
  data: z.object({
    /** Halls without a row count 100%. */
    contributions: z.array(z.object({ hall: z.number().int(), percent: z.number().int() })),
    /** Currencies without a row have no clear point. */
    clear_points: z.array(z.object({ currency: z.string(), amount: z.string() })),
  }),
});

/** What % of a valid bet in the hall counts toward turnover (0-100). */
export const AdminTurnoverContributionSave = defineAdminCall({
  name: 'AdminTurnoverContributionSave',
  method: 'PUT',
  path: '/turnover/contributions',
  roles: ROLES,
  request: z.object({
    site_id: integerId(),
    hall: z.number().int().min(1).max(1_000_000),
    percent: z.number().int().min(0, 'percent must be 0-100').max(100, 'percent must be 0-100'),
  }),
  data: z.object({ hall: z.number().int(), percent: z.number().int() }),
});

/** The clear point (清码): when the member's balance falls below it, open requirements are cleared. 0 removes it. */
export const AdminTurnoverClearPointSave = defineAdminCall({
  name: 'AdminTurnoverClearPointSave',
  method: 'PUT',
  path: '/turnover/clear-points',
  roles: ROLES,
  request: z.object({
    site_id: integerId(),
    currency: z.string().trim().min(1).max(8),
    amount,
  }),
  data: z.object({ currency: z.string(), amount: z.string() }),
});

export const ZAdminTurnoverRequirement = z.object({
  id: z.string(),
  source: ZTurnoverSource,
  source_ref: z.string(),
  currency: z.string(),
  base_amount: z.string(),
  multiple: z.number(),
  required: z.string(),
  remaining: z.string(),
  status: ZTurnoverStatus,
  created_at: z.string(),
});

export const AdminMemberTurnover = defineAdminCall({
  name: 'AdminMemberTurnover',
  method: 'GET',
  path: '/members/:id/turnover',
  roles: ROLES,
  request: z.object({
    id: bigintId({ coerce: true }),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    currency: z.string(),
    total_remaining: z.string(),
    requirements: z.array(ZAdminTurnoverRequirement),
    history: z.object({
      list: z.array(
        z.object({
          id: z.string(),
          requirement_id: z.string(),
          reason: ZTurnoverChangeReason,
          remaining_before: z.string(),
          remaining_after: z.string(),
          status_before: ZTurnoverStatus,
          status_after: ZTurnoverStatus,
          bet_change_id: z.string().nullable(),
          staff_id: z.number().int().nullable(),
          note: z.string().nullable(),
          created_at: z.string(),
        }),
      ),
      total: z.number().int(),
    }),
  }),
});

/** Waives an open requirement (audited); a requirement no longer open answers 409. */
export const AdminTurnoverWaive = defineAdminCall({
  name: 'AdminTurnoverWaive',
  method: 'POST',
  path: '/turnover/requirements/:id/waive',
  roles: ROLES,
  request: z.object({
    id: bigintId({ coerce: true }),
    reason: z.string().trim().min(1, 'reason is required').max(500),
  }),
  data: ZAdminTurnoverRequirement,
});
