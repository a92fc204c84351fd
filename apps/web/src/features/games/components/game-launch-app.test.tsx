import { NATIVE_BRIDGE_MESSAGES } from '@arks/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { i18n, initI18n } from '../../../i18n/instance';
import { renderApp } from '../../../test/render-app';
import { siteFetch } from '../../../test/site-fixtures';
import type { GameItem } from '../api/hall-games';
import { resetGameSession, setReturnRunning, getGameSession } from '../../../lib/game-session';
import { toast } from '../../../lib/toast';
import { useGameLauncher, type LauncherContext } from './use-game-launcher';
import { useLeaveGame } from './use-leave-game';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

type AppWindow = Window & { webkit?: unknown };
const appWindow = window as AppWindow;

/** Our iOS app's web view: the ArksApp/iosStore token and one script message handler per message. */
function simulateIosApp() {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(`${IPHONE} ArksApp/iosStore`);
  const posted: { handler: string; body: unknown }[] = [];
  appWindow.webkit = {
    messageHandlers: Object.fromEntries(
      NATIVE_BRIDGE_MESSAGES.map((handler) => [
        handler,
        { postMessage: (body: unknown) => posted.push({ handler, body }) },
      ]),
    ),
  };
  return posted;
}

let calls: { url: string; body: Record<string, unknown> }[] = [];
let playCode = 1000;

function stubServer() {
  const site = siteFetch();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
      calls.push({ url: input, body });
      const answer = (code: number, data: unknown) =>
        new Response(JSON.stringify({ code, message: code === 1000 ? '' : 'refused', data }), {
          headers: { 'content-type': 'application/json' },
        });
      if (input === '/api/member/game/play1')
        return answer(playCode, {
          game_url: 'https://games.example/play?t=1',
          cash: '0',
          transfer_pending: false,
        });
      if (input === '/api/member/game/leave1') return answer(1000, { cash: '10', transfer_pending: false });
      return site.fetch(input, init);
    }),
  );
}

/** Stands in for the waiting window the launcher opens on the click. */
function stubWindowOpen() {
  const waiting = { closed: false, location: { href: '' }, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => waiting),
  );
  return waiting;
}

const game: GameItem = {
  id: 1,
  game_id: 1,
  gp_id: 'GPHS',
  gp_name: 'House',
  gp_gt_name: 'House Slot',
  gt_id: 2,
  game_type: 2,
  game_code: 'fruit',
  game_name: 'Fruit',
  house: 1,
  customized: 0,
  icon_light: null,
  tags: [],
  member_favorite: 0,
  demo: 0,
  open_mode: 'window',
};

const ctx = (over: Partial<LauncherContext> = {}): LauncherContext => ({
  loggedIn: true,
  siteId: 1,
  currency: 'RMB',
  mobile: false,
  requireLogin: vi.fn(),
  onMaintenance: vi.fn(),
  ...over,
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

const playBody = () => calls.find((c) => c.url === '/api/member/game/play1')?.body;

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('member_id', '7');
  localStorage.setItem('member_account', 'amy001');
  localStorage.setItem('currency', 'RMB');
  playCode = 1000;
  stubServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete appWindow.webkit;
});

describe('game launch in the native app (spec §7 play1 device, isOpenGame)', () => {
  it('sends device 3 (app) and tells the app a game opened', async () => {
    const posted = simulateIosApp();
    const waiting = stubWindowOpen();
    const { result } = renderHook(() => useGameLauncher(ctx()), { wrapper });
    await act(() => result.current.launch(game));
    expect(playBody()).toMatchObject({ gp_id: 'GPHS', game_code: 'fruit', device: 3 });
    expect(waiting.location.href).toBe('https://games.example/play?t=1');
    expect(posted).toEqual([{ handler: 'isOpenGame', body: { open: true } }]);
  });

  it('tells the app nothing opened when the launch is refused', async () => {
    const posted = simulateIosApp();
    stubWindowOpen();
    playCode = 500;
    const { result } = renderHook(() => useGameLauncher(ctx()), { wrapper });
    await act(() => result.current.launch(game));
    expect(playBody()).toBeDefined();
    expect(posted).toEqual([]);
  });

  it('tells the app the game closed when the member leaves it', async () => {
    const posted = simulateIosApp();
    const { result } = renderHook(() => useLeaveGame(true), { wrapper });
    await act(() => result.current());
    expect(calls.some((c) => c.url === '/api/member/game/leave1')).toBe(true);
    expect(posted).toEqual([{ handler: 'isOpenGame', body: { open: false } }]);
  });

  it('tells the app the game closed when the game’s lobby button comes back to /close', async () => {
    const posted = simulateIosApp();
    const { router } = renderApp('/close');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(posted).toContainEqual({ handler: 'isOpenGame', body: { open: false } });
  });

  it('sends the web’s device type on the web: desktop 1, installed web app 7', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(WINDOWS);
    stubWindowOpen();
    const { result } = renderHook(() => useGameLauncher(ctx()), { wrapper });
    await act(() => result.current.launch(game));
    expect(playBody()).toMatchObject({ device: 1 });

    calls = [];
    // A fresh page of the installed app (the same game still open here would be refused as a duplicate).
    resetGameSession();
    localStorage.setItem('pwa', '1');
    const again = renderHook(() => useGameLauncher(ctx()), { wrapper });
    await act(() => again.result.current.launch(game));
    expect(playBody()).toMatchObject({ device: 7 });
  });
});

describe('game launch guards shared with the balance return (spec §4)', () => {
  it('spec §4 "Start refused while ... one-key return running": one_key_waiting, no play1', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(WINDOWS);
    const warning = vi.spyOn(toast, 'warning');
    const open = vi.fn();
    vi.stubGlobal('open', open);
    setReturnRunning(true);
    const { result } = renderHook(() => useGameLauncher(ctx()), { wrapper });
    await act(() => result.current.launch(game));
    expect(playBody()).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
    expect(warning).toHaveBeenCalledWith(i18n.t('games.refusals.one_key_waiting'), expect.anything());

    setReturnRunning(false);
    stubWindowOpen();
    await act(() => result.current.launch(game));
    expect(playBody()).toBeDefined();
  });

  it('spec §4 "button disabled ... while a game window is open": the launch marks the window open', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(WINDOWS);
    const waiting = stubWindowOpen();
    const { result } = renderHook(() => useGameLauncher(ctx()), { wrapper });
    await act(() => result.current.launch(game));
    expect(getGameSession()).toMatchObject({
      windowOpen: true,
      launch: { phase: 'playing', openGame: 'GPHS:fruit' },
    });
    waiting.closed = true;
    await waitFor(() => expect(getGameSession().windowOpen).toBe(false));
    expect(getGameSession().launch.phase).toBe('idle');
  });

  it('spec §8 launch 959: the balance could not be moved in, the member is told so', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(WINDOWS);
    const error = vi.spyOn(toast, 'error');
    const waiting = stubWindowOpen();
    playCode = 959;
    const { result } = renderHook(() => useGameLauncher(ctx()), { wrapper });
    await act(() => result.current.launch(game));
    expect(waiting.close).toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      i18n.t('games.transferInFailed'),
      expect.objectContaining({ id: 'games-transfer-in-failed' }),
    );
    expect(getGameSession().launch.phase).toBe('idle');
  });
});
