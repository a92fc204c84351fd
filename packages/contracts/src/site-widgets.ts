import { z } from 'zod';
import { defineCall } from './call';
import { ZSiteScoped } from './site';
import { safeUrlOrEmpty } from './safe-url';
import { MOBILE_FOOTER_KINDS } from './constants';

/**
 * Small pieces of a site's frame that staff set (spec §7): floating side items (/arks/web/float), the
 * register background (/arks/web/model/register-background/detail) and the mobile footer tab bar
 * (/arks/web/web-mobile-footer). Field sets are ours: the spec names only the calls and requests. The
 * back office's calls for them are in admin/site-widgets.ts, so the member site never builds them.
 */

/** Where a widget leads: an http(s) address or nothing. */
export const ZWidgetLink = safeUrlOrEmpty(500);
/** 0 the same window, 1 a new one. */
export const ZWidgetLinkMethod = z.union([z.literal(0), z.literal(1)]);

/* ---------- float items ---------- */

export const ZFloatItem = z.object({
  id: z.number().int(),
  image_url: z.string(),
  title: z.string(),
  link: z.string(),
  link_method: ZWidgetLinkMethod,
  position: z.enum(['left', 'right']),
  /** 0 both, 1 desktop, 2 mobile (as pop-up promotions). */
  device: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  sort: z.number().int(),
});
export type TFloatItem = z.infer<typeof ZFloatItem>;

export const FloatItems = defineCall({
  name: 'FloatItems',
  method: 'POST',
  path: '/arks/web/float',
  auth: 'public',
  request: ZSiteScoped,
  data: z.object({ list: z.array(ZFloatItem) }),
});

/* ---------- register background ---------- */

/** A template's name (`pc`, `H5_1`). */
export const ZTemplate = z.string().trim().min(1).max(32);

export const RegisterBackground = defineCall({
  name: 'RegisterBackground',
  method: 'POST',
  path: '/arks/web/model/register-background/detail',
  auth: 'public',
  request: ZSiteScoped.extend({ template: ZTemplate }),
  /** Null when staff set none for this template. */
  data: z.object({ detail: z.object({ image_url: z.string() }).nullable() }),
});
/* ---------- mobile footer ---------- */

export const ZMobileFooterItem = z.object({
  kind: z.enum(MOBILE_FOOTER_KINDS),
  /** Label in the asked language; empty means the site's own label for that kind. */
  title: z.string(),
  url: z.string(),
});
export type TMobileFooterItem = z.infer<typeof ZMobileFooterItem>;

export const MobileFooter = defineCall({
  name: 'MobileFooter',
  method: 'POST',
  path: '/arks/web/web-mobile-footer',
  auth: 'public',
  request: ZSiteScoped.extend({ template: ZTemplate }),
  data: z.object({ list: z.array(ZMobileFooterItem) }),
});
