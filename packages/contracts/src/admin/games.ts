import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { CURRENCIES, LANG_CODES } from '../constants';
import { isSafeUrl } from '../safe-url';
import { ZGpId } from './providers';
import { defineAdminCall } from './staff';

/**
 * The game catalogue in the back office: staff add a provider's games, name them per language, tag
 * them (hot, new: the label tabs of §7 game_label), order them within a hall, mark them for demo
 * play and say where they are offered. Null availability means everywhere. Members and visitors see
 * a change at once on every node sharing Redis (else within the read-cache time of each node).
 */
export const ZAdminGame = z.object({
  id: z.number().int(),
  gp_id: z.string(),
  gt_id: z.number().int(),
  game_code: z.string(),
  names: z.record(z.string(), z.string()),
  icon_light: z.string().nullable(),
  house: z.boolean(),
  customized: z.boolean(),
  tags: z.array(z.string()),
  demo: z.boolean(),
  sort: z.number().int(),
  active: z.boolean(),
  site_ids: z.array(z.number().int()).nullable(),
  currencies: z.array(z.string()).nullable(),
  devices: z.array(z.number().int()).nullable(),
});

/** The catalogue is content work: content staff (and admins) keep it. */
const ROLES = ['content'] as const;

export const GAME_SORTS = ['sort', 'id', 'game_code', 'gp_id', 'gt_id', 'created_at'] as const;
const ZDevice = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  message: 'devices: 0 desktop, 1 mobile or 2 app',
});

export const AdminGameList = defineAdminCall({
  name: 'AdminGameList',
  method: 'GET',
  path: '/games',
  roles: ROLES,
  request: z.object({
    gp_id: z.string().max(32).optional(),
    gt_id: z.coerce.number().int().min(2).max(9).optional(),
    /** Part of the code or of a name in any language. */
    q: z.string().trim().max(64).optional(),
    tag: z.string().trim().max(16).optional(),
    /** Games offered on this site (everywhere, or this site among theirs). */
    site_id: integerId({ coerce: true }).optional(),
    currency: z.string().max(8).optional(),
    /** Games offered on this device (support_device 0 desktop, 1 mobile, 2 app). */
    device: z.coerce.number().int().min(0, 'device: 0, 1 or 2').max(2, 'device: 0, 1 or 2').optional(),
    active: z.enum(['true', 'false']).optional(),
    sort: z.enum(GAME_SORTS).default('sort'),
    order: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(50),
  }),
  data: z.object({ list: z.array(ZAdminGame), total: z.number().int() }),
});

const langKey = z.enum(LANG_CODES as [string, ...string[]], { message: 'names: unknown language' });
const currencyCode = z
  .string()
  .max(8)
  .refine((c) => c in CURRENCIES, 'currencies: unknown currency');

export const AdminGameSave = defineAdminCall({
  name: 'AdminGameSave',
  method: 'PUT',
  path: '/games/:gp_id/:game_code',
  roles: ROLES,
  request: z.object({
    gp_id: ZGpId,
    /** The provider's own code for the game, as its launch call expects it. */
    game_code: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'game_code: 1-64 letters, digits, . _ -'),
    gt_id: z.number().int().min(2, 'gt_id: a hall 2-9').max(9, 'gt_id: a hall 2-9'),
    names: z
      .partialRecord(langKey, z.string().trim().min(1, 'names: empty name').max(100))
      .refine((n) => Boolean(n.en_US), 'names: en_US is required'),
    /** An https address or a path on the member site (an icon served by the site itself). */
    icon_light: z
      .string()
      .trim()
      .max(500, 'icon_light: at most 500 characters')
      .refine(
        (v) => isSafeUrl(v) && (v.startsWith('https://') || /^\/(?!\/)/.test(v)),
        'icon_light: an https address or a site path starting with /',
      )
      .nullable()
      .default(null),
    customized: z.boolean().default(false),
    tags: z
      .array(
        z
          .string()
          .max(16)
          .regex(/^[a-z0-9_]{1,16}$/, 'tags: lower-case words of up to 16 characters'),
      )
      .max(8)
      .default([]),
    demo: z.boolean().default(false),
    sort: z.number().int().min(0).max(1_000_000).default(0),
    active: z.boolean().default(true),
    site_ids: z.array(integerId()).min(1).max(100).nullable().default(null),
    currencies: z.array(currencyCode).min(1).max(50).nullable().default(null),
    devices: z
      .array(ZDevice)
      .min(1, 'devices: at least one, or null for every device')
      .max(3)
      .nullable()
      .default(null),
    /** Why; kept in the audit with the game before and after. */
    reason: z.string().trim().min(1, 'reason: required').max(500, 'reason: at most 500 characters'),
  }),
  data: ZAdminGame,
});

export const AdminGameDetail = defineAdminCall({
  name: 'AdminGameDetail',
  method: 'GET',
  path: '/games/:id',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }) }),
  data: ZAdminGame,
});
