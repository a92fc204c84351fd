import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { safeUrl, safeUrlOrEmpty } from '../safe-url';
import { defineAdminCall } from './staff';

/**
 * Home content in the back office (role content): banners, marquee lines, pop-up promotions and the
 * pop-up setting, each per site with an optional window (start/end), currencies and languages.
 * Saving with an `id` replaces that row; without, creates one. Pop-up bodies are sanitized on save.
 */
const ZWhen = z.iso.datetime({ offset: true }).max(40).nullable().optional();
const ZTexts = z
  .record(
    z
      .string()
      .max(5)
      .regex(/^[a-z]{2}_[A-Z]{2}$/, 'a language code like en_US'),
    z.string().max(20_000),
  )
  .refine((r) => Object.keys(r).length > 0, 'at least one language');
const ZCurrencies = z.array(z.string().min(2).max(8)).min(1).nullable().optional();
const common = {
  id: bigintId().optional(),
  site_id: integerId(),
  currencies: ZCurrencies,
  sort: z.number().int().min(0).max(100_000).default(0),
  /** Off: kept but not shown to members. */
  active: z.boolean().default(true),
  start_at: ZWhen,
  end_at: ZWhen,
};
const windowOk = (v: { start_at?: string | null; end_at?: string | null }) =>
  !v.start_at || !v.end_at || Date.parse(v.end_at) > Date.parse(v.start_at);
const windowRule = { path: ['end_at'], message: 'must be after start_at' };

export const ZAdminBanner = z.object({
  ...common,
  use_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  image_url: safeUrl(500),
  link: safeUrlOrEmpty(500).default(''),
  link_type: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
  link_method: z.union([z.literal(0), z.literal(1)]).default(0),
  game_link_parameter: z
    .object({
      gt_id: integerId(),
      gp_id: z.string().min(1).max(32),
      currency: z.string().min(2).max(8),
      gp_gt_name: z.string().max(100).default(''),
      customized: z.number().int().default(0),
    })
    .nullable()
    .optional(),
  languages: z
    .array(
      z
        .string()
        .max(5)
        .regex(/^[a-z]{2}_[A-Z]{2}$/),
    )
    .min(1)
    .nullable()
    .optional(),
});

export const ZAdminMarquee = z.object({
  ...common,
  texts: ZTexts,
  display_before_login: z.union([z.literal(0), z.literal(1)]).default(1),
  display_after_login: z.union([z.literal(0), z.literal(1)]).default(1),
});

export const ZAdminPopup = z.object({
  ...common,
  display_device: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  locations: z.array(z.union([z.literal(2), z.literal(3)])).min(1),
  for_visitors: z.union([z.literal(0), z.literal(1)]).default(1),
  titles: ZTexts,
  bodies: ZTexts,
});

const list = <T extends z.ZodType>(name: string, path: `/${string}`, row: T) =>
  defineAdminCall({
    name,
    method: 'GET',
    path,
    roles: ['content'],
    request: z.object({ site_id: integerId({ coerce: true }) }),
    data: z.object({ list: z.array(row) }),
  });
const save = <T extends z.ZodObject>(name: string, path: `/${string}`, input: T) =>
  defineAdminCall({
    name,
    method: 'PUT',
    path,
    roles: ['content'],
    request: input.refine(windowOk, windowRule),
    data: z.object({ id: z.number().int() }),
  });
const remove = (name: string, path: `/${string}`) =>
  defineAdminCall({
    name,
    method: 'POST',
    path,
    roles: ['content'],
    request: z.object({
      id: bigintId({ coerce: true }),
      /** Why it is removed: kept in the audit log (the console always asks). */
      reason: z.string().trim().max(500).optional(),
    }),
    data: z.object({ id: z.number().int() }),
  });

const stored = { id: z.number().int(), updated_at: z.string() };
// Rows saved before the address rule still list (as plain strings), so staff can see and fix them.
const storedAddresses = { image_url: z.string(), link: z.string() };
export const AdminBannerList = list(
  'AdminBannerList',
  '/content/banners',
  ZAdminBanner.extend({ ...stored, ...storedAddresses }),
);
export const AdminBannerSave = save('AdminBannerSave', '/content/banners', ZAdminBanner);
export const AdminBannerDelete = remove('AdminBannerDelete', '/content/banners/:id/delete');
export const AdminMarqueeList = list('AdminMarqueeList', '/content/marquee', ZAdminMarquee.extend(stored));
export const AdminMarqueeSave = save('AdminMarqueeSave', '/content/marquee', ZAdminMarquee);
export const AdminMarqueeDelete = remove('AdminMarqueeDelete', '/content/marquee/:id/delete');
export const AdminPopupList = list('AdminPopupList', '/content/popups', ZAdminPopup.extend(stored));
export const AdminPopupSave = save('AdminPopupSave', '/content/popups', ZAdminPopup);
export const AdminPopupDelete = remove('AdminPopupDelete', '/content/popups/:id/delete');

export const AdminPopupSettings = defineAdminCall({
  name: 'AdminPopupSettings',
  method: 'PUT',
  path: '/content/popup-settings',
  roles: ['content'],
  request: z.object({
    site_id: integerId(),
    display_frequency: z.number().int().min(0).max(1),
  }),
  data: z.object({ site_id: z.number().int(), display_frequency: z.number().int() }),
});

/**
 * Pictures for banners (and any other content picture) uploaded by staff: stored in the database by
 * the SHA-256 of their bytes, so every server node serves the same file and an upload of the same
 * picture twice is one row. Served at `url` (`/static/content/<sha256>.<ext>`) with a year's immutable
 * caching: the address changes whenever the bytes do. PNG, JPEG or WebP only, recognised by their
 * first bytes (never by a name); SVG is refused (it can carry script). A picture whose header declares
 * more than CONTENT_IMAGE_MAX_PIXELS is refused before it is decoded, and one whose pixels do not all
 * decode is refused too (400 naming `data_base64` and the reason; nothing stored).
 */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TContentImageType = (typeof CONTENT_IMAGE_TYPES)[number];
/** The longest base64 text of an allowed picture (4 characters per 3 bytes, padded). */
const BASE64_MAX = Math.ceil(CONTENT_IMAGE_MAX_BYTES / 3) * 4;

export const AdminContentImageUpload = defineAdminCall({
  name: 'AdminContentImageUpload',
  method: 'POST',
  path: '/content/images',
  roles: ['content'],
  request: z.object({
    /** The file's bytes, base64 (no `data:` prefix). */
    data_base64: z
      .string()
      .min(1, 'content.image.empty')
      .max(BASE64_MAX, 'content.image.too_large')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'content.image.not_base64'),
  }),
  data: z.object({
    url: z.string(),
    sha256: z.string(),
    content_type: z.enum(CONTENT_IMAGE_TYPES),
    size: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    /** False: the same picture was already stored (nothing new written). */
    created: z.boolean(),
  }),
});

/** The site's pop-up setting as saved (display_frequency 1 until staff change it). */
export const AdminPopupSettingsRead = defineAdminCall({
  name: 'AdminPopupSettingsRead',
  method: 'GET',
  path: '/content/popup-settings',
  roles: ['content'],
  request: z.object({ site_id: integerId({ coerce: true }) }),
  data: z.object({ site_id: z.number().int(), display_frequency: z.number().int() }),
});
