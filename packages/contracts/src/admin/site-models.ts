import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { safeUrl, safeUrlOrEmpty } from '../safe-url';
import { SITE_MODEL_KINDS } from '../site-models';
import { defineAdminCall } from './staff';

/** The back office's calls for a site's ad slots, sponsors and login pictures (role content). */

const ZWhen = z.iso.datetime({ offset: true }).max(40).nullable().optional();
export const ZAdminSiteModel = z.object({
  id: bigintId().optional(),
  site_id: integerId(),
  kind: z.enum(SITE_MODEL_KINDS),
  language: z
    .string()
    .max(5)
    .regex(/^[a-z]{2}_[A-Z]{2}$/, 'language: a language code like en_US'),
  model_version: z.string().trim().min(1).max(32).nullable().optional(),
  title: z.string().trim().min(1).max(200),
  image_url: safeUrl(500),
  link: safeUrlOrEmpty(500).default(''),
  link_method: z.union([z.literal(0), z.literal(1)]).default(0),
  content: z.string().max(50_000).default(''),
  sort: z.number().int().min(0).max(100_000).default(0),
  active: z.boolean().default(true),
  start_at: ZWhen,
  end_at: ZWhen,
});

export const AdminSiteModelList = defineAdminCall({
  name: 'AdminSiteModelList',
  method: 'GET',
  path: '/content/models',
  roles: ['content'],
  request: z.object({
    site_id: integerId({ coerce: true }),
    kind: z.enum(SITE_MODEL_KINDS).optional(),
  }),
  data: z.object({
    // Rows saved before the address rule still list (as plain strings), so staff can see and fix them.
    list: z.array(
      ZAdminSiteModel.extend({
        id: z.number().int(),
        updated_at: z.string(),
        image_url: z.string(),
        link: z.string(),
      }),
    ),
  }),
});
export const AdminSiteModelSave = defineAdminCall({
  name: 'AdminSiteModelSave',
  method: 'PUT',
  path: '/content/models',
  roles: ['content'],
  request: ZAdminSiteModel.refine(
    (v) => !v.start_at || !v.end_at || Date.parse(v.end_at) > Date.parse(v.start_at),
    { path: ['end_at'], message: 'must be after start_at' },
  ),
  data: z.object({ id: z.number().int() }),
});
export const AdminSiteModelDelete = defineAdminCall({
  name: 'AdminSiteModelDelete',
  method: 'POST',
  path: '/content/models/:id/delete',
  roles: ['content'],
  request: z.object({
    id: bigintId({ coerce: true }),
    /** Why it is removed: kept in the audit log (the console always asks). */
    reason: z.string().trim().max(500).optional(),
  }),
  data: z.object({ id: z.number().int() }),
});
