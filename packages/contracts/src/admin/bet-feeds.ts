import { z } from 'zod';
import { bigintId } from '../ids';
import { ZGpId } from './providers';
import { defineAdminCall } from './staff';

/**
 * The bet feeds through /api/admin (finance): where the pull job stands with each provider (its lag
 * behind now, its last error), the rows it could not place (gaps, never skipped silently), and a
 * re-read of a time range staff ask for when a provider says it corrected rounds there.
 */
const ROLES = ['finance'] as const;

export const ZBetFeedRepull = z.object({
  id: z.number().int(),
  gp_id: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(['queued', 'done']),
  rows_read: z.number().int(),
  requested_by: z.number().int(),
  requested_at: z.string(),
  finished_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  reason: z.string(),
});

export const ZBetFeedStatus = z.object({
  gp_id: z.string(),
  /** Whether this node has an adapter for it (configured and active). */
  reachable: z.boolean(),
  /** Update times before this are read; null until the first window is read to its end. */
  watermark: z.string().nullable(),
  /** Seconds between now and the watermark; null before the first window. */
  lag_seconds: z.number().int().nullable(),
  /** The window being read, when a run stopped inside one. */
  window_from: z.string().nullable(),
  window_to: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  /** Failed reads since the last good page. */
  failures: z.number().int(),
  rows_read: z.number().int(),
  open_gaps: z.number().int(),
  /** The latest re-pulls, newest first. */
  repulls: z.array(ZBetFeedRepull),
});

export const AdminBetFeedList = defineAdminCall({
  name: 'AdminBetFeedList',
  method: 'GET',
  path: '/bet-feeds',
  roles: ROLES,
  request: z.object({}),
  data: z.object({ list: z.array(ZBetFeedStatus), total: z.number().int() }),
});

export const BET_FEED_GAP_REASONS = ['unknown_player', 'currency_mismatch', 'malformed'] as const;

export const ZBetFeedGap = z.object({
  id: z.number().int(),
  gp_id: z.string(),
  round_id: z.string().nullable(),
  version: z.number().int().nullable(),
  player_id: z.string().nullable(),
  reason: z.enum(BET_FEED_GAP_REASONS),
  detail: z.string(),
  window_from: z.string().nullable(),
  window_to: z.string().nullable(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  times_seen: z.number().int(),
  resolved_at: z.string().nullable(),
  resolved_by: z.number().int().nullable(),
  resolution_note: z.string().nullable(),
});

export const AdminBetFeedGapList = defineAdminCall({
  name: 'AdminBetFeedGapList',
  method: 'GET',
  path: '/bet-feeds/gaps',
  roles: ROLES,
  request: z.object({
    gp_id: ZGpId.optional(),
    status: z.enum(['open', 'resolved', 'all']).default('open'),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    list: z.array(ZBetFeedGap),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

const text = (field: string) =>
  z.string().trim().min(1, `${field}: required`).max(500, `${field}: at most 500 characters`);
const when = (field: string) =>
  z.iso.datetime({ offset: true, message: `${field}: an ISO date and time` }).max(40);
/** The longest range one re-pull reads. */
export const BET_FEED_REPULL_MAX_DAYS = 31;

export const AdminBetFeedRepull = defineAdminCall({
  name: 'AdminBetFeedRepull',
  method: 'POST',
  path: '/bet-feeds/:gp_id/repull',
  roles: ROLES,
  /** Rounds whose update time is in [from, to) are read again; what is already stored stays as it is. */
  request: z.object({ gp_id: ZGpId, from: when('from'), to: when('to'), reason: text('reason') }),
  data: ZBetFeedRepull,
});

export const AdminBetFeedGapResolve = defineAdminCall({
  name: 'AdminBetFeedGapResolve',
  method: 'POST',
  path: '/bet-feeds/gaps/:id/resolve',
  roles: ROLES,
  /** What staff did about it (settled with the provider, a member's account fixed, ...); kept in the audit. */
  request: z.object({ id: bigintId({ coerce: true }), note: text('note') }),
  data: ZBetFeedGap,
});

export type BetFeedStatus = z.infer<typeof ZBetFeedStatus>;
export type BetFeedGap = z.infer<typeof ZBetFeedGap>;
export type BetFeedRepull = z.infer<typeof ZBetFeedRepull>;
export type BetFeedGapFilter = z.output<typeof AdminBetFeedGapList.request>;
