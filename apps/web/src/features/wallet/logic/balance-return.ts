import type { LaunchPhase } from '../../../lib/game-session';

/** Spec §9: after a balance return the button waits this long before it can be pressed again. */
export const BALANCE_RETURN_COUNTDOWN_S = 10;

export interface BalanceReturnState {
  running: boolean;
  /** When the countdown ends (epoch ms), or null when none runs. */
  cooldownUntil: number | null;
  now: number;
  /** This tab's game launch phase (lib/game-session.ts). */
  launchPhase: LaunchPhase;
  /** The game window this tab opened is open. */
  gameWindowOpen: boolean;
  /** A game plays in the play-game modal. */
  modalOpen: boolean;
  /** The page is /play, or it left for a game and has not come back (isPlay '1'). */
  gameInPage: boolean;
}

/** Whole seconds left on the countdown, never negative. */
export function secondsLeft(s: Pick<BalanceReturnState, 'cooldownUntil' | 'now'>): number {
  return s.cooldownUntil === null ? 0 : Math.max(0, Math.ceil((s.cooldownUntil - s.now) / 1000));
}

/**
 * Spec §4 "Balance return: button disabled while a return runs, during the 10 s countdown between
 * clicks, while starting or quitting, while a game window or modal is open, or on /play". Money in a
 * game being played is the game's: a return then would pull it out from under the game.
 */
export function balanceReturnDisabled(s: BalanceReturnState): boolean {
  return s.running || secondsLeft(s) > 0 || waitsForGame(s);
}

/** Disabled for a game starting, open or being left: the member is told it comes back after. */
export function waitsForGame(s: BalanceReturnState): boolean {
  return (
    s.launchPhase === 'starting' ||
    s.launchPhase === 'quitting' ||
    s.gameWindowOpen ||
    s.modalOpen ||
    s.gameInPage
  );
}

/** Spec §2 /play (in-page game play) or a page that left for a game and is not back (isPlay '1'). */
export const gameInPage = (pathname: string, isPlay: string | null) =>
  pathname.toLowerCase() === '/play' || isPlay === '1';

/** Spec §8: codes 101-105 have their own text (one_key_err_code_101..105); others show the server's. */
export function balanceReturnErrorKey(code: number | null): string | null {
  return code !== null && code >= 101 && code <= 105 ? `one_key_err_code_${code}` : null;
}
