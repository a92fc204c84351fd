import { z } from 'zod';
import { defineCall } from './call';
import { defineAdminCall } from './admin/staff';
import { ZSiteScoped } from './site';
import { FOOTER_SECTIONS } from './constants';
import { isHttpUrl, safeUrl, safeUrlOrEmpty } from './safe-url';

/**
 * Small pieces of a site's frame that staff set (spec §7): floating side items (/arks/web/float), the
 * register background (/arks/web/model/register-background/detail) and the mobile footer tab bar
 * (/arks/web/web-mobile-footer). Field sets are ours: the spec names only the calls and requests.
 */

const ZLink = safeUrlOrEmpty(500);
const ZLinkMethod = z.union([z.literal(0), z.literal(1)]);

/* ---------- float items ---------- */

export const ZFloatItem = z.object({
  id: z.number().int(),
  image_url: z.string(),
  title: z.string(),
  link: z.string(),
  link_method: ZLinkMethod,
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

export const ZAdminFloatItem = ZFloatItem.omit({ id: true }).extend({
  id: z.number().int().positive().optional(),
  site_id: z.number().int().positive(),
  image_url: safeUrl(500),
  title: z.string().trim().min(1).max(100),
  link: ZLink.default(''),
  link_method: ZLinkMethod.default(0),
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
  request: z.object({ site_id: z.coerce.number().int().positive() }),
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
    id: z.coerce.number().int().positive(),
    /** Why it is removed: kept in the audit log (the console always asks). */
    reason: z.string().trim().max(500).optional(),
  }),
  data: z.object({ id: z.number().int() }),
});

/* ---------- register background ---------- */

const ZTemplate = z.string().trim().min(1).max(32);

export const RegisterBackground = defineCall({
  name: 'RegisterBackground',
  method: 'POST',
  path: '/arks/web/model/register-background/detail',
  auth: 'public',
  request: ZSiteScoped.extend({ template: ZTemplate }),
  /** Null when staff set none for this template. */
  data: z.object({ detail: z.object({ image_url: z.string() }).nullable() }),
});
export const AdminRegisterBackgroundSave = defineAdminCall({
  name: 'AdminRegisterBackgroundSave',
  method: 'PUT',
  path: '/content/register-background',
  roles: ['content'],
  request: z
    .object({
      site_id: z.number().int().positive(),
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

/** What a tab does: the site's own entries, or `link` to `url`. */
export const MOBILE_FOOTER_KINDS = [
  'home',
  'discount',
  'deposit',
  'service',
  'user',
  'letter',
  'sponsor',
  'app',
  'link',
] as const;
export type MobileFooterKind = (typeof MOBILE_FOOTER_KINDS)[number];

export const ZMobileFooterItem = z.object({
  kind: z.enum(MOBILE_FOOTER_KINDS),
  /** Label in the asked language; empty means the site's own label for that kind. */
  title: z.string(),
  url: z.string(),
});
export type TMobileFooterItem = z.infer<typeof ZMobileFooterItem>;

/** The tab bar a site shows until staff set its own for a template. */
export const DEFAULT_MOBILE_FOOTER: TMobileFooterItem[] = [
  { kind: 'home', title: '', url: '' },
  { kind: 'discount', title: '', url: '' },
  { kind: 'deposit', title: '', url: '' },
  { kind: 'service', title: '', url: '' },
  { kind: 'user', title: '', url: '' },
];

export const MobileFooter = defineCall({
  name: 'MobileFooter',
  method: 'POST',
  path: '/arks/web/web-mobile-footer',
  auth: 'public',
  request: ZSiteScoped.extend({ template: ZTemplate }),
  data: z.object({ list: z.array(ZMobileFooterItem) }),
});
export const AdminMobileFooterSave = defineAdminCall({
  name: 'AdminMobileFooterSave',
  method: 'PUT',
  path: '/content/mobile-footer',
  roles: ['content'],
  request: z.object({
    site_id: z.number().int().positive(),
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
          url: ZLink.default(''),
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
  request: z.object({ site_id: z.coerce.number().int().positive() }),
  data: z.object({ list: z.array(z.object({ template: z.string(), image_url: z.string() })) }),
});

/** The tab bar of a template as saved (every language's label); `saved` false: the product's default. */
export const AdminMobileFooterList = defineAdminCall({
  name: 'AdminMobileFooterList',
  method: 'GET',
  path: '/content/mobile-footer',
  roles: ['content'],
  request: z.object({ site_id: z.coerce.number().int().positive(), template: ZTemplate }),
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
    site_id: z.number().int().positive(),
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
  request: z.object({ site_id: z.coerce.number().int().positive() }),
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
    site_id: z.number().int().positive(),
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
