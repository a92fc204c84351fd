import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { defineAdminCall } from './staff';
import { ZInfoPageKind, ZInfoPageNumber as pageNumber } from '../info-pages';
import { safeUrl } from '../safe-url';

/** Staff calls of the information pages (`modules/engagement/info-pages`). */
const ZTexts = z
  .record(
    z
      .string()
      .max(5)
      .regex(/^[a-z]{2}_[A-Z]{2}$/, 'a language code like en_US'),
    z.string().max(50_000),
  )
  .refine((r) => Object.keys(r).length > 0, 'at least one language');
const ZWhen = z.iso.datetime({ offset: true }).max(40).nullable().optional();

export const ZAdminInfoPage = z.object({
  site_id: integerId(),
  kind: ZInfoPageKind,
  number: pageNumber,
  titles: ZTexts.refine((r) => Object.values(r).every((t) => t.trim().length > 0 && t.length <= 200), {
    message: 'each title 1-200 characters',
  }),
  summaries: ZTexts.refine((r) => Object.values(r).every((t) => t.length <= 500), {
    message: 'each summary at most 500 characters',
  }).optional(),
  /** HTML; sanitized before it is stored. */
  bodies: ZTexts.refine((r) => Object.values(r).every((b) => b.length <= 50_000), {
    message: 'each body at most 50000 characters',
  }),
  cover_url: safeUrl(500).nullable().optional(),
  /** Null or absent: every currency of the site. */
  currencies: z.array(z.string().min(2).max(8)).min(1).nullable().optional(),
  start_at: ZWhen,
  end_at: ZWhen,
  sort: z.number().int().min(0).max(100_000).default(0),
  active: z.boolean().default(true),
});

/**
 * A stored page as staff read it back. It describes what is stored, not what a save accepts: pages
 * without summaries are stored as `{}` (the seed writes such pages), and rows saved before a rule was
 * tightened must still list so staff can see and fix them.
 */
const ZStoredTexts = z.record(z.string(), z.string());
const ZAdminInfoPageRow = ZAdminInfoPage.extend({
  id: z.number().int(),
  titles: ZStoredTexts,
  summaries: ZStoredTexts,
  bodies: ZStoredTexts,
  cover_url: z.string().nullable(),
  updated_at: z.string(),
});

const ROLES = ['content'] as const;

export const AdminInfoPageList = defineAdminCall({
  name: 'AdminInfoPageList',
  method: 'GET',
  path: '/info-pages',
  roles: ROLES,
  request: z.object({
    site_id: integerId({ coerce: true }),
    kind: ZInfoPageKind.optional(),
  }),
  data: z.object({ list: z.array(ZAdminInfoPageRow) }),
});

/** Creates the page of (site, kind, number), or replaces it when it exists. */
export const AdminInfoPageSave = defineAdminCall({
  name: 'AdminInfoPageSave',
  method: 'PUT',
  path: '/info-pages',
  roles: ROLES,
  request: ZAdminInfoPage.refine(
    (v) => !v.start_at || !v.end_at || Date.parse(v.end_at) > Date.parse(v.start_at),
    { path: ['end_at'], message: 'must be after start_at' },
  ),
  data: z.object({ id: z.number().int(), created: z.boolean() }),
});

export const AdminInfoPageDelete = defineAdminCall({
  name: 'AdminInfoPageDelete',
  method: 'POST',
  path: '/info-pages/:id/delete',
  roles: ROLES,
  request: z.object({
    id: bigintId({ coerce: true }),
    /** Why it is removed: kept in the audit log (the console always asks). */
    reason: z.string().trim().max(500).optional(),
  }),
  data: z.object({ id: z.number().int() }),
});
