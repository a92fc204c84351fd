import { SOCKET_RECONNECT } from '@arks/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentKeys, memberKeys, siteKeys } from '../api/query-keys';
import { privateChannels, publicChannels } from './channels';
import { crossTabAction, runCrossTabAction } from './cross-tab';
import { applyRealtimeAction, realtimeAction, subscribedAction, type EventContext } from './handlers';
import { socketOptions, socketUrl } from './options';
import { AUTH_POPUP, rememberWindow } from './window-registry';

const ctx: EventContext = { siteId: 1, memberId: '42', currency: 'RMB', language: 'zh_CN' };

describe('channels', () => {
  it('lists the public channels of spec §7 by template', () => {
    expect(publicChannels({ template: 'site02', mobileTemplate: 'H5_1', currency: 'RMB' })).toEqual([
      'web_member',
      'web_api.RMB',
      'site02_template',
      'bob_mobile_template',
    ]);
    expect(publicChannels({ template: 'pc', mobileTemplate: 'origin_mobile', currency: 'VND' })).toEqual([
      'web_member',
      'web_api.VND',
    ]);
  });

  it('joins private channels only with both member_id and token, never for the demo member', () => {
    const member = { token: 't0k', memberId: '42', currency: 'RMB', isDemo: false };
    expect(privateChannels(member)).toEqual(['member.42', 'member.RMB', 'presence-member.RMB']);
    expect(privateChannels({ ...member, token: null })).toEqual([]);
    expect(privateChannels({ ...member, memberId: null })).toEqual([]);
    expect(privateChannels({ ...member, token: 'demo', isDemo: true })).toEqual([]);
  });
});

describe('socket options', () => {
  it('uses the reconnect constants of spec §9 and carries the token', () => {
    const options = socketOptions('abc');
    expect(options).toMatchObject({
      path: '/socket.io',
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      timeout: 20_000,
      auth: { token: 'abc' },
      extraHeaders: { authorization: 'abc' },
    });
    expect(SOCKET_RECONNECT.reconnectionAttempts).toBe(Infinity);
    expect(socketOptions(null)).toMatchObject({ auth: {}, extraHeaders: {} });
  });

  it('picks the socket host by page protocol, the development URL first', () => {
    const env = { CONFIG_WEBSOCKET_URL: 'ws://a', CONFIG_WEBSOCKET_URL_SSL: 'wss://a' };
    expect(socketUrl(env, 'https:')).toBe('wss://a');
    expect(socketUrl(env, 'http:')).toBe('ws://a');
    expect(socketUrl(env, 'http:', 'http://dev:3999')).toBe('http://dev:3999');
    expect(socketUrl({ CONFIG_WEBSOCKET_URL: '', CONFIG_WEBSOCKET_URL_SSL: '' }, 'http:')).toBeUndefined();
  });
});

describe('which handler runs', () => {
  it('acts on member events only on the member’s own channel', () => {
    expect(realtimeAction('member.cash', 'member.42', { cash: '10.50', currency: 'RMB' }, ctx)).toEqual({
      kind: 'set-cash',
      memberId: '42',
      cash: '10.50',
    });
    expect(realtimeAction('member.cash', 'member.7', { cash: '10.50', currency: 'RMB' }, ctx)).toEqual({
      kind: 'none',
    });
    expect(realtimeAction('member.cash', 'member.42', { cash: 10.5 }, ctx)).toEqual({ kind: 'none' });
    expect(realtimeAction('login', 'member.42', {}, ctx)).toEqual({ kind: 'already-logged-in' });
    expect(realtimeAction('app_clean_cache', 'member.42', {}, ctx)).toEqual({ kind: 'clean-cache' });
    expect(realtimeAction('profile.updated', 'member.42', {}, ctx)).toEqual({
      kind: 'invalidate',
      keys: [memberKeys.profile('42'), memberKeys.layout('42')],
    });
    expect(realtimeAction('login', 'member.42', {}, { ...ctx, memberId: null })).toEqual({ kind: 'none' });
  });

  it('refetches public content, ads only for the language on screen', () => {
    expect(realtimeAction('customer_service_link_change', 'web_member', {}, ctx)).toEqual({
      kind: 'invalidate',
      keys: [siteKeys.detail(), contentKeys.customerService(1)],
    });
    expect(realtimeAction('carousel_picture.url', 'web_api.RMB', {}, ctx)).toEqual({
      kind: 'invalidate',
      keys: [contentKeys.banners(1, 'RMB')],
    });
    expect(realtimeAction('model_settings.url', 'site02_template', { lang: 'en_US' }, ctx)).toEqual({
      kind: 'none',
    });
    expect(realtimeAction('model_settings.url', 'site02_template', { lang: 'zh_CN' }, ctx)).toEqual({
      kind: 'invalidate',
      keys: [contentKeys.ads(1, 'zh_CN')],
    });
    expect(realtimeAction('RedEnvelopeDisplay', 'member.RMB', {}, ctx)).toEqual({
      kind: 'invalidate',
      keys: [memberKeys.redEnvelope('42')],
    });
  });

  it('sets the balance in the cached member layout and leaves other fields alone', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(memberKeys.layout('42'), { member_account: 'alice', member_cash: '0.00' });
    const effects = { queryClient, alreadyLoggedIn: vi.fn(), cleanCache: vi.fn() };
    applyRealtimeAction(
      realtimeAction('member.cash', 'member.42', { cash: '88.80', currency: 'RMB' }, ctx),
      effects,
    );
    expect(queryClient.getQueryData(memberKeys.layout('42'))).toEqual({
      member_account: 'alice',
      member_cash: '88.80',
    });
    applyRealtimeAction({ kind: 'already-logged-in' }, effects);
    expect(effects.alreadyLoggedIn).toHaveBeenCalledOnce();
    expect(effects.cleanCache).not.toHaveBeenCalled();
  });

  it('refetches member data once the member’s own channel is subscribed, for nothing else', () => {
    expect(subscribedAction('member.42', { memberId: '42' })).toEqual({
      kind: 'invalidate',
      keys: [memberKeys.all],
    });
    expect(subscribedAction('member.43', { memberId: '42' })).toEqual({ kind: 'none' });
    expect(subscribedAction('member.RMB', { memberId: '42' })).toEqual({ kind: 'none' });
    expect(subscribedAction('web_member', { memberId: null })).toEqual({ kind: 'none' });
  });
});

describe('cross-tab messages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('completes a login from the auth popup and closes it', () => {
    const popup = { closed: false, close: vi.fn() } as unknown as Window;
    rememberWindow(AUTH_POPUP, popup);
    const handlers = { completeLogin: vi.fn(), loginFailed: vi.fn() };
    const data = { token: 'tok', member_id: 42, member_account: 'alice', member_currency: 'RMB' };
    runCrossTabAction(crossTabAction({ type: 'authLogin', data }), handlers);
    expect(handlers.completeLogin).toHaveBeenCalledWith(data);
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('shows an error on authLoginClose only when a result code is present', () => {
    const handlers = { completeLogin: vi.fn(), loginFailed: vi.fn() };
    runCrossTabAction(crossTabAction({ type: 'authLoginClose' }), handlers);
    expect(handlers.loginFailed).not.toHaveBeenCalled();
    runCrossTabAction(crossTabAction({ type: 'authLoginClose', code: 103, message: 'frozen' }), handlers);
    expect(handlers.loginFailed).toHaveBeenCalledWith(103, 'frozen');
  });

  it('closes the named waiting window on quickGame and ignores malformed messages', () => {
    const waiting = { closed: false, close: vi.fn() } as unknown as Window;
    rememberWindow('game-waiting', waiting);
    expect(crossTabAction({ type: 'quickGame', waitingWindow: 'game-waiting' })).toEqual({
      kind: 'close-window',
      close: 'game-waiting',
      preQuitGame: false,
    });
    runCrossTabAction(crossTabAction({ type: 'quickGame', waitingWindow: 'game-waiting' }), {
      completeLogin: vi.fn(),
      loginFailed: vi.fn(),
    });
    expect(waiting.close).toHaveBeenCalledOnce();
    expect(crossTabAction({ type: 'authLogin' })).toBeNull();
    expect(crossTabAction('hello')).toBeNull();
  });
});
