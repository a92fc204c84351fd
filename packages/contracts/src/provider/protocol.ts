import { z } from 'zod';
import { httpUrl } from '../safe-url';

/**
 * Our transfer-wallet protocol (design.md §4): what the platform says to a game provider that keeps
 * its own wallet per player. The house provider (apps/house-games) implements it; the platform's HTTP
 * provider adapter speaks it. JSON over HTTPS, every request signed (see `signingString`).
 *
 * Amounts are integer minor units as decimal-digit strings: no floats and no exponent tables needed
 * on the provider's side.
 */

export const PROVIDER_PROTOCOL_VERSION = 'v1';

/** Headers of a signed request. */
export const ProviderHeaders = {
  operator: 'x-operator',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

/** A signature older or newer than this is refused, so a captured request cannot be replayed later. */
export const PROVIDER_SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

/** What is signed with HMAC-SHA256 (hex): the timestamp, method, path and exact body. */
export function signingString(timestamp: string, method: string, path: string, body: string): string {
  return `${timestamp}.${method.toUpperCase()}.${path}.${body}`;
}

export const ZMinorAmount = z
  .string()
  .max(18)
  .regex(/^\d{1,18}$/, 'amount must be whole minor units');
export const ZPlayerId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9:_-]+$/);
export const ZTransferReference = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9:_.-]+$/);

export const ProviderPaths = {
  createPlayer: '/v1/players',
  balance: '/v1/balance',
  transfer: '/v1/transfers',
  queryTransfer: '/v1/transfers/query',
  launch: '/v1/launch',
  jackpots: '/v1/jackpots',
  endSession: '/v1/players/logout',
  betFeed: '/v1/bets',
} as const;

export const ZCreatePlayerRequest = z.object({ player_id: ZPlayerId, currency: z.string().min(2).max(8) });
export const ZPlayerResponse = z.object({
  player_id: ZPlayerId,
  currency: z.string(),
  balance: ZMinorAmount,
});

export const ZBalanceRequest = z.object({ player_id: ZPlayerId });

export const ZTransferDirection = z.enum(['in', 'out']);
/** `in` moves money from the operator into the player's provider wallet; `out` moves it back. */
export const ZTransferRequest = z.object({
  reference: ZTransferReference,
  player_id: ZPlayerId,
  direction: ZTransferDirection,
  amount: ZMinorAmount.refine((v) => /^\d+$/.test(v) && BigInt(v) > 0n, 'amount must be positive'),
});
export const ZTransferStatus = z.enum(['success', 'failed']);
export const ZTransferResponse = z.object({
  reference: ZTransferReference,
  status: ZTransferStatus,
  /** Why a transfer failed (insufficient_funds, player_not_found, ...). */
  reason: z.string().nullable(),
  balance: ZMinorAmount,
});

export const ZQueryTransferRequest = z.object({ reference: ZTransferReference });
export const ZQueryTransferResponse = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), transfer: ZTransferResponse.extend({ direction: ZTransferDirection }) }),
  z.object({ found: z.literal(false) }),
]);

/** A game URL for the member's browser; without `player_id` it is demo play with pretend money. */
export const ZLaunchRequest = z.object({
  player_id: ZPlayerId.nullable(),
  game_code: z.string().min(1).max(64),
  currency: z.string().min(2).max(8),
  lang: z.string().min(2).max(16),
  /** Where the game's "back to lobby" goes (the site's /close). */
  lobby_url: httpUrl(),
});
export const ZLaunchResponse = z.object({ url: z.url() });

/**
 * The operator's player left the game: every launch token of the player stops working, and bets
 * the provider still has in play settle (or are counted in `pending_bets` when they cannot yet).
 * Once answered, no further bet moves `balance` until the next launch, so the operator can bring it
 * back without racing the game.
 */
export const ZEndSessionRequest = z.object({ player_id: ZPlayerId });
export const ZEndSessionResponse = ZPlayerResponse.extend({
  /** Stakes still in rounds that have not settled: not in `balance`, and not the operator's yet. */
  pending_bets: ZMinorAmount,
});

/** The provider's progressive jackpot pools for these currencies, in minor units. */
export const ZJackpotsRequest = z.object({ currencies: z.array(z.string().min(2).max(8)).min(1).max(32) });
export const ZJackpotsResponse = z.object({
  pools: z.array(z.object({ currency: z.string(), amount: ZMinorAmount })),
});

/**
 * The bet feed: every round the provider's players played, ordered by the provider's update time.
 * A round is one row per version: a resettlement or void of a settled round is a new version with a
 * higher `version` and a later `updated_at`, so a reader by update time sees it again. Rounds are
 * asked by a window of update times [`from`, `to`) and paged with the opaque `cursor` the previous
 * page answered (null for the first page); `next_cursor` null means the window is exhausted.
 * Demo rounds are never in the feed.
 */
export const ZBetStatus = z.enum(['open', 'settled', 'void', 'resettled']);
export const BET_FEED_MAX_LIMIT = 1000;
export const ZBetFeedRequest = z.object({
  from: z.iso.datetime({ offset: true }).max(40),
  to: z.iso.datetime({ offset: true }).max(40),
  cursor: z.string().min(1).max(200).nullable(),
  limit: z.number().int().min(1).max(BET_FEED_MAX_LIMIT),
});
export const ZFeedBet = z.object({
  round_id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9:_.-]+$/),
  /** 1 for the first answer about a round; each later change of it adds one. */
  version: z.number().int().min(1),
  player_id: ZPlayerId,
  currency: z.string().min(2).max(8),
  game_code: z.string().min(1).max(64),
  /** The game's hall (the platform's game type, gt_id). */
  hall: z.number().int().min(1).max(99),
  stake: ZMinorAmount,
  /** What the round paid back to the player, stake included (0 for a loss, the stake for a void). */
  payout: ZMinorAmount,
  /** The part of the stake that counts for turnover and rebates (0 for a void or a hedged bet). */
  valid_bet: ZMinorAmount,
  status: ZBetStatus,
  placed_at: z.iso.datetime({ offset: true }),
  settled_at: z.iso.datetime({ offset: true }).nullable(),
  updated_at: z.iso.datetime({ offset: true }),
});
export const ZBetFeedResponse = z.object({
  bets: z.array(ZFeedBet).max(BET_FEED_MAX_LIMIT),
  next_cursor: z.string().min(1).max(200).nullable(),
});
export type TFeedBet = z.infer<typeof ZFeedBet>;
export type TBetStatus = z.infer<typeof ZBetStatus>;

/** Every answer: `ok` with data, or an error code the operator can act on. */
export const ProviderErrorCode = {
  BAD_SIGNATURE: 'bad_signature',
  STALE_REQUEST: 'stale_request',
  BAD_REQUEST: 'bad_request',
  PLAYER_NOT_FOUND: 'player_not_found',
  /** The reference was used before for a different transfer. */
  REFERENCE_CONFLICT: 'reference_conflict',
  CURRENCY_MISMATCH: 'currency_mismatch',
  UNKNOWN_GAME: 'unknown_game',
} as const;

export type TTransferRequest = z.infer<typeof ZTransferRequest>;
export type TTransferResponse = z.infer<typeof ZTransferResponse>;
export type TQueryTransferResponse = z.infer<typeof ZQueryTransferResponse>;
export type TPlayerResponse = z.infer<typeof ZPlayerResponse>;

export type ProviderAnswer<T> =
  { ok: true; data: T } | { ok: false; error: { code: string; message: string } };
