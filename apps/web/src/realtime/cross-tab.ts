import { CROSS_TAB_CHANNEL, type CrossTabMessage } from '@arks/contracts';
import type { AuthLoginData, CrossTabAction } from './cross-tab-action';
import { closeWindow } from './window-registry';

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
  channel.onmessage = (event: MessageEvent) =>
    void import('./cross-tab-action').then(({ crossTabAction }) =>
      runCrossTabAction(crossTabAction(event.data), handlers),
    );
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
