/**
 * How this tab learns that the member left a game (spec §3 and §4): the /close page, loaded in the
 * game window, writes the `quickGame` message under `window-msg`; or the page itself went to the game
 * (mobile redirect) and comes back with isPlay '1'.
 */
export const IS_PLAY_KEY = 'isPlay';
/** Spec §9: the game socket quit fires 300 ms after start. */
export const QUIT_AFTER_RELOAD_MS = 300;

export function isGameLeftSignal(key: string | null, value: string | null, watchedKey: string): boolean {
  if (key !== watchedKey || !value) return false;
  try {
    return (JSON.parse(value) as { msg?: unknown }).msg === 'quickGame';
  } catch {
    return false;
  }
}

export function leftGameBeforeReload(isPlay: string | null): boolean {
  return isPlay === '1';
}

/**
 * What the member is told after leaving a game: nothing when everything came back, else that the
 * rest is on its way (bets still settling, a provider that did not answer) rather than a silent 0.00.
 */
export const leaveNoticeKey = (answer: { transfer_pending: boolean }): string | null =>
  answer.transfer_pending ? 'games.transferPending' : null;
