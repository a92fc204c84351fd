import { z } from 'zod';
import { integerId } from '../ids';
import { GAME_HALL_IDS, HALL_BUNDLED_ICON, LANG_CODES, type LangCode } from '../constants';
import { isContentImageUrl } from '../content-image';
import { defineAdminCall } from './staff';

const hallIcon = (field: string) =>
  z
    .string()
    .trim()
    .max(200, `${field}: at most 200 characters`)
    .refine(
      (v) => HALL_BUNDLED_ICON.test(v) || isContentImageUrl(v),
      `${field}: a picture of the content image store or bundled:<gt_id>`,
    );

/**
 * Spec §3 game type (gt_id, gt_name, gt_icon, gt_icon_active) as staff keep it per site: its name in
 * every language, its two icons, its place in the list and whether members see it at all.
 */
export const ZAdminGameHall = z.object({
  gt_id: z.number().int(),
  names: z.record(z.string(), z.string()),
  gt_icon: z.string(),
  gt_icon_active: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
});
export type TAdminGameHall = z.infer<typeof ZAdminGameHall>;

/** Naming the halls is content work, like the catalogue. */
const HALL_ROLES = ['content'] as const;
const siteId = integerId({ coerce: true });
const reason = z.string().trim().min(1, 'reason: required').max(500, 'reason: at most 500 characters');

export const AdminGameHalls = defineAdminCall({
  name: 'AdminGameHalls',
  method: 'GET',
  path: '/sites/:site_id/game-halls',
  roles: HALL_ROLES,
  request: z.object({ site_id: siteId }),
  /** The eight halls in the site's order (hidden ones too). */
  data: z.object({ list: z.array(ZAdminGameHall) }),
});

const hallName = z
  .string({ error: 'names: a name in every language' })
  .trim()
  .min(1, 'names: empty name')
  .max(40, 'names: at most 40 characters');
const ZHallNames = z.object(
  Object.fromEntries(LANG_CODES.map((l) => [l, hallName])) as Record<LangCode, typeof hallName>,
  { message: 'names: a name in every language' },
);

export const AdminGameHallsSave = defineAdminCall({
  name: 'AdminGameHallsSave',
  method: 'PUT',
  path: '/sites/:site_id/game-halls',
  roles: HALL_ROLES,
  request: z.object({
    site_id: siteId,
    /** All eight halls, each once, in the order members see them. */
    halls: z
      .array(
        z.object({
          gt_id: z.number().int().min(2, 'gt_id: a hall 2-9').max(9, 'gt_id: a hall 2-9'),
          names: ZHallNames,
          gt_icon: hallIcon('gt_icon'),
          gt_icon_active: hallIcon('gt_icon_active'),
          hidden: z.boolean().default(false),
        }),
      )
      .length(GAME_HALL_IDS.length, 'halls: all eight halls, each once')
      .refine((h) => new Set(h.map((x) => x.gt_id)).size === h.length, 'halls: all eight halls, each once'),
    reason,
  }),
  data: z.object({ list: z.array(ZAdminGameHall) }),
});

/**
 * Spec §6 provider lists, per site: `demo` the providers visitors may try without an account
 * (/demo/gt_games, /demo/gp_games, /demo/play); `*_blocked` providers closed in that app (not listed,
 * not launched); `*_outside` providers whose games open outside the app's web view (open mode
 * redirect in that app). The spec's values are the defaults; see docs/architecture.md, games.
 */
export const ZAdminProviderLists = z.object({
  demo: z.array(z.string()),
  ios_blocked: z.array(z.string()),
  android_blocked: z.array(z.string()),
  ios_outside: z.array(z.string()),
  android_outside: z.array(z.string()),
});
export type TAdminProviderLists = z.infer<typeof ZAdminProviderLists>;

/** Provider lists are provider configuration: admins keep them, as they keep providers. */
const LIST_ROLES = ['admin'] as const;
const gpList = (field: string) =>
  z
    .array(
      z
        .string()
        .max(20, `${field}: provider ids of 2-20 capital letters, digits or _`)
        .regex(/^[A-Z0-9_]{2,20}$/, `${field}: provider ids of 2-20 capital letters, digits or _`),
    )
    .max(100, `${field}: at most 100 providers`)
    .transform((ids) => [...new Set(ids)]);

export const AdminProviderLists = defineAdminCall({
  name: 'AdminProviderLists',
  method: 'GET',
  path: '/sites/:site_id/game-provider-lists',
  roles: ['admin', 'content'],
  request: z.object({ site_id: siteId }),
  data: ZAdminProviderLists,
});

export const AdminProviderListsSave = defineAdminCall({
  name: 'AdminProviderListsSave',
  method: 'PUT',
  path: '/sites/:site_id/game-provider-lists',
  roles: LIST_ROLES,
  request: z.object({
    site_id: siteId,
    demo: gpList('demo'),
    ios_blocked: gpList('ios_blocked'),
    android_blocked: gpList('android_blocked'),
    ios_outside: gpList('ios_outside'),
    android_outside: gpList('android_outside'),
    reason,
  }),
  data: ZAdminProviderLists,
});
