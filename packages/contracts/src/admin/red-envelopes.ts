import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { defineAdminCall } from './staff';
import { ZLocalizedTexts } from '../localized';
import { ZTurnoverMultiple } from '../wagering-turnover';

/** Staff calls of the red envelopes (`modules/engagement/red-envelopes`, `engagement/campaigns`). */
const ZDecimal = z
  .string()
  .max(40)
  .regex(/^\d+(\.\d+)?$/, 'a positive amount');

/**
 * What staff may change on an envelope; site and currency are fixed once it exists. Members read the
 * title in their language, else the site's default (which `titles` must have), else English.
 */
const ZEnvelopeTerms = z.object({
  titles: ZLocalizedTexts('titles', 100),
  start_at: z.iso.datetime({ offset: true }).max(40),
  end_at: z.iso.datetime({ offset: true }).max(40),
  min_amount: ZDecimal,
  max_amount: ZDecimal,
  /** What the envelope may pay in total; claims stop when it is spent. */
  budget: ZDecimal,
  min_total_deposit: ZDecimal.optional(),
  /** A claim asks this multiple of its prize in valid bets before a withdrawal (打码量); 0: none. */
  turnover_multiple: ZTurnoverMultiple.optional(),
});

/**
 * Money-issuing: content staff up to the currency's approval line (MONEY_LIMITS.approvalAbove), finance
 * and admin above it (checked by the server, which names the line in its refusal).
 */
export const AdminRedEnvelopeCreate = defineAdminCall({
  name: 'AdminRedEnvelopeCreate',
  method: 'POST',
  path: '/red-envelopes',
  roles: ['content', 'finance'],
  request: ZEnvelopeTerms.extend({
    site_id: integerId(),
    currency: z.string().min(2).max(8),
  }).refine((v) => Date.parse(v.end_at) > Date.parse(v.start_at), {
    path: ['end_at'],
    message: 'must be after start_at',
  }),
  data: z.object({ id: z.number().int() }),
});

export const ZAdminRedEnvelope = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  titles: z.record(z.string(), z.string()),
  start_at: z.string(),
  end_at: z.string(),
  min_amount: z.string(),
  max_amount: z.string(),
  budget: z.string(),
  min_total_deposit: z.string(),
  turnover_multiple: z.number(),
  /** Paid so far, and by how many members. */
  paid: z.string(),
  claims: z.number().int(),
  /** When staff stopped it early; null while it runs its course. */
  stopped_at: z.string().nullable(),
});

export const AdminRedEnvelopeList = defineAdminCall({
  name: 'AdminRedEnvelopeList',
  method: 'GET',
  path: '/red-envelopes',
  roles: ['content', 'finance'],
  request: z.object({
    site_id: integerId({ coerce: true }),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({ list: z.array(ZAdminRedEnvelope), total: z.number().int() }),
});

/**
 * New terms for an envelope (end_at after start_at, budget not below what is paid: checked by the
 * server). Content staff may change the wording and dates; raising the budget or a prize is finance's.
 */
export const AdminRedEnvelopeUpdate = defineAdminCall({
  name: 'AdminRedEnvelopeUpdate',
  method: 'PUT',
  path: '/red-envelopes/:id',
  roles: ['content', 'finance'],
  request: ZEnvelopeTerms.extend({ id: bigintId({ coerce: true }) }),
  data: ZAdminRedEnvelope,
});

/** Ends it early for every member (audited with the reason); what was paid stays paid. */
export const AdminRedEnvelopeStop = defineAdminCall({
  name: 'AdminRedEnvelopeStop',
  method: 'POST',
  path: '/red-envelopes/:id/stop',
  roles: ['content', 'finance'],
  request: z.object({
    id: bigintId({ coerce: true }),
    reason: z.string().trim().min(1, 'reason is required').max(500),
  }),
  data: ZAdminRedEnvelope,
});
