import { z } from 'zod';

/**
 * Realtime channels and events (spec §7 "Realtime"). The wire protocol is Laravel Echo's socket.io
 * one, which native apps already speak: the client emits `subscribe` / `unsubscribe` with
 * `{ channel }`, the server emits `(eventName, channelName, payload)`.
 */

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const currency = z.string().regex(/^[A-Z]{3,5}$/);

export const RealtimeChannels = {
  webMember: 'web_member',
  webApi: (currencyCode: string) => `web_api.${currencyCode}`,
  template: (template: string) => `${template}_template`,
  bobMobileTemplate: 'bob_mobile_template',
  member: (memberId: number | string) => `member.${memberId}`,
  memberCurrency: (currencyCode: string) => `member.${currencyCode}`,
  presence: (currencyCode: string) => `presence-member.${currencyCode}`,
} as const;

/** Templates whose `{template}_template` channel carries ad changes (spec §7). */
export const REALTIME_TEMPLATES = ['site02', 'suncity', 'apsport'] as const;

/** Events on `member.{member_id}`. */
export const ZMemberEvents = {
  'member.cash': z.object({ cash: decimal, currency }),
  'member_deposit.success': z.object({
    order_number: z.string(),
    deposit_amount: decimal,
    deposit_times: z.number().int().nonnegative(),
  }),
  all_transfer_back: z.object({}).passthrough(),
  'profile.updated': z.object({}).passthrough(),
  app_clean_cache: z.object({}).passthrough(),
  /**
   * A newer login of the member ended this one (single-device rule): warn and log out. Sent only to
   * the ended login's connections. `udid` is the new login's device id (never its token): a client on
   * that same device (the tabs of one browser share it) holds the new login itself and stays.
   */
  login: z.object({ udid: z.string().nullable().optional() }).passthrough(),
  'letter.sent': z.object({ letter_id: z.number().int().optional() }).passthrough(),
  'letter.read': z.object({ letter_id: z.number().int().optional() }).passthrough(),
  'letter.delete': z.object({ letter_id: z.number().int().optional() }).passthrough(),
  /** A launch of this game got its URL; the page waiting for it points its waiting window there. */
  'game.url': z
    .object({ url: z.string(), gp_id: z.string().optional(), game_code: z.string().optional() })
    .passthrough(),
  /**
   * A game's state changed (GameStatusCode): 957 transfers to that provider are switched off (spec
   * §8), 958 the member's game was ended on the server, 959 the balance could not be moved into the
   * game at launch. `gp_id` and `game_code` name the game, so a page acts only on the game it shows.
   */
  'forward_game.status': z
    .object({
      status: z.union([z.string(), z.number()]),
      gp_id: z.string().optional(),
      game_code: z.string().optional(),
    })
    .passthrough(),
} as const;

/** Events on `member.{currency}`: every member of that currency. */
export const ZMemberCurrencyEvents = {
  RedEnvelopeDisplay: z.object({}).passthrough(),
} as const;

/** Events on public channels; the payload may name the language the change is for. */
const languageChange = z.object({ lang: z.string().optional() }).passthrough();
export const ZPublicEvents = {
  customer_service_link_change: z.object({}).passthrough(),
  /** Staff chose other templates for the site (on web_member): open pages refetch the site detail. */
  site_template_change: z
    .object({ template: z.string().optional(), mobile_template: z.string().optional() })
    .passthrough(),
  'carousel_picture.url': languageChange,
  'model_settings.url': languageChange,
  'model_sponsor.url': languageChange,
  'model_login.url': languageChange,
} as const;

export type MemberEventName = keyof typeof ZMemberEvents;
export type MemberCurrencyEventName = keyof typeof ZMemberCurrencyEvents;
export type PublicEventName = keyof typeof ZPublicEvents;
export type MemberEventPayload<E extends MemberEventName> = z.infer<(typeof ZMemberEvents)[E]>;
export type MemberCurrencyEventPayload<E extends MemberCurrencyEventName> = z.infer<
  (typeof ZMemberCurrencyEvents)[E]
>;
export type PublicEventPayload<E extends PublicEventName> = z.infer<(typeof ZPublicEvents)[E]>;

/** Who is in a presence channel: only what another member may see. */
export const ZPresenceMember = z.object({ id: z.number().int(), account: z.string() });
export type PresenceMember = z.infer<typeof ZPresenceMember>;

export const ZSubscribeMessage = z.object({ channel: z.string().min(1).max(120) });

/** Answer to a `subscribe` (through its ack, or the `subscription_error` event when there is none). */
export type SubscribeResult =
  | { ok: true; channel: string }
  | { ok: false; channel: string; error: 'unauthorized' | 'forbidden' | 'unknown_channel' | 'bad_request' };

/** Presence events, Echo style: `(event, channel, data)`. */
export const PRESENCE_EVENTS = {
  subscribed: 'presence:subscribed',
  joining: 'presence:joining',
  leaving: 'presence:leaving',
} as const;

/** Cross-tab messages (spec §3 "Realtime"), posted on the BroadcastChannel CROSS_TAB_CHANNEL (constants.ts). */
export const ZCrossTabMessage = z.discriminatedUnion('type', [
  /** An auth popup finished a login: `data` is the login answer (token, member_id, ...). */
  z.object({
    type: z.literal('authLogin'),
    data: z.object({ token: z.string().min(1), member_id: z.union([z.number(), z.string()]) }).passthrough(),
  }),
  /** An auth popup gave up; a result code means it failed and the opener says why. */
  z.object({
    type: z.literal('authLoginClose'),
    code: z.number().int().optional(),
    message: z.string().optional(),
  }),
  /** A game started from a waiting window: close that window (named by `waitingWindow`). */
  z.object({
    type: z.literal('quickGame'),
    waitingWindow: z.string().optional(),
    isGameWindow: z.boolean().optional(),
  }),
]);
export type CrossTabMessage = z.infer<typeof ZCrossTabMessage>;
