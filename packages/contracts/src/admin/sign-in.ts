import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { defineAdminCall } from './staff';
import { ZLocalizedTexts } from '../localized';
import { ZTurnoverMultiple } from '../wagering-turnover';
import { ZSignInDate as day } from '../sign-in';

/** Staff calls of the sign-in campaigns (`modules/engagement/sign-in`, `engagement/campaigns`). */

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
  /** A paid reward asks this multiple of it in valid bets before a withdrawal (打码量); 0: none. */
  turnover_multiple: ZTurnoverMultiple.optional(),
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
  turnover_multiple: z.number(),
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
