import { z } from 'zod';
import { isContentImageUrl } from '../content-image';
import { integerId } from '../ids';
import { LOGO_KINDS } from '../site';
import { V } from '../validation';
import { defineAdminCall } from './staff';

/**
 * A site's logos (role content; admin too): the member site's header artwork per layout, its
 * light-background variants and the favicon, one picture per kind. Pictures are uploaded through
 * AdminContentImageUpload and saved here by the address it answered, and only such an address: every
 * visitor loads a logo, so one on a host that staff name would hand that host every visitor's address.
 * Open member pages pick the change up with the next logo fetch.
 */
const siteId = integerId({ coerce: true });
const kind = z.enum(LOGO_KINDS, { error: `kind: one of ${LOGO_KINDS.join(', ')}` });
/** What an upload answered as `url` (`/static/content/<sha256>.<ext>`); the server checks it is stored. */
const storedPicture = z
  .string()
  .trim()
  .max(500, V.tooLong)
  .refine(isContentImageUrl, 'not a content image store address: upload the picture');

export const ZAdminSiteLogo = z.object({
  kind: z.enum(LOGO_KINDS),
  photo_path: z.string(),
  updated_at: z.string(),
});
export type AdminSiteLogo = z.infer<typeof ZAdminSiteLogo>;

export const AdminSiteLogoList = defineAdminCall({
  name: 'AdminSiteLogoList',
  method: 'GET',
  path: '/sites/:site_id/logos',
  roles: ['content'],
  request: z.object({ site_id: siteId }),
  /** Only the kinds the site has, in LOGO_KINDS order. */
  data: z.object({ site_id: z.number().int(), list: z.array(ZAdminSiteLogo) }),
});

/** Sets (or replaces) one kind's picture. */
export const AdminSiteLogoSave = defineAdminCall({
  name: 'AdminSiteLogoSave',
  method: 'PUT',
  path: '/sites/:site_id/logos/:kind',
  roles: ['content'],
  request: z.object({ site_id: siteId, kind, photo_path: storedPicture }),
  data: z.object({ site_id: z.number().int(), kind: z.enum(LOGO_KINDS), photo_path: z.string() }),
});

/** Removes one kind: the member site falls back to another logo (or the site title). */
export const AdminSiteLogoDelete = defineAdminCall({
  name: 'AdminSiteLogoDelete',
  method: 'POST',
  path: '/sites/:site_id/logos/:kind/delete',
  roles: ['content'],
  request: z.object({
    site_id: siteId,
    kind,
    /** Why it is removed: kept in the audit log. */
    reason: z.string().trim().min(1, 'sites.reason.required').max(500, 'sites.reason.too_long'),
  }),
  data: z.object({ site_id: z.number().int(), kind: z.enum(LOGO_KINDS) }),
});
