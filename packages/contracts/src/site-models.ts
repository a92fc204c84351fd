import { z } from 'zod';
import { defineCall } from './call';
import { ZSiteScoped } from './site';

/**
 * Template content per site and language (spec §7): `setting` (the template's ad slots),
 * `sponsor` (the /sponsor page) and `login` (pictures beside the login form). `model_version` is the
 * template the page is drawn with (`pc`, `H5_1`…); an item without one shows with every template.
 */
export const SITE_MODEL_KINDS = ['setting', 'sponsor', 'login'] as const;
export type SiteModelKind = (typeof SITE_MODEL_KINDS)[number];

export const ZSiteModelItem = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  link: z.string(),
  /** 0 same page, 1 new tab (as banners). */
  link_method: z.union([z.literal(0), z.literal(1)]),
  /** Sanitized HTML (sponsor stories); may be empty. */
  content: z.string(),
  sort: z.number().int(),
});
export type TSiteModelItem = z.infer<typeof ZSiteModelItem>;

const request = ZSiteScoped.extend({
  language: z
    .string()
    .max(5)
    .regex(/^[a-z]{2}_[A-Z]{2}$/, 'a language code like en_US'),
  model_version: z.string().trim().max(32).optional(),
});
const data = z.object({ list: z.array(ZSiteModelItem) });

export const ModelSetting = defineCall({
  name: 'ModelSetting',
  method: 'POST',
  path: '/web/model_setting',
  auth: 'public',
  request,
  data,
});
export const ModelSponsor = defineCall({
  name: 'ModelSponsor',
  method: 'POST',
  path: '/web/model_sponsor',
  auth: 'public',
  request,
  data,
});
export const ModelLogin = defineCall({
  name: 'ModelLogin',
  method: 'POST',
  path: '/web/model_login',
  auth: 'public',
  request,
  data,
});
