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

/**
 * The state and who listens. On a desktop the member centre (the wallet and its balance-return
 * button) opens in a window of its own (spec §2 popups), a separate page whose opener holds the game
 * window and the launch: such a window uses its opener's holder, so both see, and set, one state.
 * Timers run on the holder's own window, whose timer ids they are.
 */
interface Holder {
  win: Window;
  session: GameSession;
  listeners: Set<() => void>;
  closedListeners: Set<(game: string | null) => void>;
  quitTimer?: number;
  windowTimer?: number;
}

const HOLDER_KEY = '__arksGameSession';
type WithHolder = Window & { [HOLDER_KEY]?: Holder };

function ownHolder(): Holder {
  const own = window as WithHolder;
  own[HOLDER_KEY] ??= { win: window, session: initial, listeners: new Set(), closedListeners: new Set() };
  return own[HOLDER_KEY];
}

function holder(): Holder {
  try {
    const opener = window.opener as WithHolder | null;
    const shared = opener && opener !== window ? opener[HOLDER_KEY] : undefined;
    if (shared && !opener!.closed) return shared;
  } catch {
    // An opener of another origin (a provider's page): this window keeps its own state.
  }
  return ownHolder();
}

/** Calls each listener; one of a window since closed may throw, and is dropped. */
function notify<A extends unknown[]>(listeners: Set<(...args: A) => void>, ...args: A): void {
  for (const listener of [...listeners]) {
    try {
      listener(...args);
    } catch {
      listeners.delete(listener);
    }
  }
}

function setOn(h: Holder, next: GameSession): void {
  if (next === h.session) return;
  h.session = next;
  notify(h.listeners);
}

const set = (next: GameSession) => setOn(holder(), next);

/** Quitting over on that holder (a timer's callback may outlive the window that set it). */
function endQuitOn(h: Holder): void {
  h.win.clearTimeout(h.quitTimer);
  if (h.session.launch.phase === 'quitting') setOn(h, { ...h.session, launch: initialLaunchState });
}

export const getGameSession = (): GameSession => holder().session;

export function subscribeGameSession(listener: () => void): () => void {
  const { listeners } = holder();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGameSession(): GameSession {
  return useSyncExternalStore(subscribeGameSession, getGameSession, getGameSession);
}

export function updateLaunch(update: (launch: LaunchState) => LaunchState): void {
  const session = getGameSession();
  const launch = update(session.launch);
  if (launch !== session.launch) set({ ...session, launch });
}

/** Spec §4: leaving sets quitting, cleared by the leave's answer, by member.cash, or after 30 s. */
export function beginQuit(now = Date.now()): void {
  const session = getGameSession();
  set({ ...session, launch: { ...session.launch, phase: 'quitting', quittingSince: now } });
  const h = holder();
  h.win.clearTimeout(h.quitTimer);
  h.quitTimer = h.win.setTimeout(() => endQuitOn(h), QUIT_CLEAR_MS);
}

/** Quitting is over: the tab is idle again (nothing else is cleared). */
export function endQuit(): void {
  endQuitOn(holder());
}

export function setModalGame(game: string | null): void {
  const session = getGameSession();
  if (session.modalGame !== game) set({ ...session, modalGame: game });
}

export function setReturnRunning(running: boolean): void {
  const session = getGameSession();
  if (session.returnRunning !== running) set({ ...session, returnRunning: running });
}

/**
 * Follows the game window of `game` until `isOpen` says it is gone (polled every `pollMs`, spec §9
 * window wait poll). A window the member closed by hand never says goodbye, so its game stops
 * counting as playing here too.
 */
export function watchGameWindow(game: string, isOpen: () => boolean, pollMs: number): void {
  const h = holder();
  h.win.clearInterval(h.windowTimer);
  set({ ...h.session, windowOpen: isOpen() });
  h.windowTimer = h.win.setInterval(() => {
    if (isOpen()) return;
    h.win.clearInterval(h.windowTimer);
    const { launch } = h.session;
    const playingIt = launch.phase === 'playing' && launch.openGame === game;
    setOn(h, { ...h.session, windowOpen: false, launch: playingIt ? initialLaunchState : launch });
  }, pollMs);
}

/**
 * The server ended a game (forward_game.status "game closed"; `game` null: whichever is open): it no
 * longer plays here, and the places that show it (modal, /play, window) hear it through onGameClosed.
 */
export function gameClosed(game: string | null): void {
  const session = getGameSession();
  const matches = (open: string | null) => open !== null && (game === null || open === game);
  const launch =
    (session.launch.phase === 'playing' || session.launch.phase === 'quitting') &&
    matches(session.launch.openGame)
      ? initialLaunchState
      : session.launch;
  set({ ...session, launch, modalGame: matches(session.modalGame) ? null : session.modalGame });
  notify(holder().closedListeners, game);
}

export function onGameClosed(listener: (game: string | null) => void): () => void {
  const { closedListeners } = holder();
  closedListeners.add(listener);
  return () => closedListeners.delete(listener);
}

/** Tests: back to a fresh tab. */
export function resetGameSession(): void {
  const h = holder();
  h.win.clearTimeout(h.quitTimer);
  h.win.clearInterval(h.windowTimer);
  set(initial);
}
