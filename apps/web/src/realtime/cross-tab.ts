import { CROSS_TAB_CHANNEL, ZCrossTabMessage, type CrossTabMessage } from '@arks/contracts';
import { AUTH_POPUP, closeWindow, lastWaitingWindow, WAITING_WINDOWS } from './window-registry';

export type AuthLoginData = Extract<CrossTabMessage, { type: 'authLogin' }>['data'];

/** Spec §3 cross-tab messages: what this tab does with one. */
export type CrossTabAction =
  | { kind: 'complete-login'; data: AuthLoginData; close: string }
  | { kind: 'login-failed'; code: number | null; message: string; close: string }
  | { kind: 'close-window'; close: string | null; preQuitGame: boolean };

/**
 * `waiting` is the waiting window this tab opened last: a quickGame that names no window closes that
 * one (spec §3: "closes the waiting window per waitingWindow").
 */
export function crossTabAction(
  raw: unknown,
  waiting: string | null = lastWaitingWindow(),
): CrossTabAction | null {
  const parsed = ZCrossTabMessage.safeParse(raw);
  if (!parsed.success) return null;
  const message = parsed.data;
  switch (message.type) {
    case 'authLogin':
      return { kind: 'complete-login', data: message.data, close: AUTH_POPUP };
    case 'authLoginClose':
      return {
        kind: 'login-failed',
        code: message.code ?? null,
        message: message.message ?? '',
        close: AUTH_POPUP,
      };
    case 'quickGame': {
      const close = message.waitingWindow ?? waiting;
      return {
        kind: 'close-window',
        close,
        preQuitGame: message.isGameWindow === true || close === WAITING_WINDOWS.game,
      };
    }
  }
}

/** Tells the other tabs of this site (BroadcastChannel never echoes to the sender). */
export function postCrossTab(message: CrossTabMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CROSS_TAB_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

export interface CrossTabHandlers {
  completeLogin(data: AuthLoginData): void;
  loginFailed(code: number, message: string): void;
  /** Spec §3 pre-quit game step: the game in that window is over, so its balance comes back. */
  quitGame(): void;
}

/** Listens for the other tabs' messages until the returned function is called. */
export function listenCrossTab(handlers: CrossTabHandlers): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CROSS_TAB_CHANNEL);
  channel.onmessage = (event: MessageEvent) => runCrossTabAction(crossTabAction(event.data), handlers);
  return () => channel.close();
}

export function runCrossTabAction(action: CrossTabAction | null, handlers: CrossTabHandlers): void {
  if (!action) return;
  switch (action.kind) {
    case 'complete-login':
      handlers.completeLogin(action.data);
      break;
    case 'login-failed':
      if (action.code !== null) handlers.loginFailed(action.code, action.message);
      break;
    case 'close-window':
      if (action.preQuitGame) handlers.quitGame();
      if (action.close) closeWindow(action.close);
      return;
  }
  closeWindow(action.close);
}
