import { TIMING } from '@arks/contracts';
import { onLogout } from '../api/session';

/**
 * Windows this tab opened and may have to close or point somewhere when another tab or the server
 * says so (the auth popup, the waiting windows of a game or a payment). Window references cannot be
 * shared between tabs, so each tab keeps its own.
 */
interface Entry {
  win: Window;
  /** What the window waits for the address of (a game `gp_id:game_code`); unset once pointed. */
  awaiting?: string;
  /** What the window was opened for (a game `gp_id:game_code`), kept after it is pointed. */
  game?: string;
}
const windows = new Map<string, Entry>();
/** Spec §3 waitingWindow: the waiting window this tab opened last. */
let lastWaiting: string | null = null;

export const AUTH_POPUP = 'auth';

/** Spec §3 waitingWindow names: the game, deposit and fast payment windows. */
export const WAITING_WINDOWS = {
  game: 'gameWindow',
  deposit: 'depositWindow',
  fastPayment: 'fpWindow',
} as const;

export function rememberWindow(name: string, win: Window | null): void {
  if (win) windows.set(name, { win });
}

/**
 * A waiting window (opened on the click, so pop-up blockers allow it) that the page points at an
 * address once the server gives it. `awaiting` names what it waits for, so an address meant for
 * something else (another tab's launch) never lands in it.
 */
export function rememberWaitingWindow(name: string, win: Window | null, awaiting?: string): void {
  if (!win) return;
  windows.set(name, { win, awaiting, game: awaiting });
  lastWaiting = name;
  if (awaiting !== undefined) writeWaiting({ window: name, awaiting, url: null, at: Date.now() });
}

/**
 * Spec §3 local storage `waitingWindow` and `waitingUrl`: kept while a window waits at /loading for its
 * address, removed once it has it (or is gone). `waitingUrl` holds what it waits for and, once known,
 * the address, so a tab that holds no reference to the window (another tab, or the opener after a
 * reload) can still hand the address over: the /loading page looks every window wait poll (§9) and
 * goes there itself (followWaitingUrl).
 */
export const WAITING_STORAGE = { window: 'waitingWindow', url: 'waitingUrl' } as const;

interface WaitingState {
  window: string;
  awaiting: string | null;
  url: string | null;
  at: number;
}

/** A launch answers within the request timeout (§9 30 s); an older record is a window long gone. */
const WAITING_STALE_MS = 60_000;

function writeWaiting(state: WaitingState): void {
  try {
    window.localStorage.setItem(WAITING_STORAGE.window, state.window);
    window.localStorage.setItem(WAITING_STORAGE.url, JSON.stringify(state));
  } catch {
    // Storage refused (private mode, full): only the tab holding the window can point it.
  }
}

export function readWaiting(now = Date.now()): WaitingState | null {
  try {
    const raw = window.localStorage.getItem(WAITING_STORAGE.url);
    const state = raw ? (JSON.parse(raw) as Partial<WaitingState>) : null;
    if (!state || typeof state.window !== 'string' || typeof state.at !== 'number') return null;
    if (now - state.at > WAITING_STALE_MS) return null;
    return {
      window: state.window,
      awaiting: typeof state.awaiting === 'string' ? state.awaiting : null,
      url: typeof state.url === 'string' ? state.url : null,
      at: state.at,
    };
  } catch {
    return null;
  }
}

/** Removes the record when it is the named window's: it has its address, or waits no more. */
export function forgetWaiting(name: string): void {
  try {
    const raw = window.localStorage.getItem(WAITING_STORAGE.url);
    const state = raw ? (JSON.parse(raw) as Partial<WaitingState>) : null;
    if (state && state.window !== name) return;
    window.localStorage.removeItem(WAITING_STORAGE.url);
    if (window.localStorage.getItem(WAITING_STORAGE.window) === name) {
      window.localStorage.removeItem(WAITING_STORAGE.window);
    }
  } catch {
    // Nothing stored, or storage refused.
  }
}

/**
 * Run by the /loading page in the waiting window (named `name`): the address another tab left for it,
 * if any. The record goes first, so the window goes there once.
 */
export function followWaitingUrl(name: string, go: (url: string) => void): boolean {
  const state = readWaiting();
  if (!state || state.window !== name || !state.url) return false;
  forgetWaiting(name);
  go(state.url);
  return true;
}

/** The waiting window this tab opened last (spec §3 waitingWindow), if any. */
export function lastWaitingWindow(): string | null {
  return lastWaiting;
}

/**
 * Points the named waiting window at `url`, once: true when it did. The game launch hears the address
 * twice (its own answer and the server's game.url), and loading a game page a second time could
 * start it over, so the second one finds the window no longer waiting. `forWhat` null matches any.
 */
export function pointWaitingWindow(name: string, url: string, forWhat: string | null): boolean {
  const entry = windows.get(name);
  if (!entry) return leaveForWaitingWindow(name, url, forWhat);
  if (entry.win.closed || entry.awaiting === undefined) return false;
  if (forWhat !== null && forWhat !== entry.awaiting) return false;
  entry.awaiting = undefined;
  // Another tab left the address already: the window goes there itself, once.
  if (readWaiting()?.url && readWaiting()?.window === name) return true;
  forgetWaiting(name);
  entry.win.location.href = url;
  return true;
}

/** This tab holds no such window: the address goes where the waiting window looks (waitingUrl). */
function leaveForWaitingWindow(name: string, url: string, forWhat: string | null): boolean {
  const state = readWaiting();
  if (!state || state.window !== name || state.url) return false;
  if (forWhat !== null && forWhat !== state.awaiting) return false;
  writeWaiting({ ...state, url });
  return true;
}

export function isWindowOpen(name: string): boolean {
  const win = windows.get(name)?.win;
  return Boolean(win && !win.closed);
}

export function closeWindow(name: string): boolean {
  const win = windows.get(name)?.win;
  windows.delete(name);
  forgetWaiting(name);
  if (lastWaiting === name) lastWaiting = null;
  if (!win || win.closed) return false;
  win.close();
  return true;
}

/**
 * Spec §4 logout "closes popups": every window this tab opened (a game, a payment, the member centre,
 * agent centre or fast payment popup, the auth popup) closes with the member's session, whichever way
 * it ended (the logout button, a 401, the app's clean-cache message).
 */
export function closeAllWindows(): void {
  for (const name of [...windows.keys()]) closeWindow(name);
}
onLogout(closeAllWindows);

/**
 * Closes the named window if it shows `game` (null: whatever it shows): the server said that game is
 * over. A window of another game stays, and so does one still waiting for its address: that is a
 * launch under way, and the game that ended (even the same one) is the session it replaced, whose
 * end the server sends before the new game's address. True when it closed.
 */
export function closeWindowOf(name: string, game: string | null): boolean {
  const entry = windows.get(name);
  if (!entry || entry.awaiting !== undefined) return false;
  if (game !== null && entry.game !== game) return false;
  return closeWindow(name);
}

/**
 * Runs `then` once the named window is closed: at once when this tab has it not open, else when the
 * member closes it (checked every spec §9 window wait poll). The returned function cancels.
 */
export function whenWindowClosed(name: string, then: () => void, pollMs = TIMING.windowWaitPoll): () => void {
  if (!isWindowOpen(name)) {
    then();
    return () => {};
  }
  const timer = window.setInterval(() => {
    if (isWindowOpen(name)) return;
    window.clearInterval(timer);
    then();
  }, pollMs);
  return () => window.clearInterval(timer);
}
