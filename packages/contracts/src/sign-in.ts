import { z } from 'zod';
import { bigintId, integerId } from './ids';
import { defineCall } from './call';
import { defineAdminCall } from './admin/staff';
import { ZLocalizedTexts } from './localized';

/**
 * Sign-in rewards (spec §3 "sign-in data / sign-in reward calendar"). The spec shows the states but
 * no calls, so these are ours. Days are calendar days in the site's time zone (YYYY-MM-DD).
 */
export const SIGN_IN_STATES = [
  'can_sign_in',
  'signed_in',
  'expired',
  'sign_in_day_expired',
  'success',
  'not_yet_open',
] as const;
export type SignInState = (typeof SIGN_IN_STATES)[number];

const day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

/** The state of one calendar day, from the campaign's dates, today and whether the member signed in. */
export function signInDayState(d: {
  date: string;
  today: string;
  startDate: string;
  endDate: string;
  signed: boolean;
}): SignInState {
  if (d.signed) return 'signed_in';
  if (d.today > d.endDate) return 'expired';
  if (d.date > d.today || d.today < d.startDate) return 'not_yet_open';
  if (d.date < d.today) return 'sign_in_day_expired';
  return 'can_sign_in';
}

/** Every date from start to end, inclusive (calendar arithmetic in UTC, so no zone shifts a day). */
export function campaignDates(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  for (
    let t = Date.parse(`${startDate}T00:00:00Z`);
    t <= Date.parse(`${endDate}T00:00:00Z`);
    t += 86_400_000
  ) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

export const ZSignInDay = z.object({ date: day, amount: z.string(), state: z.enum(SIGN_IN_STATES) });

export const SignInData = defineCall({
  name: 'SignInData',
  method: 'POST',
  path: '/arks/web/activity/sign_in_data',
  auth: 'member',
  request: z.object({}),
  /** Null when the member's site and currency have no campaign running or coming. */
  data: z
    .object({
      campaign: z.object({ id: z.number().int(), title: z.string(), start_date: day, end_date: day }),
      today: day,
      days: z.array(ZSignInDay),
    })
    .nullable(),
});

export const SignInClaim = defineCall({
  name: 'SignInClaim',
  method: 'POST',
  path: '/arks/web/activity/sign_in',
  auth: 'member',
  request: z.object({ campaign_id: bigintId({ coerce: true }) }),
  data: z.object({ state: z.literal('success'), date: day, cash: z.string() }),
});

/** Codes of SignInClaim when it is not a success (ours; the spec shows only the states). */
export const SignInCode = { ALREADY_SIGNED_IN: 101, NOT_OPEN: 102, EXPIRED: 103 } as const;

/**
 * What staff may change on a campaign; site and currency are fixed once it exists. Members read the
 * title in their language, else the site's default (which `titles` must have), else English.
 */
const ZCampaignTerms = z.object({
  titles: ZLocalizedTexts('titles', 100),
  start_date: day,
  end_date: day,
  /** Reward of day 1, 2, ... as decimal strings; the cycle repeats. */
  rewards: z
    .array(
      z
        .string()
        .max(40)
        .regex(/^\d+(\.\d+)?$/),
    )
    .min(1)
    .max(31),
  /** What the campaign may pay in total; sign-ins stop paying when it is spent. */
  budget: z
    .string()
    .max(40)
    .regex(/^\d+(\.\d+)?$/, 'a positive amount'),
});

/**
 * Money-issuing: content staff up to the currency's approval line (MONEY_LIMITS.approvalAbove), finance
 * and admin above it (checked by the server, which names the line in its refusal).
 */
export const AdminSignInCampaignCreate = defineAdminCall({
  name: 'AdminSignInCampaignCreate',
  method: 'POST',
  path: '/sign-in-campaigns',
  roles: ['content', 'finance'],
  request: ZCampaignTerms.extend({
    site_id: integerId(),
    currency: z.string().min(2).max(8),
  }).refine((v) => v.end_date >= v.start_date, {
    path: ['end_date'],
    message: 'must not be before start_date',
  }),
  data: z.object({ id: z.number().int() }),
});

export const ZAdminSignInCampaign = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  titles: z.record(z.string(), z.string()),
  start_date: z.string(),
  end_date: z.string(),
  rewards: z.array(z.string()),
  /** Sign-ins so far and what they were paid. */
  sign_ins: z.number().int(),
  paid: z.string(),
  budget: z.string(),
  /** When staff stopped it early; null while it runs its course. */
  stopped_at: z.string().nullable(),
});

export const AdminSignInCampaignList = defineAdminCall({
  name: 'AdminSignInCampaignList',
  method: 'GET',
  path: '/sign-in-campaigns',
  roles: ['content', 'finance'],
  request: z.object({
    site_id: integerId({ coerce: true }),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({ list: z.array(ZAdminSignInCampaign), total: z.number().int() }),
});

/** New terms (end_date not before start_date; start_date fixed once members have signed in: checked by the server). */
export const AdminSignInCampaignUpdate = defineAdminCall({
  name: 'AdminSignInCampaignUpdate',
  method: 'PUT',
  path: '/sign-in-campaigns/:id',
  roles: ['content', 'finance'],
  request: ZCampaignTerms.extend({ id: bigintId({ coerce: true }) }),
  data: ZAdminSignInCampaign,
});

/** Ends it early for every member (audited with the reason); what was paid stays paid. */
export const AdminSignInCampaignStop = defineAdminCall({
  name: 'AdminSignInCampaignStop',
  method: 'POST',
  path: '/sign-in-campaigns/:id/stop',
  roles: ['content', 'finance'],
  request: z.object({
    id: bigintId({ coerce: true }),
    reason: z.string().trim().min(1, 'reason is required').max(500),
  }),
  data: ZAdminSignInCampaign,
});
