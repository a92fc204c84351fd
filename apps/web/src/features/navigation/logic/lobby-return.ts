/**
 * /close is the lobby address handed to game providers (spec §2). When it loads inside the game window
 * the opener is told the game was left (the `quickGame` cross-tab message, storage key window-msg) and
 * the window closes; opened directly it has nothing to close and goes home.
 */
export const WINDOW_MESSAGE_KEY = 'window-msg';

export interface WindowMessage {
  msg: 'quickGame';
  data: { waitingWindow: 'gameWindow' };
  /** Makes each write differ, so the opener's storage event fires even for the same message twice. */
  at: number;
}

export type LobbyReturnAction = { kind: 'notify-and-close'; message: WindowMessage } | { kind: 'go-home' };

export function lobbyReturnAction(hasOpener: boolean, now: number): LobbyReturnAction {
  if (!hasOpener) return { kind: 'go-home' };
  return {
    kind: 'notify-and-close',
    message: { msg: 'quickGame', data: { waitingWindow: 'gameWindow' }, at: now },
  };
}
