import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { FOOTER_SECTIONS, MOBILE_FOOTER_KINDS } from '../constants';
import { isHttpUrl, safeUrl } from '../safe-url';
import { ZFloatItem, ZTemplate, ZWidgetLink, ZWidgetLinkMethod } from '../site-widgets';
import { defineAdminCall } from './staff';

/** The back office's calls for a site's floating items, register background, tab bar and footer. */

/* ---------- float items ---------- */

export const ZAdminFloatItem = ZFloatItem.omit({ id: true }).extend({
  id: bigintId().optional(),
  site_id: integerId(),
  image_url: safeUrl(500),
  title: z.string().trim().min(1).max(100),
  link: ZWidgetLink.default(''),
  link_method: ZWidgetLinkMethod.default(0),
  position: z.enum(['left', 'right']).default('right'),
  device: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  sort: z.number().int().min(0).max(100_000).default(0),
  active: z.boolean().default(true),
});
export const AdminFloatList = defineAdminCall({
  name: 'AdminFloatList',
  method: 'GET',
  path: '/content/floats',
  roles: ['content'],
  request: z.object({ site_id: integerId({ coerce: true }) }),
  // Rows saved before the address rule still list (as plain strings), so staff can see and fix them.
  data: z.object({
    list: z.array(ZAdminFloatItem.extend({ id: z.number().int(), image_url: z.string(), link: z.string() })),
  }),
});
export const AdminFloatSave = defineAdminCall({
  name: 'AdminFloatSave',
  method: 'PUT',
  path: '/content/floats',
  roles: ['content'],
  request: ZAdminFloatItem,
  data: z.object({ id: z.number().int() }),
});
export const AdminFloatDelete = defineAdminCall({
  name: 'AdminFloatDelete',
  method: 'POST',
  path: '/content/floats/:id/delete',
  roles: ['content'],
  request: z.object({
    id: bigintId({ coerce: true }),
    /** Why it is removed: kept in the audit log (the console always asks). */
    reason: z.string().trim().max(500).optional(),
  }),
  data: z.object({ id: z.number().int() }),
});

/* ---------- register background ---------- */

export const AdminRegisterBackgroundSave = defineAdminCall({
  name: 'AdminRegisterBackgroundSave',
  method: 'PUT',
  path: '/content/register-background',
  roles: ['content'],
  request: z
    .object({
      site_id: integerId(),
      template: ZTemplate,
      /** Null removes it. */
      image_url: safeUrl(500).nullable(),
      /** Why it is removed (required then): kept in the audit log. */
      reason: z.string().trim().max(500).optional(),
    })
    .refine((v) => v.image_url !== null || (v.reason ?? '').length > 0, {
      path: ['reason'],
      message: 'required when removing the picture',
    }),
  data: z.object({ detail: z.object({ image_url: z.string() }).nullable() }),
});

/* ---------- mobile footer ---------- */

export const AdminMobileFooterSave = defineAdminCall({
  name: 'AdminMobileFooterSave',
  method: 'PUT',
  path: '/content/mobile-footer',
  roles: ['content'],
  request: z.object({
    site_id: integerId(),
    template: ZTemplate,
    items: z
      .array(
        z.object({
          kind: z.enum(MOBILE_FOOTER_KINDS),
          titles: z
            .record(
              z
                .string()
                .max(5)
                .regex(/^[a-z]{2}_[A-Z]{2}$/),
              z.string().trim().max(20),
            )
            .default({}),
          url: ZWidgetLink.default(''),
        }),
      )
      .min(2)
      .max(5),
  }),
  data: z.object({ count: z.number().int() }),
});

/* ---------- back-office reads ---------- */

/** Every template's register background the site has. */
export const AdminRegisterBackgroundList = defineAdminCall({
  name: 'AdminRegisterBackgroundList',
  method: 'GET',
  path: '/content/register-background',
  roles: ['content'],
  request: z.object({ site_id: integerId({ coerce: true }) }),
  data: z.object({ list: z.array(z.object({ template: z.string(), image_url: z.string() })) }),
});

/** The tab bar of a template as saved (every language's label); `saved` false: the product's default. */
export const AdminMobileFooterList = defineAdminCall({
  name: 'AdminMobileFooterList',
  method: 'GET',
  path: '/content/mobile-footer',
  roles: ['content'],
  request: z.object({ site_id: integerId({ coerce: true }), template: ZTemplate }),
  data: z.object({
    saved: z.boolean(),
    items: z.array(
      z.object({
        kind: z.enum(MOBILE_FOOTER_KINDS),
        titles: z.record(z.string(), z.string()),
        url: z.string(),
      }),
    ),
  }),
});

/** Back to the product's default tab bar: the template's own tabs are removed (audited with the reason). */
export const AdminMobileFooterReset = defineAdminCall({
  name: 'AdminMobileFooterReset',
  method: 'POST',
  path: '/content/mobile-footer/reset',
  roles: ['content'],
  request: z.object({
    site_id: integerId(),
    template: ZTemplate,
    reason: z.string().trim().min(1).max(500),
  }),
  data: z.object({ count: z.number().int() }),
});

/* ---------- desktop footer ---------- */

const ZLangKey = z
  .string()
  .max(5)
  .regex(/^[a-z]{2}_[A-Z]{2}$/);

/** An info page of the site the footer links to (`main/3`, `faq/2`), without a leading slash. */
export const FOOTER_PAGE_LINK = /^(main|faq)\/[1-9]\d{0,8}$/;

/** Where a footer item leads (spec §2, see footerItemHref): an http(s) address, or `main/<id>` / `faq/<id>`. */
export const ZFooterItemUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => FOOTER_PAGE_LINK.test(v) || isHttpUrl(v), {
    message: 'an http(s) address, main/<id> or faq/<id>',
  });

const ZFooterAdminItem = z.object({
  titles: z
    .record(ZLangKey, z.string().trim().max(100))
    .refine((r) => Object.values(r).some((t) => t.length > 0), {
      message: 'a title in at least one language',
    }),
  url: ZFooterItemUrl,
  sort: z.number().int().min(0).max(100_000).default(0),
});

const ZFooterAdminSection = z.object({
  section: z.enum(FOOTER_SECTIONS),
  /** Heading per language; an empty or missing one shows the site's own heading for the kind. */
  titles: z.record(ZLangKey, z.string().trim().max(60)).default({}),
  sort: z.number().int().min(0).max(100_000).default(0),
  items: z.array(ZFooterAdminItem).max(30),
});

/** A site's desktop footer as stored: every language's titles, sections and items in their order. */
export const AdminFooterList = defineAdminCall({
  name: 'AdminFooterList',
  method: 'GET',
  path: '/content/footer',
  roles: ['content'],
  request: z.object({ site_id: integerId({ coerce: true }) }),
  data: z.object({
    sections: z.array(
      z.object({
        id: z.number().int(),
        section: z.string(),
        titles: z.record(z.string(), z.string()),
        sort: z.number().int(),
        items: z.array(
          z.object({
            id: z.number().int(),
            titles: z.record(z.string(), z.string()),
            url: z.string(),
            sort: z.number().int(),
          }),
        ),
      }),
    ),
  }),
});

/** Replaces a site's whole desktop footer in one go; `reason` says why sections or items were removed. */
export const AdminFooterSave = defineAdminCall({
  name: 'AdminFooterSave',
  method: 'PUT',
  path: '/content/footer',
  roles: ['content'],
  request: z.object({
    site_id: integerId(),
    sections: z
      .array(ZFooterAdminSection)
      .max(FOOTER_SECTIONS.length)
      .superRefine((sections, ctx) => {
        const seen = new Set<string>();
        sections.forEach((s, i) => {
          if (seen.has(s.section))
            ctx.addIssue({ code: 'custom', path: [i, 'section'], message: 'each section kind once' });
          seen.add(s.section);
        });
      }),
    reason: z.string().trim().max(500).optional(),
  }),
  data: z.object({ sections: z.number().int(), items: z.number().int() }),
});
