import { useSyncExternalStore } from 'react';

/*
 * What this tab's game launch and balance return are doing, shared between the features that must
 * see each other's state (spec §4): the games feature launches and leaves, the wallet's balance-return
 * button stands down meanwhile, a launch is refused while a return runs, and the realtime events
 * (member.cash, forward_game.status) settle both. Features do not import each other, so the state
 * lives here; the rules over it stay pure in each feature's logic/.
 */

/** Spec §4 game launch: idle, starting, playing; leaving sets quitting. */
export type LaunchPhase = 'idle' | 'starting' | 'playing' | 'quitting';

export interface LaunchState {
  phase: LaunchPhase;
  /** The game open now, as `${gp_id}:${game_code}`. */
  openGame: string | null;
  /** When quitting began (ms), to clear it after QUIT_CLEAR_MS even if no answer comes. */
  quittingSince: number | null;
}

/** Spec §9: the leave state clears after 30 s. */
export const QUIT_CLEAR_MS = 30_000;

export const initialLaunchState: LaunchState = { phase: 'idle', openGame: null, quittingSince: null };

export interface GameSession {
  launch: LaunchState;
  /** The game shown over the site in the play-game modal (`gp_id:game_code`), or null. */
  modalGame: string | null;
  /** The game window this tab opened is open (the member may close it without a word: it is polled). */
  windowOpen: boolean;
  /** A one-key balance return runs in this tab. */
  returnRunning: boolean;
}

const initial: GameSession = {
  launch: initialLaunchState,
  modalGame: null,
  windowOpen: false,
  returnRunning: false,
};

let session: GameSession = initial;
const listeners = new Set<() => void>();
const closedListeners = new Set<(game: string | null) => void>();
let quitTimer: ReturnType<typeof setTimeout> | undefined;
let windowTimer: ReturnType<typeof setInterval> | undefined;

function set(next: GameSession): void {
  if (next === session) return;
  session = next;
  for (const listener of listeners) listener();
}

export const getGameSession = (): GameSession => session;

export function subscribeGameSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGameSession(): GameSession {
  return useSyncExternalStore(subscribeGameSession, getGameSession, getGameSession);
}

export function updateLaunch(update: (launch: LaunchState) => LaunchState): void {
  const launch = update(session.launch);
  if (launch !== session.launch) set({ ...session, launch });
}

/** Spec §4: leaving sets quitting, cleared by the leave's answer, by member.cash, or after 30 s. */
export function beginQuit(now = Date.now()): void {
  set({ ...session, launch: { ...session.launch, phase: 'quitting', quittingSince: now } });
  clearTimeout(quitTimer);
  quitTimer = setTimeout(endQuit, QUIT_CLEAR_MS);
}

/** Quitting is over: the tab is idle again (nothing else is cleared). */
export function endQuit(): void {
  clearTimeout(quitTimer);
  if (session.launch.phase === 'quitting') set({ ...session, launch: initialLaunchState });
}

export function setModalGame(game: string | null): void {
  if (session.modalGame !== game) set({ ...session, modalGame: game });
}

export function setReturnRunning(running: boolean): void {
  if (session.returnRunning !== running) set({ ...session, returnRunning: running });
}

/**
 * Follows the game window of `game` until `isOpen` says it is gone (polled every `pollMs`, spec §9
 * window wait poll). A window the member closed by hand never says goodbye, so its game stops
 * counting as playing here too.
 */
export function watchGameWindow(game: string, isOpen: () => boolean, pollMs: number): void {
  clearInterval(windowTimer);
  set({ ...session, windowOpen: isOpen() });
  windowTimer = setInterval(() => {
    if (isOpen()) return;
    clearInterval(windowTimer);
    const launch =
      session.launch.phase === 'playing' && session.launch.openGame === game
        ? initialLaunchState
        : session.launch;
    set({ ...session, windowOpen: false, launch });
  }, pollMs);
}

/**
 * The server ended a game (forward_game.status "game closed"; `game` null: whichever is open): it no
 * longer plays here, and the places that show it (modal, /play, window) hear it through onGameClosed.
 */
export function gameClosed(game: string | null): void {
  const matches = (open: string | null) => open !== null && (game === null || open === game);
  const launch =
    (session.launch.phase === 'playing' || session.launch.phase === 'quitting') &&
    matches(session.launch.openGame)
      ? initialLaunchState
      : session.launch;
  set({ ...session, launch, modalGame: matches(session.modalGame) ? null : session.modalGame });
  for (const listener of closedListeners) listener(game);
}

export function onGameClosed(listener: (game: string | null) => void): () => void {
  closedListeners.add(listener);
  return () => closedListeners.delete(listener);
}

/** Tests: back to a fresh tab. */
export function resetGameSession(): void {
  clearTimeout(quitTimer);
  clearInterval(windowTimer);
  set(initial);
}
