import { RealtimeChannels, ZMemberEvents, type LangCode } from '@arks/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { contentKeys, memberKeys, siteKeys } from '../api/query-keys';

export interface EventContext {
  siteId: number;
  memberId: string | null;
  currency: string;
  language: LangCode;
}

/** What one realtime event asks of the app (spec §7 "Realtime"), decided without side effects. */
export type RealtimeAction =
  | { kind: 'set-cash'; memberId: string; cash: string }
  | { kind: 'invalidate'; keys: QueryKey[] }
  | { kind: 'already-logged-in' }
  | { kind: 'clean-cache' }
  | { kind: 'none' };

const NONE: RealtimeAction = { kind: 'none' };

function forLanguage(payload: unknown, language: LangCode): boolean {
  const lang = (payload as { lang?: unknown } | null)?.lang;
  return lang === undefined || lang === language;
}

function memberAction(event: string, payload: unknown, memberId: string): RealtimeAction {
  switch (event) {
    case 'member.cash': {
      const parsed = ZMemberEvents['member.cash'].safeParse(payload);
      return parsed.success ? { kind: 'set-cash', memberId, cash: parsed.data.cash } : NONE;
    }
    case 'profile.updated':
      return { kind: 'invalidate', keys: [memberKeys.profile(memberId), memberKeys.layout(memberId)] };
    case 'letter.sent':
    case 'letter.read':
    case 'letter.delete':
      return { kind: 'invalidate', keys: [memberKeys.letters(memberId)] };
    case 'all_transfer_back':
      return { kind: 'invalidate', keys: [memberKeys.wallets(memberId), memberKeys.layout(memberId)] };
    case 'login':
      return { kind: 'already-logged-in' };
    case 'app_clean_cache':
      return { kind: 'clean-cache' };
    // game.url and forward_game.status drive the game-launch state machine, and member.cash's
    // "clears quitting" its leave state: both arrive with the games issue. member_deposit.success only
    // feeds ad pixels (marketing issue).
    default:
      return NONE;
  }
}

function publicAction(event: string, payload: unknown, ctx: EventContext): RealtimeAction {
  switch (event) {
    case 'customer_service_link_change':
      // The link itself is part of the site detail (env_config.customer_service_url).
      return { kind: 'invalidate', keys: [siteKeys.detail(), contentKeys.customerService(ctx.siteId)] };
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
    return memberAction(event, payload, ctx.memberId);
  }
  if (channel.startsWith('member.')) {
    return ctx.memberId && event === 'RedEnvelopeDisplay'
      ? { kind: 'invalidate', keys: [memberKeys.redEnvelope(ctx.memberId)] }
      : NONE;
  }
  return publicAction(event, payload, ctx);
}

/**
 * Once the member's own channel is heard again (first connect or reconnect), whatever changed while it
 * was not (between the page's first fetch and the subscription, or while offline) is fetched afresh.
 */
export function subscribedAction(channel: string, ctx: Pick<EventContext, 'memberId'>): RealtimeAction {
  return ctx.memberId && channel === RealtimeChannels.member(ctx.memberId)
    ? { kind: 'invalidate', keys: [memberKeys.all] }
    : NONE;
}

export interface ActionEffects {
  queryClient: QueryClient;
  alreadyLoggedIn(): void;
  cleanCache(): void;
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
  }
}
