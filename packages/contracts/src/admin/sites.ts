import { z } from 'zod';
import { DESKTOP_TEMPLATES, MOBILE_TEMPLATE_ALIASES, MOBILE_TEMPLATES } from '../constants';
import { safeUrlOrEmpty } from '../safe-url';
import { defineAdminCall } from './staff';

/**
 * Site settings staff change while the site runs (role admin): the customer-service address (open
 * pages refetch it, spec §7 customer_service_link_change), the cash-surplus switch per currency
 * (spec §7 cash_surplus/check), a planned maintenance window (the maintenance notice) and the desktop
 * and mobile templates.
 */
const siteId = z.coerce.number().int().positive();

export const ZAdminSite = z.object({
  id: z.number().int(),
  name: z.string(),
  title_zh: z.string(),
  title_en: z.string(),
  time_zone: z.string(),
  /** The language every reader without one of their own falls back to (then en_US, spec §9). */
  default_language: z.string(),
  is_demo: z.boolean(),
  status: z.string(),
  /** In the site's own order. */
  currencies: z.array(z.string()),
  languages: z.array(z.string()),
});

/** Every site with its currencies and languages: the console's site selector and filters. */
export const AdminSiteList = defineAdminCall({
  name: 'AdminSiteList',
  method: 'GET',
  path: '/sites',
  roles: ['finance', 'content', 'support'],
  request: z.object({}),
  data: z.object({ list: z.array(ZAdminSite) }),
});

/**
 * The site's public origin (`https://host[:port]`, no path): payment-gateway callback and return
 * addresses are built from it alone, never from request headers. Without one the site takes no
 * gateway deposits.
 */
export const AdminSitePublicOriginSave = defineAdminCall({
  name: 'AdminSitePublicOriginSave',
  method: 'PUT',
  path: '/sites/:site_id/public-origin',
  roles: ['admin'],
  request: z.object({
    site_id: siteId,
    public_origin: z
      .string()
      .trim()
      .max(300)
      .regex(/^https?:\/\/[^\s/?#@]+$/, 'public_origin: an http(s) origin such as https://example.com'),
  }),
  data: z.object({ site_id: z.number().int(), public_origin: z.string() }),
});

export const AdminCustomerServiceSave = defineAdminCall({
  name: 'AdminCustomerServiceSave',
  method: 'PUT',
  path: '/sites/:site_id/customer-service',
  roles: ['admin'],
  request: z.object({
    site_id: siteId,
    /** Empty: the site has no customer-service page. */
    url: safeUrlOrEmpty(500),
  }),
  data: z.object({ site_id: z.number().int(), url: z.string() }),
});

export const AdminCashSurplusSave = defineAdminCall({
  name: 'AdminCashSurplusSave',
  method: 'PUT',
  path: '/sites/:site_id/cash-surplus',
  roles: ['admin'],
  request: z.object({ site_id: siteId, currency: z.string().min(2).max(8), active: z.boolean() }),
  data: z.object({ site_id: z.number().int(), currency: z.string(), active: z.boolean() }),
});

/** Both null clears it; end must be after start (checked by the server: path params allow no refine here). */
export const AdminSiteMaintenanceSave = defineAdminCall({
  name: 'AdminSiteMaintenanceSave',
  method: 'PUT',
  path: '/sites/:site_id/maintenance',
  roles: ['admin'],
  request: z.object({
    site_id: siteId,
    start_at: z.iso.datetime({ offset: true }).max(40).nullable(),
    end_at: z.iso.datetime({ offset: true }).max(40).nullable(),
  }),
  data: z.object({
    site_id: z.number().int(),
    start_at: z.string().nullable(),
    end_at: z.string().nullable(),
  }),
});

/**
 * The templates a site's pages are drawn with: `template` at desktop width, `mobile_template` on
 * phones. Either or both (the server refuses neither). Open pages switch without a reload.
 */
export const AdminSiteTemplateSave = defineAdminCall({
  name: 'AdminSiteTemplateSave',
  method: 'PUT',
  path: '/sites/:site_id/templates',
  roles: ['admin'],
  request: z.object({
    site_id: siteId,
    template: z
      .enum(DESKTOP_TEMPLATES, { error: `template: one of ${DESKTOP_TEMPLATES.join(', ')}` })
      .optional(),
    mobile_template: z
      .enum(MOBILE_TEMPLATES, { error: `mobile_template: one of ${MOBILE_TEMPLATES.join(', ')}` })
      .optional(),
  }),
  data: z.object({ site_id: z.number().int(), template: z.string(), mobile_template: z.string() }),
});

/** The site's templates and every name staff may choose (an alias draws as the template it names). */
export const AdminSiteTemplates = defineAdminCall({
  name: 'AdminSiteTemplates',
  method: 'GET',
  path: '/sites/:site_id/templates',
  roles: ['admin'],
  request: z.object({ site_id: siteId }),
  data: z.object({
    site_id: z.number().int(),
    template: z.string(),
    mobile_template: z.string(),
    choices: z.object({
      template: z.array(z.enum(DESKTOP_TEMPLATES)),
      mobile_template: z.array(z.enum(MOBILE_TEMPLATES)),
      aliases: z.record(z.string(), z.enum(MOBILE_TEMPLATES)),
    }),
  }),
});

export const SITE_TEMPLATE_CHOICES = {
  template: [...DESKTOP_TEMPLATES],
  mobile_template: [...MOBILE_TEMPLATES],
  aliases: { ...MOBILE_TEMPLATE_ALIASES },
};
