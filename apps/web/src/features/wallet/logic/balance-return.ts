/** Spec §9: after a balance return the button waits this long before it can be pressed again. */
export const BALANCE_RETURN_COUNTDOWN_S = 10;

export interface BalanceReturnState {
  running: boolean;
  /** When the countdown ends (epoch ms), or null when none runs. */
  cooldownUntil: number | null;
  now: number;
  /** A game plays in this page (isPlay '1'), or the page is /play. */
  gameInPage: boolean;
}

/** Whole seconds left on the countdown, never negative. */
export function secondsLeft(s: Pick<BalanceReturnState, 'cooldownUntil' | 'now'>): number {
  return s.cooldownUntil === null ? 0 : Math.max(0, Math.ceil((s.cooldownUntil - s.now) / 1000));
}

/** Spec §4: disabled while a return runs, during the countdown, and while a game is open in the page. */
export function balanceReturnDisabled(s: BalanceReturnState): boolean {
  return s.running || secondsLeft(s) > 0 || s.gameInPage;
}

/** Spec §8: codes 101-105 have their own text (one_key_err_code_101..105); others show the server's. */
export function balanceReturnErrorKey(code: number | null): string | null {
  return code !== null && code >= 101 && code <= 105 ? `one_key_err_code_${code}` : null;
}
