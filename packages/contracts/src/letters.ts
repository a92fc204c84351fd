import { z } from 'zod';
import { bigintId } from './ids';
import { defineCall } from './call';
import { LIMITS } from './constants';
import { ZSiteScoped } from './site';

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
  request: z.object({ id: bigintId({ coerce: true }) }),
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
    id: bigintId({ coerce: true }).optional(),
    // An empty list is refused rather than read as "no ids": that would clear every read letter, which
    // the member did not choose; nor is it a silent success that hides a client sending no selection.
    ids: z
      .array(bigintId({ coerce: true }))
      .min(1)
      .max(200)
      .optional(),
  }),
  data: ZLetterPage,
});
