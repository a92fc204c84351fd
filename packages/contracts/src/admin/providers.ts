import { z } from 'zod';
import { GAME_OPEN_MODES } from '../catalogue';
import { SUPPORT_DEVICE } from '../constants';
import { httpUrl } from '../safe-url';
import { defineAdminCall } from './staff';

/**
 * Game providers in the back office. A third-party provider speaks our transfer-wallet protocol
 * (design.md §4) at `base_url` as `operator`, signing with `secret`; until staff store those it stays
 * inactive and none of its games are shown. The secret is write-only: answers say only whether one is set.
 */
export const ZGpId = z
  .string()
  .max(20)
  .regex(/^[A-Z0-9_]{2,20}$/, 'gp_id: 2-20 capital letters, digits or _');
const ZWhen = z.iso.datetime({ offset: true }).max(40).nullable().optional();

export const ZAdminProvider = z.object({
  gp_id: z.string(),
  name: z.string(),
  active: z.boolean(),
  transfer_enabled: z.boolean(),
  maintenance_start_at: z.string().nullable(),
  maintenance_end_at: z.string().nullable(),
  /** The house provider's address and secret come from the server's environment. */
  house: z.boolean(),
  base_url: z.string().nullable(),
  operator: z.string().nullable(),
  secret_set: z.boolean(),
  open_mode: z.enum(GAME_OPEN_MODES),
  /** Game types (gt_id) of this provider that always open in a modal (spec §4). */
  modal_game_types: z.array(z.number().int()),
  quickbet_url: z.string().nullable(),
  /**
   * Devices (support_device: 0 desktop, 1 mobile, 2 app) where this provider is closed: its games
   * leave the halls there and a launch from there is refused.
   */
  blocked_devices: z.array(z.number().int()),
  /** Whether this node can reach it now (configured and active). */
  reachable: z.boolean(),
});

/**
 * Providers carry secrets and decide where money can go, so only admins change them; content staff
 * read the list (the catalogue filters by provider) without the connection details mattering to them.
 */
const ROLES = ['admin'] as const;
const READ_ROLES = ['admin', 'content'] as const;

const ZDevice = z.union(
  [z.literal(SUPPORT_DEVICE.desktop), z.literal(SUPPORT_DEVICE.mobile), z.literal(SUPPORT_DEVICE.app)],
  { message: 'blocked_devices: 0 desktop, 1 mobile or 2 app' },
);

export const AdminProviderList = defineAdminCall({
  name: 'AdminProviderList',
  method: 'GET',
  path: '/providers',
  roles: READ_ROLES,
  request: z.object({
    /** Part of the gp_id or the name, any case. */
    q: z.string().trim().max(64).optional(),
    sort: z.enum(['gp_id', 'name']).default('gp_id'),
    order: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int().min(1).default(1),
    /** Providers are a few hundred at most: one page holds them all when asked. */
    page_size: z.coerce.number().int().min(1).max(500).default(500),
  }),
  data: z.object({ list: z.array(ZAdminProvider), total: z.number().int() }),
});

export const AdminProviderSave = defineAdminCall({
  name: 'AdminProviderSave',
  method: 'PUT',
  path: '/providers/:gp_id',
  roles: ROLES,
  // No object-level refinements: the path field is split off this schema (maintenance order is checked
  // by the service).
  request: z.object({
    gp_id: ZGpId,
    name: z.string().trim().min(1).max(100),
    active: z.boolean(),
    transfer_enabled: z.boolean().default(true),
    maintenance_start_at: ZWhen,
    maintenance_end_at: ZWhen,
    base_url: httpUrl(500).optional(),
    operator: z.string().trim().min(1).max(100).optional(),
    /** Omit to keep the stored value. */
    open_mode: z.enum(GAME_OPEN_MODES).optional(),
    modal_game_types: z.array(z.number().int().min(2).max(9)).max(8).optional(),
    /** Sports quick-bet widget address; {currency} {lang} {device} {domain} {site_id} are filled in. Null clears it. */
    quickbet_url: z
      .string()
      .max(1000)
      .regex(/^https?:\/\/[^\s]+$/, 'quickbet_url: an http(s) address')
      .nullable()
      .optional(),
    /** Omit to keep the stored value. */
    blocked_devices: z.array(ZDevice).max(3).optional(),
    /** Omit to keep the stored secret. */
    secret: z.string().min(16, 'secret: at least 16 characters').max(500).optional(),
    /** Why; kept in the audit with the provider before and after. */
    reason: z.string().trim().min(1, 'reason: required').max(500, 'reason: at most 500 characters'),
  }),
  data: ZAdminProvider,
});

export const AdminProviderDetail = defineAdminCall({
  name: 'AdminProviderDetail',
  method: 'GET',
  path: '/providers/:gp_id',
  roles: ROLES,
  request: z.object({ gp_id: ZGpId }),
  data: ZAdminProvider,
});
