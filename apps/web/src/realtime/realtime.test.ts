import { SOCKET_RECONNECT } from '@arks/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentKeys, memberKeys, siteKeys } from '../api/query-keys';
import { privateChannels, publicChannels } from './channels';
import { crossTabAction } from './cross-tab-action';
import { runCrossTabAction } from './cross-tab';
import { applyRealtimeAction, realtimeAction, subscribedAction, type EventContext } from './handlers';
import { socketOptions, socketUrl } from './options';
import {
  AUTH_POPUP,
  closeWindow,
  closeWindowOf,
  isWindowOpen,
  followWaitingUrl,
  pointWaitingWindow,
  rememberWaitingWindow,
  rememberWindow,
  WAITING_WINDOWS,
  whenWindowClosed,
} from './window-registry';

const ctx: EventContext = {
  siteId: 1,
  memberId: '42',
  currency: 'RMB',
  language: 'zh_CN',
  deviceId: 'dev-a',
};

const effectsWith = (queryClient = new QueryClient()) => ({
  queryClient,
  alreadyLoggedIn: vi.fn(),
  cleanCache: vi.fn(),
  gameUrl: vi.fn(),
  transferDisabled: vi.fn(),
  clearQuitting: vi.fn(),
  gameClosed: vi.fn(),
  transferInFailed: vi.fn(),
  depositSucceeded: vi.fn(),
});
const crossTabHandlers = () => ({ completeLogin: vi.fn(), loginFailed: vi.fn(), quitGame: vi.fn() });

/** A window this tab opened, as far as the registry looks at it. */
const fakeWindow = () =>
  ({ closed: false, close: vi.fn(), location: { href: '/loading' } }) as unknown as Window;

describe('channels', () => {
  it('lists the public channels of spec §7 by the site template', () => {
    expect(publicChannels({ siteTemplate: 'site02', mobileTemplate: 'H5_1', currency: 'RMB' })).toEqual([
      'web_member',
      'web_api.RMB',
      'site02_template',
      'bob_mobile_template',
    ]);
    for (const siteTemplate of ['suncity', 'apsport']) {
      expect(publicChannels({ siteTemplate, mobileTemplate: 'origin_mobile', currency: 'VND' })).toEqual([
        'web_member',
        'web_api.VND',
        `${siteTemplate}_template`,
      ]);
    }
    // Other templates have no ad channel.
    expect(publicChannels({ siteTemplate: 'pc', mobileTemplate: 'origin_mobile', currency: 'VND' })).toEqual([
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
      refresh: [['account', 'agent-commission', '42']],
    });
    expect(realtimeAction('member.cash', 'member.7', { cash: '10.50', currency: 'RMB' }, ctx)).toEqual({
      kind: 'none',
    });
    expect(realtimeAction('member.cash', 'member.42', { cash: 10.5 }, ctx)).toEqual({ kind: 'none' });
    expect(realtimeAction('login', 'member.42', {}, ctx)).toEqual({ kind: 'already-logged-in' });
    expect(realtimeAction('app_clean_cache', 'member.42', {}, ctx)).toEqual({ kind: 'clean-cache' });
    expect(realtimeAction('profile.updated', 'member.42', {}, ctx)).toEqual({
      kind: 'invalidate',
      keys: [memberKeys.profile('42'), memberKeys.layout('42'), memberKeys.bankAccounts('42')],
    });
    expect(realtimeAction('login', 'member.42', {}, { ...ctx, memberId: null })).toEqual({ kind: 'none' });
  });

  it('refetches public content, ads only for the language on screen', () => {
    expect(realtimeAction('customer_service_link_change', 'web_member', {}, ctx)).toEqual({
      kind: 'invalidate',
      keys: [siteKeys.detail(), contentKeys.customerService(1)],
    });
    expect(
      realtimeAction(
        'site_template_change',
        'web_member',
        { template: 'suncity', mobile_template: 'H5_3' },
        ctx,
      ),
    ).toEqual({ kind: 'invalidate', keys: [siteKeys.detail()] });
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
    const effects = effectsWith(queryClient);
    applyRealtimeAction(
      realtimeAction('member.cash', 'member.42', { cash: '88.80', currency: 'RMB' }, ctx),
      effects,
    );
    expect(queryClient.getQueryData(memberKeys.layout('42'))).toEqual({
      member_account: 'alice',
      member_cash: '88.80',
    });
    // Spec §7 member.cash "sets balance, clears quitting".
    expect(effects.clearQuitting).toHaveBeenCalledOnce();
    applyRealtimeAction({ kind: 'already-logged-in' }, effects);
    expect(effects.alreadyLoggedIn).toHaveBeenCalledOnce();
    expect(effects.cleanCache).not.toHaveBeenCalled();
  });

  it('logs out on `login` unless the new login is this browser’s own (same device id)', () => {
    expect(realtimeAction('login', 'member.42', { udid: 'dev-b' }, ctx)).toEqual({
      kind: 'already-logged-in',
    });
    expect(realtimeAction('login', 'member.42', { udid: null }, ctx)).toEqual({ kind: 'already-logged-in' });
    // The tabs of this browser share the new login's token: logging out would wipe it for all of them.
    expect(realtimeAction('login', 'member.42', { udid: 'dev-a' }, ctx)).toEqual({ kind: 'none' });
    expect(realtimeAction('login', 'member.42', { udid: 'dev-a' }, { ...ctx, deviceId: null })).toEqual({
      kind: 'already-logged-in',
    });
  });

  it('turns launch events into pointing the waiting window and the 957 notice', () => {
    expect(
      realtimeAction(
        'game.url',
        'member.42',
        { url: 'https://g.test/#t=1', gp_id: 'GP1', game_code: 'k' },
        ctx,
      ),
    ).toEqual({ kind: 'game-url', url: 'https://g.test/#t=1', game: 'GP1:k' });
    expect(realtimeAction('game.url', 'member.42', { url: 'https://g.test/' }, ctx)).toEqual({
      kind: 'game-url',
      url: 'https://g.test/',
      game: null,
    });
    expect(realtimeAction('game.url', 'member.42', {}, ctx)).toEqual({ kind: 'none' });
    expect(realtimeAction('forward_game.status', 'member.42', { status: 957 }, ctx)).toEqual({
      kind: 'transfer-disabled',
    });
    expect(realtimeAction('forward_game.status', 'member.42', { status: '957' }, ctx)).toEqual({
      kind: 'transfer-disabled',
    });
    expect(realtimeAction('forward_game.status', 'member.42', { status: 203 }, ctx)).toEqual({
      kind: 'none',
    });
    const effects = effectsWith();
    applyRealtimeAction({ kind: 'game-url', url: 'u', game: 'GP1:k' }, effects);
    applyRealtimeAction({ kind: 'transfer-disabled' }, effects);
    expect(effects.gameUrl).toHaveBeenCalledWith('u', 'GP1:k');
    expect(effects.transferDisabled).toHaveBeenCalledOnce();
  });

  it('spec §8 forward_game.status "other codes start game-status handling": 958 closes the game, 959 tells', () => {
    const status = (payload: object) => realtimeAction('forward_game.status', 'member.42', payload, ctx);
    expect(status({ status: 958, gp_id: 'GP1', game_code: 'k' })).toEqual({
      kind: 'game-closed',
      game: 'GP1:k',
      keys: [memberKeys.wallets('42'), memberKeys.layout('42')],
    });
    expect(status({ status: '958' })).toMatchObject({ kind: 'game-closed', game: null });
    expect(status({ status: 959, gp_id: 'GP1', game_code: 'k' })).toEqual({
      kind: 'transfer-in-failed',
      game: 'GP1:k',
    });
    // 957 still the notice, named game or not; a code this page does not know does nothing.
    expect(status({ status: 957, gp_id: 'GP1' })).toEqual({ kind: 'transfer-disabled' });
    expect(status({ status: 990 })).toEqual({ kind: 'none' });
    // Only on the member's own channel.
    expect(realtimeAction('forward_game.status', 'member.7', { status: 958 }, ctx)).toEqual({ kind: 'none' });

    const queryClient = new QueryClient();
    queryClient.setQueryData(memberKeys.layout('42'), { member_cash: '0.00' });
    const effects = effectsWith(queryClient);
    applyRealtimeAction(status({ status: 958, gp_id: 'GP1', game_code: 'k' }), effects);
    expect(effects.gameClosed).toHaveBeenCalledWith('GP1:k');
    // The cash is refetched: the game's balance came back.
    expect(queryClient.getQueryState(memberKeys.layout('42'))!.isInvalidated).toBe(true);
    applyRealtimeAction(status({ status: 959, gp_id: 'GP1', game_code: 'k' }), effects);
    expect(effects.transferInFailed).toHaveBeenCalledWith('GP1:k');
  });

  it('on a deposit: refetches the wallet and records, and names the pay event by deposit_times', () => {
    const deposit = (deposit_times: number) =>
      realtimeAction(
        'member_deposit.success',
        'member.42',
        { order_number: 'D9', deposit_amount: '100.00', deposit_times },
        ctx,
      );
    expect(deposit(1)).toEqual({
      kind: 'deposit-success',
      keys: [memberKeys.wallets('42'), memberKeys.layout('42'), memberKeys.records('deposit', '42')],
      pay: { eventName: 'first pay', orderNumber: 'D9', amount: '100.00' },
    });
    expect(deposit(2)).toMatchObject({ pay: { eventName: 'pay' } });
    expect(deposit(0)).toMatchObject({ pay: { eventName: 'pay' } });
    expect(realtimeAction('member_deposit.success', 'member.42', { order_number: 'D9' }, ctx)).toEqual({
      kind: 'none',
    });

    const queryClient = new QueryClient();
    queryClient.setQueryData(memberKeys.wallets('42'), []);
    const effects = effectsWith(queryClient);
    applyRealtimeAction(deposit(1), effects);
    expect(queryClient.getQueryState(memberKeys.wallets('42'))!.isInvalidated).toBe(true);
    expect(effects.depositSucceeded).toHaveBeenCalledWith({
      eventName: 'first pay',
      orderNumber: 'D9',
      amount: '100.00',
    });
  });

  const at = { memberId: '42', siteId: 2, currency: 'VND', language: 'vi_VN' } as const;

  it('refetches member data once the member’s own channel is subscribed', () => {
    expect(subscribedAction('member.42', at)).toEqual({ kind: 'invalidate', keys: [memberKeys.all] });
    expect(subscribedAction('member.43', at)).toEqual({ kind: 'none' });
    expect(subscribedAction('member.VND', at)).toEqual({ kind: 'none' });
  });

  it('refetches what each public channel’s events cover once it is subscribed', () => {
    expect(subscribedAction('web_member', { ...at, memberId: null })).toEqual({
      kind: 'invalidate',
      keys: [siteKeys.detail(), contentKeys.customerService(2)],
    });
    expect(subscribedAction('web_api.VND', at)).toEqual({
      kind: 'invalidate',
      keys: [contentKeys.banners(2, 'VND')],
    });
    expect(subscribedAction('suncity_template', at)).toEqual({
      kind: 'invalidate',
      keys: [contentKeys.ads(2, 'vi_VN')],
    });
    expect(subscribedAction('bob_mobile_template', at)).toEqual({
      kind: 'invalidate',
      keys: [
        contentKeys.ads(2, 'vi_VN'),
        contentKeys.sponsors(2, 'vi_VN'),
        contentKeys.loginList(2, 'vi_VN'),
      ],
    });
    expect(subscribedAction('web_api.RMB', at)).toEqual({ kind: 'none' });
  });
});

describe('cross-tab messages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('completes a login from the auth popup and closes it', () => {
    const popup = { closed: false, close: vi.fn() } as unknown as Window;
    rememberWindow(AUTH_POPUP, popup);
    const handlers = crossTabHandlers();
    const data = { token: 'tok', member_id: 42, member_account: 'alice', member_currency: 'RMB' };
    runCrossTabAction(crossTabAction({ type: 'authLogin', data }), handlers);
    expect(handlers.completeLogin).toHaveBeenCalledWith(data);
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('shows an error on authLoginClose only when a result code is present', () => {
    const handlers = crossTabHandlers();
    runCrossTabAction(crossTabAction({ type: 'authLoginClose' }), handlers);
    expect(handlers.loginFailed).not.toHaveBeenCalled();
    runCrossTabAction(crossTabAction({ type: 'authLoginClose', code: 103, message: 'frozen' }), handlers);
    expect(handlers.loginFailed).toHaveBeenCalledWith(103, 'frozen');
  });

  it('closes the waiting window this tab opened last when quickGame names none; a game window quits its game first', () => {
    const game = fakeWindow();
    rememberWaitingWindow(WAITING_WINDOWS.game, game, 'GP1:k');
    expect(crossTabAction({ type: 'quickGame' })).toEqual({
      kind: 'close-window',
      close: WAITING_WINDOWS.game,
      preQuitGame: true,
    });
    const handlers = crossTabHandlers();
    runCrossTabAction(crossTabAction({ type: 'quickGame' }), handlers);
    expect(handlers.quitGame).toHaveBeenCalledOnce();
    expect(game.close).toHaveBeenCalledOnce();

    const payment = fakeWindow();
    rememberWaitingWindow(WAITING_WINDOWS.deposit, payment);
    const other = crossTabHandlers();
    runCrossTabAction(crossTabAction({ type: 'quickGame' }), other);
    expect(payment.close).toHaveBeenCalledOnce();
    expect(other.quitGame).not.toHaveBeenCalled();
    // Nothing left open, nothing named: nothing to do.
    expect(crossTabAction({ type: 'quickGame' })).toMatchObject({ close: null, preQuitGame: false });
  });

  it('closes the named waiting window on quickGame and ignores malformed messages', () => {
    const waiting = { closed: false, close: vi.fn() } as unknown as Window;
    rememberWindow('game-waiting', waiting);
    expect(crossTabAction({ type: 'quickGame', waitingWindow: 'game-waiting' })).toEqual({
      kind: 'close-window',
      close: 'game-waiting',
      preQuitGame: false,
    });
    runCrossTabAction(
      crossTabAction({ type: 'quickGame', waitingWindow: 'game-waiting' }),
      crossTabHandlers(),
    );
    expect(waiting.close).toHaveBeenCalledOnce();
    expect(crossTabAction({ type: 'authLogin' })).toBeNull();
    expect(crossTabAction('hello')).toBeNull();
  });
});

describe('waiting windows', () => {
  afterEach(() => {
    vi.useRealTimers();
    closeWindow(WAITING_WINDOWS.game);
    closeWindow(WAITING_WINDOWS.deposit);
  });

  const stored = () => ({
    window: localStorage.getItem('waitingWindow'),
    url: localStorage.getItem('waitingUrl'),
  });

  it('spec §3 waitingUrl: kept in local storage while a window waits for its address, removed once pointed', () => {
    const win = fakeWindow();
    rememberWaitingWindow(WAITING_WINDOWS.game, win, 'GP1:koi');
    expect(stored().window).toBe('gameWindow');
    expect(JSON.parse(stored().url!)).toMatchObject({ window: 'gameWindow', awaiting: 'GP1:koi', url: null });
    expect(pointWaitingWindow(WAITING_WINDOWS.game, 'https://g.test/', 'GP1:koi')).toBe(true);
    expect(win.location.href).toBe('https://g.test/');
    expect(stored()).toEqual({ window: null, url: null });
    // A window closed while waiting (a failed launch) leaves nothing behind either.
    rememberWaitingWindow(WAITING_WINDOWS.game, fakeWindow(), 'GP1:koi');
    closeWindow(WAITING_WINDOWS.game);
    expect(stored()).toEqual({ window: null, url: null });
  });

  it('spec §3 waitingUrl: a tab without the window leaves the address, and the /loading page goes there once', () => {
    // Another tab opened the waiting window (or this one was reloaded since): it holds no reference.
    localStorage.setItem('waitingWindow', 'gameWindow');
    localStorage.setItem(
      'waitingUrl',
      JSON.stringify({ window: 'gameWindow', awaiting: 'GP1:koi', url: null, at: Date.now() }),
    );
    expect(pointWaitingWindow(WAITING_WINDOWS.game, 'https://other.test/', 'GP2:dragon')).toBe(false);
    expect(followWaitingUrl('gameWindow', vi.fn())).toBe(false);
    expect(pointWaitingWindow(WAITING_WINDOWS.game, 'https://g.test/#t=1', 'GP1:koi')).toBe(true);
    const go = vi.fn();
    expect(followWaitingUrl('depositWindow', go)).toBe(false);
    expect(followWaitingUrl('gameWindow', go)).toBe(true);
    expect(go).toHaveBeenCalledWith('https://g.test/#t=1');
    expect(stored()).toEqual({ window: null, url: null });
    expect(followWaitingUrl('gameWindow', go)).toBe(false);
    expect(go).toHaveBeenCalledOnce();
  });

  it('points a waiting window once, and only at the address of what it waits for', () => {
    const win = fakeWindow();
    rememberWaitingWindow(WAITING_WINDOWS.game, win, 'GP1:koi');
    expect(pointWaitingWindow(WAITING_WINDOWS.game, 'https://other.test/', 'GP2:dragon')).toBe(false);
    expect(win.location.href).toBe('/loading');
    expect(pointWaitingWindow(WAITING_WINDOWS.game, 'https://g.test/#t=1', 'GP1:koi')).toBe(true);
    expect(win.location.href).toBe('https://g.test/#t=1');
    // The launch's own answer after the server's game.url: the game is not loaded again.
    win.location.href = 'https://g.test/playing';
    expect(pointWaitingWindow(WAITING_WINDOWS.game, 'https://g.test/#t=1', 'GP1:koi')).toBe(false);
    expect(win.location.href).toBe('https://g.test/playing');
  });

  it('a window not waiting (a popup) or closed is never pointed; null matches any launch', () => {
    const popup = fakeWindow();
    rememberWindow(WAITING_WINDOWS.game, popup);
    expect(pointWaitingWindow(WAITING_WINDOWS.game, 'https://g.test/', null)).toBe(false);
    const closed = { ...fakeWindow(), closed: true } as Window;
    rememberWaitingWindow(WAITING_WINDOWS.game, closed, 'GP1:koi');
    expect(pointWaitingWindow(WAITING_WINDOWS.game, 'https://g.test/', 'GP1:koi')).toBe(false);
    const waiting = fakeWindow();
    rememberWaitingWindow(WAITING_WINDOWS.game, waiting, 'GP1:koi');
    expect(pointWaitingWindow(WAITING_WINDOWS.game, 'https://g.test/', null)).toBe(true);
  });

  it('forward_game.status 958 closes the game window only when it shows that game', () => {
    const win = fakeWindow();
    rememberWaitingWindow(WAITING_WINDOWS.game, win, 'GP1:koi');
    // Still waiting: a relaunch of the same game, and the 958 is for the session it replaced.
    expect(closeWindowOf(WAITING_WINDOWS.game, 'GP1:koi')).toBe(false);
    pointWaitingWindow(WAITING_WINDOWS.game, 'https://g.test/', 'GP1:koi');
    // A newer launch of this tab replaced GP2's game: the window shows GP1's and stays.
    expect(closeWindowOf(WAITING_WINDOWS.game, 'GP2:dragon')).toBe(false);
    expect(win.close).not.toHaveBeenCalled();
    expect(closeWindowOf(WAITING_WINDOWS.game, 'GP1:koi')).toBe(true);
    expect(win.close).toHaveBeenCalledOnce();
    const any = fakeWindow();
    rememberWaitingWindow(WAITING_WINDOWS.game, any, 'GP3:x');
    pointWaitingWindow(WAITING_WINDOWS.game, 'https://g.test/x', 'GP3:x');
    expect(closeWindowOf(WAITING_WINDOWS.game, null)).toBe(true);
    expect(closeWindowOf(WAITING_WINDOWS.game, null)).toBe(false);
  });

  it('runs at once without the window open, else once it is closed', () => {
    vi.useFakeTimers();
    const now = vi.fn();
    whenWindowClosed(WAITING_WINDOWS.deposit, now);
    expect(now).toHaveBeenCalledOnce();

    const payment = fakeWindow() as { closed: boolean };
    rememberWaitingWindow(WAITING_WINDOWS.deposit, payment as unknown as Window);
    expect(isWindowOpen(WAITING_WINDOWS.deposit)).toBe(true);
    const later = vi.fn();
    whenWindowClosed(WAITING_WINDOWS.deposit, later);
    vi.advanceTimersByTime(2_000);
    expect(later).not.toHaveBeenCalled();
    payment.closed = true;
    vi.advanceTimersByTime(500);
    expect(later).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(2_000);
    expect(later).toHaveBeenCalledOnce();
  });
});
