import { initialLaunchState, QUIT_CLEAR_MS, type LaunchState } from '../../../lib/game-session';

/**
 * The game launch state machine of spec §4, as pure functions: idle -> starting -> playing, back to
 * idle on failure; leaving sets quitting, cleared by the answer or after 30 s. lib/game-session.ts keeps
 * the state and components call these to decide; nothing here touches the DOM or the network.
 */

// The state lives in lib/ (the wallet's balance-return button reads it too); the rules over it are here.
export {
  initialLaunchState,
  QUIT_CLEAR_MS,
  type LaunchPhase,
  type LaunchState,
} from '../../../lib/game-session';

export type OpenMode = 'window' | 'modal' | 'page' | 'redirect';

export interface OpenModeContext {
  /** The game's own preference (provider/type configuration). */
  preferred: OpenMode;
  inApp: boolean;
  mobile: boolean;
  /** The "specific check" of spec §4 that sends mobile to redirect (e.g. the browser blocks pop-ups). */
  mobileRedirectCheck: boolean;
  /** Provider/type pairs that always play in a modal. */
  modalPair: boolean;
}

/** Window or redirect are forced on app and mobile; redirect on mobile under its check; modal pairs. */
export function openModeFor(ctx: OpenModeContext): OpenMode {
  if (ctx.inApp || ctx.mobile) {
    if (ctx.mobile && ctx.mobileRedirectCheck) return 'redirect';
    return ctx.preferred === 'redirect' ? 'redirect' : 'window';
  }
  if (ctx.modalPair) return 'modal';
  return ctx.preferred;
}

/** Why a start is refused (spec §8 names), or null to go ahead. */
export const START_REFUSALS = [
  'pg.alert_starting',
  'pg.alert_quitting',
  'pg.alert_duplicate',
  'pg.err_is_playing',
  'one_key_waiting',
] as const;
export type StartRefusal = (typeof START_REFUSALS)[number];

/** The catalog key of a refusal (the spec's dotted names sit under games.refusals). */
export const refusalKey = (r: StartRefusal) => `games.refusals.${r.replace('.', '_')}`;

/** Tags the catalogue uses that have their own label (others show as sent). */
export const LABELLED_TAGS = ['hot', 'new'] as const;

export function refuseStart(
  state: LaunchState,
  request: {
    game: string;
    desktop: boolean;
    balanceReturnRunning: boolean;
    now: number;
  },
): StartRefusal | null {
  const current = clearStaleQuit(state, request.now);
  if (request.balanceReturnRunning) return 'one_key_waiting';
  if (current.phase === 'starting') return 'pg.alert_starting';
  if (current.phase === 'quitting') return 'pg.alert_quitting';
  if (current.phase === 'playing' && current.openGame === request.game) return 'pg.alert_duplicate';
  if (current.phase === 'playing' && !request.desktop) return 'pg.err_is_playing';
  return null;
}

/** A refusal because a game is open: the member may force-quit it (leave, refresh cash) and start again. */
export const canForceQuit = (r: StartRefusal) => r === 'pg.err_is_playing' || r === 'pg.alert_duplicate';

export function startLaunch(state: LaunchState, game: string): LaunchState {
  return { ...state, phase: 'starting', openGame: game };
}

/** The launch call answered: 1000 plays on, anything else (203 maintenance included) is idle again. */
export function launchAnswered(state: LaunchState, code: number): LaunchState {
  return code === 1000 || code === 100
    ? { ...state, phase: 'playing' }
    : { phase: 'idle', openGame: null, quittingSince: null };
}

export function startQuit(state: LaunchState, now: number): LaunchState {
  return { ...state, phase: 'quitting', quittingSince: now };
}

export function quitAnswered(): LaunchState {
  return initialLaunchState;
}

/** Quitting never sticks: 30 s after it began the state is idle whether or not the answer came. */
export function clearStaleQuit(state: LaunchState, now: number): LaunchState {
  if (
    state.phase === 'quitting' &&
    state.quittingSince !== null &&
    now - state.quittingSince >= QUIT_CLEAR_MS
  ) {
    return initialLaunchState;
  }
  return state;
}

/**
 * Spec §4 login-expiry check before a launch: a member whose session looks gone gets 2 s (another tab
 * may be logging in again); still gone, they are logged out instead of launching.
 */
export async function sessionSurvives(valid: () => boolean, wait: (ms: number) => Promise<void>, ms: number) {
  if (valid()) return true;
  await wait(ms);
  return valid();
}

/** Spec §4: a page restored from the back-forward cache while a game was being played reloads. */
export const reloadOnPageShow = (persisted: boolean, isPlay: string | null) => persisted && isPlay === '1';
