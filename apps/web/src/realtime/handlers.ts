import { GameStatusCode, RealtimeChannels, ZMemberEvents, type LangCode } from '@arks/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { contentKeys, memberKeys, siteKeys } from '../api/query-keys';

export interface EventContext {
  siteId: number;
  memberId: string | null;
  currency: string;
  language: LangCode;
  /** This browser's device id, the `udid` its logins send. */
  deviceId?: string | null;
}

/** Spec §9: a first deposit (deposit_times 1) fires 'first pay', any later one 'pay'. */
export type PayEventName = 'first pay' | 'pay';
export const payEventName = (depositTimes: number): PayEventName =>
  depositTimes === 1 ? 'first pay' : 'pay';

/** Spec §8 forward_game.status 957: transfers to that game's provider are switched off. */
export const TRANSFER_DISABLED_STATUS = GameStatusCode.TRANSFER_DISABLED;

/** What one realtime event asks of the app (spec §7 "Realtime"), decided without side effects. */
export type RealtimeAction =
  /** `refresh`: lists a balance change may come from (a commission paid), refetched if on screen. */
  | { kind: 'set-cash'; memberId: string; cash: string; refresh: QueryKey[] }
  | { kind: 'invalidate'; keys: QueryKey[] }
  | { kind: 'already-logged-in' }
  | { kind: 'clean-cache' }
  /** `game` is the launch it is for (`gp_id:game_code`), null when the server did not say. */
  | { kind: 'game-url'; url: string; game: string | null }
  | { kind: 'transfer-disabled' }
  /** forward_game.status 958: the server ended that game (`gp_id:game_code`, null: any). */
  | { kind: 'game-closed'; game: string | null; keys: QueryKey[] }
  /** forward_game.status 959: the balance could not be moved into that game at launch. */
  | { kind: 'transfer-in-failed'; game: string | null }
  | {
      kind: 'deposit-success';
      keys: QueryKey[];
      pay: { eventName: PayEventName; orderNumber: string; amount: string };
    }
  | { kind: 'none' };

const NONE: RealtimeAction = { kind: 'none' };

function forLanguage(payload: unknown, language: LangCode): boolean {
  const lang = (payload as { lang?: unknown } | null)?.lang;
  return lang === undefined || lang === language;
}

function memberAction(event: string, payload: unknown, memberId: string, ctx: EventContext): RealtimeAction {
  switch (event) {
    case 'member.cash': {
      const parsed = ZMemberEvents['member.cash'].safeParse(payload);
      // Spec §7 "member.cash (sets balance, clears quitting)": the balance is back, so is the game left.
      return parsed.success
        ? {
            kind: 'set-cash',
            memberId,
            cash: parsed.data.cash,
            refresh: [memberKeys.agentCommission(memberId)],
          }
        : NONE;
    }
    case 'profile.updated':
      return {
        kind: 'invalidate',
        keys: [memberKeys.profile(memberId), memberKeys.layout(memberId), memberKeys.bankAccounts(memberId)],
      };
    case 'letter.sent':
    case 'letter.read':
    case 'letter.delete':
      return { kind: 'invalidate', keys: [memberKeys.letters(memberId)] };
    case 'all_transfer_back':
      return { kind: 'invalidate', keys: [memberKeys.wallets(memberId), memberKeys.layout(memberId)] };
    case 'login': {
      // The server tells only the login a newer one replaced, and names the new login's device. The
      // tabs of one browser share their device id and their stored token: when the new login is this
      // browser's own, its token is on its way into storage (the tab that logged in stores it, the
      // others follow), and logging out here would wipe it for every tab.
      const parsed = ZMemberEvents.login.safeParse(payload);
      const udid = parsed.success ? parsed.data.udid : undefined;
      return udid && ctx.deviceId && udid === ctx.deviceId ? NONE : { kind: 'already-logged-in' };
    }
    case 'app_clean_cache':
      return { kind: 'clean-cache' };
    case 'game.url': {
      const parsed = ZMemberEvents['game.url'].safeParse(payload);
      if (!parsed.success) return NONE;
      const { url, gp_id, game_code } = parsed.data;
      return { kind: 'game-url', url, game: gp_id && game_code ? `${gp_id}:${game_code}` : null };
    }
    case 'forward_game.status': {
      // Spec §8: 957 is the transfers-off notice, other codes start game-status handling (our codes:
      // GameStatusCode in the contracts). A code this page does not know is left alone.
      const parsed = ZMemberEvents['forward_game.status'].safeParse(payload);
      if (!parsed.success) return NONE;
      const { gp_id, game_code } = parsed.data;
      const game = gp_id && game_code ? `${gp_id}:${game_code}` : null;
      switch (Number(parsed.data.status)) {
        case GameStatusCode.TRANSFER_DISABLED:
          return { kind: 'transfer-disabled' };
        case GameStatusCode.GAME_CLOSED:
          return {
            kind: 'game-closed',
            game,
            keys: [memberKeys.wallets(memberId), memberKeys.layout(memberId)],
          };
        case GameStatusCode.TRANSFER_IN_FAILED:
          return { kind: 'transfer-in-failed', game };
        default:
          return NONE;
      }
    }
    case 'member_deposit.success': {
      const parsed = ZMemberEvents['member_deposit.success'].safeParse(payload);
      if (!parsed.success) return NONE;
      return {
        kind: 'deposit-success',
        keys: [
          memberKeys.wallets(memberId),
          memberKeys.layout(memberId),
          memberKeys.records('deposit', memberId),
        ],
        pay: {
          eventName: payEventName(parsed.data.deposit_times),
          orderNumber: parsed.data.order_number,
          amount: parsed.data.deposit_amount,
        },
      };
    }
    default:
      return NONE;
  }
}

function publicAction(event: string, payload: unknown, ctx: EventContext): RealtimeAction {
  switch (event) {
    case 'customer_service_link_change':
      // The address is part of the site detail (env_config.customer_service_url); the channels
      // (live chat, Telegram, phone ...) are their own query under the customer-service key.
      return { kind: 'invalidate', keys: [siteKeys.detail(), contentKeys.customerService(ctx.siteId)] };
    case 'site_template_change':
      // The templates are part of the site detail; the page takes on the new look when it answers.
      return { kind: 'invalidate', keys: [siteKeys.detail()] };
    case 'carousel_picture.url':
      return { kind: 'invalidate', keys: [contentKeys.banners(ctx.siteId, ctx.currency)] };
    case 'model_settings.url':
      return forLanguage(payload, ctx.language)
        ? { kind: 'invalidate', keys: [contentKeys.ads(ctx.siteId, ctx.language)] }
        : NONE;
    case 'model_sponsor.url':
      return forLanguage(payload, ctx.language)
        ? { kind: 'invalidate', keys: [contentKeys.sponsors(ctx.siteId, ctx.language)] }
        : NONE;
    case 'model_login.url':
      return forLanguage(payload, ctx.language)
        ? { kind: 'invalidate', keys: [contentKeys.loginList(ctx.siteId, ctx.language)] }
        : NONE;
    default:
      return NONE;
  }
}

/**
 * The action for `event` heard on `channel`. Member events count only on the member's own channel, so
 * a stale connection of a previous login can never act on the new one.
 */
export function realtimeAction(
  event: string,
  channel: string,
  payload: unknown,
  ctx: EventContext,
): RealtimeAction {
  if (ctx.memberId && channel === RealtimeChannels.member(ctx.memberId)) {
    return memberAction(event, payload, ctx.memberId, ctx);
  }
  if (channel.startsWith('member.')) {
    return ctx.memberId && event === 'RedEnvelopeDisplay'
      ? { kind: 'invalidate', keys: [memberKeys.redEnvelope(ctx.memberId)] }
      : NONE;
  }
  return publicAction(event, payload, ctx);
}

/**
 * Once a channel is heard again (first connect or reconnect), whatever its events would have said
 * while it was not (between the page's first fetch and the subscription, or while offline) is fetched
 * afresh: the member's data on their own channel, and on each public channel the content its events
 * cover. The page may open the connection a while after its first fetch (see use-after-first-paint.ts).
 */
export function subscribedAction(
  channel: string,
  ctx: Pick<EventContext, 'memberId' | 'siteId' | 'currency' | 'language'>,
): RealtimeAction {
  if (ctx.memberId && channel === RealtimeChannels.member(ctx.memberId)) {
    return { kind: 'invalidate', keys: [memberKeys.all] };
  }
  const keys = publicChannelKeys(channel, ctx);
  return keys.length ? { kind: 'invalidate', keys } : NONE;
}

/** The queries the events of a public channel invalidate (see publicAction and the server's senders). */
function publicChannelKeys(
  channel: string,
  { siteId, currency, language }: Pick<EventContext, 'siteId' | 'currency' | 'language'>,
): QueryKey[] {
  if (channel === RealtimeChannels.webMember) {
    return [siteKeys.detail(), contentKeys.customerService(siteId)];
  }
  if (channel === RealtimeChannels.webApi(currency)) return [contentKeys.banners(siteId, currency)];
  if (channel === RealtimeChannels.bobMobileTemplate) {
    return [
      contentKeys.ads(siteId, language),
      contentKeys.sponsors(siteId, language),
      contentKeys.loginList(siteId, language),
    ];
  }
  if (channel.endsWith('_template')) return [contentKeys.ads(siteId, language)];
  return [];
}

export interface ActionEffects {
  queryClient: QueryClient;
  alreadyLoggedIn(): void;
  cleanCache(): void;
  /** Points the waiting game window at a launch's address, if this tab waits for that launch. */
  gameUrl(url: string, game: string | null): void;
  /** Spec §8 957: tells the member that transfers to that game are switched off. */
  transferDisabled(): void;
  /** Spec §7 member.cash "clears quitting": the game being left is left. */
  clearQuitting(): void;
  /** forward_game.status 958: the game is over; whatever shows it here closes and stops playing. */
  gameClosed(game: string | null): void;
  /** forward_game.status 959: tells the member the balance could not be moved into the game. */
  transferInFailed(game: string | null): void;
  /** Spec §7 member_deposit.success: the ad-pixel event of the deposit (web only). */
  depositSucceeded(pay: Extract<RealtimeAction, { kind: 'deposit-success' }>['pay']): void;
}

/**
 * Carries an action out. Invalidating a key nobody has queried yet is a no-op, so events for content
 * whose screens come with later issues (banners, ads, sponsors, letters) start working by themselves
 * once those queries use the shared keys.
 */
export function applyRealtimeAction(action: RealtimeAction, effects: ActionEffects): void {
  switch (action.kind) {
    case 'set-cash':
      effects.queryClient.setQueryData<{ member_cash: string }>(memberKeys.layout(action.memberId), (old) =>
        old ? { ...old, member_cash: action.cash } : old,
      );
      effects.clearQuitting();
      for (const queryKey of action.refresh) void effects.queryClient.invalidateQueries({ queryKey });
      return;
    case 'invalidate':
      for (const queryKey of action.keys) void effects.queryClient.invalidateQueries({ queryKey });
      return;
    case 'already-logged-in':
      effects.alreadyLoggedIn();
      return;
    case 'clean-cache':
      effects.cleanCache();
      return;
    case 'game-url':
      effects.gameUrl(action.url, action.game);
      return;
    case 'transfer-disabled':
      effects.transferDisabled();
      return;
    case 'game-closed':
      effects.gameClosed(action.game);
      for (const queryKey of action.keys) void effects.queryClient.invalidateQueries({ queryKey });
      return;
    case 'transfer-in-failed':
      effects.transferInFailed(action.game);
      return;
    case 'deposit-success':
      for (const queryKey of action.keys) void effects.queryClient.invalidateQueries({ queryKey });
      effects.depositSucceeded(action.pay);
      return;
  }
}
