import { z } from 'zod';
import { defineCall } from './call';
import { LIMITS } from './constants';
import { ZSiteScoped } from './site';
import { defineAdminCall } from './admin/staff';

/**
 * The member inbox (spec §3, §7): 50 per page, newest first, with total and unread counts. The
 * spec's `active`, `sort_field` and `sort_order` are accepted; the order is always id desc.
 */
const ZLetterQuery = ZSiteScoped.extend({
  active: z.coerce.number().int().optional(),
  count: z.coerce.number().int().min(1).max(100).default(LIMITS.letterPageSize),
  language: z.string().max(16).optional(),
  page: z.coerce.number().int().min(1).default(1),
  sort_field: z.string().max(32).optional(),
  sort_order: z.enum(['asc', 'desc']).optional(),
});

export const ZLetter = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});

const ZLetterPage = z.object({
  list: z.array(ZLetter),
  total_count: z.number().int(),
  unread_count: z.number().int(),
});

export const LetterList = defineCall({
  name: 'LetterList',
  method: 'POST',
  path: '/arks/web/member/letter',
  auth: 'member',
  abortable: true,
  request: ZLetterQuery,
  data: ZLetterPage,
});

export const LetterRead = defineCall({
  name: 'LetterRead',
  method: 'POST',
  path: '/arks/web/member/letter/read',
  auth: 'member',
  request: z.object({ id: z.coerce.number().int().positive() }),
  data: z.object({ unread_count: z.number().int() }),
});

/**
 * Spec: "same body as list". With `id` or `ids` those letters go; without, every letter already
 * read goes (the inbox's "clear read" action). Answers the page asked for, after deleting.
 */
export const LetterDestroy = defineCall({
  name: 'LetterDestroy',
  method: 'POST',
  path: '/arks/web/member/letter/destroy',
  auth: 'member',
  request: ZLetterQuery.extend({
    id: z.coerce.number().int().positive().optional(),
    // An empty list is refused rather than read as "no ids": that would clear every read letter, which
    // the member did not choose; nor is it a silent success that hides a client sending no selection.
    ids: z.array(z.coerce.number().int().positive()).min(1).max(200).optional(),
  }),
  data: ZLetterPage,
});

const ZTexts = z
  .record(z.string().min(2).max(16), z.string().trim().min(1).max(50_000))
  .refine((r) => Object.keys(r).length > 0, 'give at least one language');

export const ZLetterAudience = z.discriminatedUnion('type', [
  z.object({ type: z.literal('member'), member_id: z.number().int().positive() }),
  z.object({
    type: z.literal('members'),
    member_ids: z.array(z.number().int().positive()).min(1).max(10_000),
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
    site_id: z.number().int().positive(),
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
    site_id: z.coerce.number().int().positive().optional(),
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
    id: z.coerce.number().int().positive(),
    reason: z.string().trim().min(1, 'reason is required').max(500),
  }),
  data: ZAdminLetter,
});
