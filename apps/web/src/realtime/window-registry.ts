import { TIMING } from '@arks/contracts';

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
  if (!entry || entry.win.closed || entry.awaiting === undefined) return false;
  if (forWhat !== null && forWhat !== entry.awaiting) return false;
  entry.awaiting = undefined;
  entry.win.location.href = url;
  return true;
}

export function isWindowOpen(name: string): boolean {
  const win = windows.get(name)?.win;
  return Boolean(win && !win.closed);
}

export function closeWindow(name: string): boolean {
  const win = windows.get(name)?.win;
  windows.delete(name);
  if (lastWaiting === name) lastWaiting = null;
  if (!win || win.closed) return false;
  win.close();
  return true;
}

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
