import { renderHook, act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  beginQuit,
  endQuit,
  gameClosed,
  getGameSession,
  initialLaunchState,
  onGameClosed,
  QUIT_CLEAR_MS,
  resetGameSession,
  setModalGame,
  setReturnRunning,
  updateLaunch,
  useGameSession,
  watchGameWindow,
} from './game-session';

afterEach(() => {
  vi.useRealTimers();
  resetGameSession();
});

const playing = (game: string) =>
  updateLaunch(() => ({ phase: 'playing', openGame: game, quittingSince: null }));

describe('the tab’s game session (shared by the launcher, the balance return and realtime)', () => {
  it('spec §4 "Leaving sets quitting, cleared after the response or 30 s"', () => {
    vi.useFakeTimers();
    playing('GP1:k');
    beginQuit(1_000);
    expect(getGameSession().launch).toMatchObject({ phase: 'quitting', quittingSince: 1_000 });
    vi.advanceTimersByTime(QUIT_CLEAR_MS - 1);
    expect(getGameSession().launch.phase).toBe('quitting');
    vi.advanceTimersByTime(1);
    expect(getGameSession().launch).toEqual(initialLaunchState);
  });

  it('spec §7 member.cash "clears quitting", and nothing else', () => {
    beginQuit();
    endQuit();
    expect(getGameSession().launch).toEqual(initialLaunchState);
    updateLaunch(() => ({ phase: 'starting', openGame: 'GP1:k', quittingSince: null }));
    endQuit();
    expect(getGameSession().launch.phase).toBe('starting');
  });

  it('spec §4 balance return "while a game window ... is open": followed until the member closes it', () => {
    vi.useFakeTimers();
    const win = { closed: false };
    playing('GP1:k');
    watchGameWindow('GP1:k', () => !win.closed, 500);
    expect(getGameSession().windowOpen).toBe(true);
    vi.advanceTimersByTime(1_500);
    expect(getGameSession().windowOpen).toBe(true);
    win.closed = true;
    vi.advanceTimersByTime(500);
    expect(getGameSession().windowOpen).toBe(false);
    // Closed by hand, the game said no goodbye: it no longer counts as playing.
    expect(getGameSession().launch).toEqual(initialLaunchState);
  });

  it('forward_game.status 958: the named game stops playing and its modal closes; another game stays', () => {
    const heard = vi.fn();
    const stop = onGameClosed(heard);
    playing('GP1:k');
    setModalGame('GP1:k');
    gameClosed('GP2:other');
    expect(getGameSession()).toMatchObject({ launch: { phase: 'playing' }, modalGame: 'GP1:k' });
    gameClosed('GP1:k');
    expect(getGameSession()).toMatchObject({ launch: initialLaunchState, modalGame: null });
    expect(heard).toHaveBeenLastCalledWith('GP1:k');
    // A new launch under way is not a game the server ended.
    updateLaunch(() => ({ phase: 'starting', openGame: 'GP3:x', quittingSince: null }));
    gameClosed(null);
    expect(getGameSession().launch.phase).toBe('starting');
    stop();
  });

  it('re-renders its readers when the return starts and ends', () => {
    const { result } = renderHook(() => useGameSession());
    expect(result.current.returnRunning).toBe(false);
    act(() => setReturnRunning(true));
    expect(result.current.returnRunning).toBe(true);
    act(() => setReturnRunning(false));
    expect(result.current.returnRunning).toBe(false);
  });

  it('a member-centre window (desktop popup) shares its opener’s state: the wallet there sees the game there', () => {
    // The opener page's state: its launcher has a game window open.
    const shared = {
      win: window,
      session: { ...getGameSession(), windowOpen: true },
      listeners: new Set<() => void>(),
      closedListeners: new Set(),
    };
    const opener = { closed: false, __arksGameSession: shared };
    const own = Object.getOwnPropertyDescriptor(window, 'opener');
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    try {
      const heard = vi.fn();
      shared.listeners.add(heard);
      expect(getGameSession().windowOpen).toBe(true);
      // A return started in this window refuses starts in the opener (one_key_waiting).
      setReturnRunning(true);
      expect(shared.session.returnRunning).toBe(true);
      expect(heard).toHaveBeenCalled();
      // An opener gone is no opener: this window's own state again.
      opener.closed = true;
      expect(getGameSession()).toMatchObject({ windowOpen: false, returnRunning: false });
    } finally {
      if (own) Object.defineProperty(window, 'opener', own);
      else delete (window as { opener?: unknown }).opener;
    }
  });
});
