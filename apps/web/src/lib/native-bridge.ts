import { DEVICE_TYPES, type NATIVE_BRIDGE_MESSAGES, type Platform } from '@arks/contracts';

/**
 * The native app shell (spec §1 platforms, §7 bridge messages, §9 device types). The spec names the
 * platforms and the five messages only; the protocol below is ours, and the iOS and Android apps
 * implement it.
 *
 * Platform. Our apps show the site in a web view whose user agent carries `ArksApp/<platform>`:
 * `ios` (a build installed outside the App Store), `iosStore` (the App Store build) or `android`. A
 * token naming anything else is an app this site does not know: notSupport (still an app for the
 * device type and the game open modes, but sent no messages). Without the token the platform is web,
 * the installed web app included (that is the pwa device type, not a platform).
 *
 * Sending. iOS: every message is its own script message handler, called as
 * `window.webkit.messageHandlers.<message>.postMessage(payload)` with the payload as an object.
 * Android: one JavaScript interface named `ArksApp` with a method per message taking the payload as
 * JSON text (`window.ArksApp.<message>(json)`; interface methods take strings, not objects). A message
 * the app did not register is not sent; on the web nothing is sent.
 *
 * Answers. The app answers `status` and `callTouchID` by calling `window.arksAppReply(message, data)`
 * (data an object or JSON text).
 *
 * Messages:
 * - `status` `{}`: asks whether the app can log a member in by fingerprint or face (biometrics on the
 *   device and a login saved in the app). Sent when the login form shows. Answer
 *   `{ touch_id: boolean, account: string }`, the account of the saved login.
 * - `callTouchID` `{ account }`: the member chose that login. The app checks the fingerprint or face,
 *   logs in with its saved login itself (POST /api/login with device 3 and login_type 5 finger), and
 *   brings the session into the page with the query-token link (spec §4; the `enc` from POST
 *   /api/member/login_ticket), so the password never passes through the page. It answers only when
 *   that fails: `{ ok: false, message?, cancelled? }`.
 * - `cleanAccPW` `{ account }`: the app must forget the login it saved for this account: a login was
 *   refused because the account is disabled (102) or frozen (103), or the password was changed or
 *   reset.
 * - `isOpenGame` `{ open: boolean }`: a game was opened (the launch answered with its address), or the
 *   member left it (its lobby button, the leave button, a force-quit, or back from a game the page had
 *   gone to).
 * - `logout` `{}`: the member's session in the page ended (the logout button, a 401, a login elsewhere,
 *   app_clean_cache). In the iOS apps the page then stays where it is (spec §4: logout returns to /
 *   "not in the iOS app"); the app decides what comes next.
 */
export type NativeMessage = (typeof NATIVE_BRIDGE_MESSAGES)[number];

export interface NativePayloads {
  status: Record<string, never>;
  callTouchID: { account: string };
  cleanAccPW: { account: string };
  isOpenGame: { open: boolean };
  logout: Record<string, never>;
}

/** The name of the Android JavaScript interface, and the user-agent token of every app. */
export const APP_NAME = 'ArksApp';
/** The global the app calls to answer. */
export const REPLY_FUNCTION = 'arksAppReply';

interface MessageHandler {
  postMessage(body: unknown): void;
}

/** What of `window` the bridge uses: the user agent and the hosts' objects (a fake one in tests). */
export interface HostWindow {
  navigator: { userAgent: string };
  webkit?: { messageHandlers?: Partial<Record<string, MessageHandler>> };
  ArksApp?: Partial<Record<string, unknown>>;
  arksAppReply?: (message: string, data: unknown) => void;
}

const hostWindow = () => window as unknown as HostWindow;

export function platformFromUserAgent(ua: string): Platform {
  const m = /\bArksApp\/(\w+)/.exec(ua);
  if (!m) return 'web';
  return m[1] === 'ios' || m[1] === 'iosStore' || m[1] === 'android' ? m[1] : 'notSupport';
}

export function currentPlatform(win: HostWindow = hostWindow()): Platform {
  return platformFromUserAgent(win.navigator.userAgent);
}

/** Inside one of our apps, or an app we do not know (notSupport). */
export const inApp = (platform: Platform) => platform !== 'web';

/** The iOS builds, where a logout stays on the page (spec §4). */
export const inIosApp = (platform: Platform) => platform === 'ios' || platform === 'iosStore';

/**
 * The §9 device type a login and a game launch send: app (3) inside an app, else pwa (7) for the
 * installed web app, else desktop (1) or mobile (2) by layout. gesture (4), finger (5) and wechat (6)
 * name how a login was made; they go in login_type (see device-info.ts and callTouchID above).
 */
export function deviceType(input: { platform: Platform; mode: 'desktop' | 'mobile'; pwa: boolean }): number {
  if (inApp(input.platform)) return DEVICE_TYPES.app;
  if (input.pwa) return DEVICE_TYPES.pwa;
  return input.mode === 'desktop' ? DEVICE_TYPES.desktop : DEVICE_TYPES.mobile;
}

/** Spec §3 `pwa`: set from the query parameter (the web app's start URL carries pwa=1) and kept. */
export function storedPwa(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  const value = storage.getItem('pwa');
  return value === '1' || value === 'true';
}

/** The device type of this page (platform from the user agent, the stored pwa flag). */
export function currentDeviceType(mode: 'desktop' | 'mobile'): number {
  return deviceType({ platform: currentPlatform(), mode, pwa: storedPwa() });
}

type Sender = (payload: unknown) => void;

function senderFor(message: NativeMessage, win: HostWindow): Sender | null {
  const platform = currentPlatform(win);
  if (inIosApp(platform)) {
    const handler = win.webkit?.messageHandlers?.[message];
    return handler && typeof handler.postMessage === 'function'
      ? (payload) => handler.postMessage(payload)
      : null;
  }
  if (platform === 'android') {
    const api = win.ArksApp;
    const method = api?.[message];
    return typeof method === 'function'
      ? (payload) => (method as (json: string) => void).call(api, JSON.stringify(payload))
      : null;
  }
  return null;
}

/** Whether the app here takes this message (false on the web and in apps that did not register it). */
export function canSendToApp(message: NativeMessage, win: HostWindow = hostWindow()): boolean {
  return senderFor(message, win) !== null;
}

/**
 * Sends a message to the app, if there is one that takes it; true when it was handed over. A host
 * that throws is ignored: the page goes on as on the web.
 */
export function sendToApp<M extends NativeMessage>(
  message: M,
  payload: NativePayloads[M],
  win: HostWindow = hostWindow(),
): boolean {
  const send = senderFor(message, win);
  if (!send) return false;
  try {
    send(payload);
    return true;
  } catch {
    return false;
  }
}

type ReplyListener = (data: unknown) => void;
const replyListeners = new Map<string, Set<ReplyListener>>();

function deliverReply(message: string, data: unknown) {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data) as unknown;
    } catch {
      value = null;
    }
  }
  for (const listener of replyListeners.get(message) ?? []) listener(value);
}

/** Listens to the app's answers to one message; installs `window.arksAppReply` on first use. */
export function onAppReply(
  message: 'status' | 'callTouchID',
  listener: ReplyListener,
  win: HostWindow = hostWindow(),
): () => void {
  if (win.arksAppReply !== deliverReply) win.arksAppReply = deliverReply;
  const set = replyListeners.get(message) ?? new Set<ReplyListener>();
  set.add(listener);
  replyListeners.set(message, set);
  return () => {
    set.delete(listener);
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The `status` answer: a biometric login for this account is on offer, or null. */
export function quickLoginOffer(data: unknown): { account: string } | null {
  if (!isRecord(data) || data.touch_id !== true) return null;
  const account = typeof data.account === 'string' ? data.account.trim() : '';
  return account ? { account } : null;
}

/**
 * The `callTouchID` answer, sent when the biometric login did not happen (a cancelled prompt shows no
 * error); null for an answer that says it did (the query-token link follows).
 */
export function quickLoginFailure(data: unknown): { cancelled: boolean; message: string | null } | null {
  if (!isRecord(data)) return { cancelled: false, message: null };
  if (data.ok === true) return null;
  const message = typeof data.message === 'string' && data.message.trim() ? data.message.trim() : null;
  return { cancelled: data.cancelled === true, message };
}
