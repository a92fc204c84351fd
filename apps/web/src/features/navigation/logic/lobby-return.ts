/**
 * /close is the lobby address handed to game providers (spec §2). When it loads inside the game window
 * the opener is told the game was left (the `quickGame` cross-tab message, storage key window-msg) and
 * the window closes; opened directly it has nothing to close and goes home.
 */
export const WINDOW_MESSAGE_KEY = 'window-msg';

export interface WindowMessage {
  msg: 'quickGame';
  data: { waitingWindow: 'gameWindow' };
  /** Spec §3 window-msg's result fields; a game left has no result (sign-in results go over a channel). */
  resCode: null;
  resMessage: null;
  /** Makes each write differ, so the opener's storage event fires even for the same message twice. */
  at: number;
}

export type LobbyReturnAction =
  { kind: 'notify-and-close'; message: WindowMessage } | { kind: 'tell-frame-host' } | { kind: 'go-home' };

/** Inside a frame of the site (a game shown in a modal, /play or /gameRoom) the frame's host is told. */
export function lobbyReturnAction(
  where: { hasOpener: boolean; inFrame: boolean },
  now: number,
): LobbyReturnAction {
  if (where.inFrame) return { kind: 'tell-frame-host' };
  if (!where.hasOpener) return { kind: 'go-home' };
  return {
    kind: 'notify-and-close',
    message: {
      msg: 'quickGame',
      data: { waitingWindow: 'gameWindow' },
      resCode: null,
      resMessage: null,
      at: now,
    },
  };
}
