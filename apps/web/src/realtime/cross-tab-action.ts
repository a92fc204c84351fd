import { ZCrossTabMessage, type CrossTabMessage } from '@arks/contracts';
import { AUTH_POPUP, lastWaitingWindow, WAITING_WINDOWS } from './window-registry';

/*
 * What a cross-tab message asks of this tab, checked against its schema. Apart from cross-tab.ts so the
 * schema (and zod) load with the first message, not with the first page (listenCrossTab imports it).
 */

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
