import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { defineAdminCall } from './staff';

/** The back office's letters: sent to one member, a level, a site or everyone, now or at a time. */

const ZTexts = z
  .record(z.string().min(2).max(16), z.string().trim().min(1).max(50_000))
  .refine((r) => Object.keys(r).length > 0, 'give at least one language');

export const ZLetterAudience = z.discriminatedUnion('type', [
  z.object({ type: z.literal('member'), member_id: bigintId() }),
  z.object({
    type: z.literal('members'),
    member_ids: z.array(bigintId()).min(1).max(10_000),
  }),
  /** Members named by account, as staff paste a list; an account that is no member is refused by name. */
  z.object({
    type: z.literal('accounts'),
    accounts: z.array(z.string().trim().min(1).max(64)).min(1).max(10_000),
  }),
  /** Every active member of the site, or of one of its currencies. */
  z.object({ type: z.literal('segment'), currency: z.string().min(2).max(8).optional() }),
]);
export type TLetterAudience = z.infer<typeof ZLetterAudience>;

export const ZLetterStatus = z.enum(['scheduled', 'sent', 'cancelled']);

/** Titles in plain text, bodies in HTML (sanitized by the server), by language code. */
export const ZLetterTexts = {
  titles: ZTexts.refine(
    (r) => Object.values(r).every((t) => t.length <= 200),
    'titles: at most 200 characters',
  ),
  bodies: ZTexts.refine(
    (r) => Object.values(r).every((b) => b.length <= 20_000),
    'bodies: at most 20000 characters',
  ),
};

/**
 * Sends a letter now, or at `send_at` when that is in the future (the delivery job delivers it once).
 * A segment is chosen when the letter is delivered, so members who join before then receive it too.
 */
export const AdminLetterSend = defineAdminCall({
  name: 'AdminLetterSend',
  method: 'POST',
  path: '/letters',
  roles: ['content', 'support'],
  request: z.object({
    site_id: integerId(),
    ...ZLetterTexts,
    audience: ZLetterAudience,
    send_at: z.iso.datetime({ offset: true }).max(40).optional(),
  }),
  data: z.object({ id: z.number().int(), recipients: z.number().int(), status: ZLetterStatus }),
});

export const ZAdminLetter = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  titles: z.record(z.string(), z.string()),
  bodies: z.record(z.string(), z.string()),
  audience: ZLetterAudience,
  status: ZLetterStatus,
  send_at: z.string(),
  sent_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Members it was delivered to, and how many of them have read it. */
  recipients: z.number().int(),
  read_count: z.number().int(),
  created_at: z.string(),
});

/** Sent and scheduled letters, newest first. */
export const AdminLetterList = defineAdminCall({
  name: 'AdminLetterList',
  method: 'GET',
  path: '/letters',
  roles: ['content', 'support'],
  request: z.object({
    site_id: integerId({ coerce: true }).optional(),
    status: ZLetterStatus.optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({ list: z.array(ZAdminLetter), total: z.number().int() }),
});

/** Cancels a letter still scheduled; one already delivered stays with its readers. */
export const AdminLetterCancel = defineAdminCall({
  name: 'AdminLetterCancel',
  method: 'POST',
  path: '/letters/:id/cancel',
  roles: ['content', 'support'],
  request: z.object({
    id: bigintId({ coerce: true }),
    reason: z.string().trim().min(1, 'reason is required').max(500),
  }),
  data: ZAdminLetter,
});
