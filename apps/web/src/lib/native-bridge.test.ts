import { NATIVE_BRIDGE_MESSAGES } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import {
  canSendToApp,
  deviceType,
  onAppReply,
  platformFromUserAgent,
  quickLoginFailure,
  quickLoginOffer,
  sendToApp,
  storedPwa,
  type HostWindow,
  type NativeMessage,
  type NativePayloads,
} from './native-bridge';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** A WKWebView as our iOS apps set it up: one script message handler per message it takes. */
function fakeIosHost(ua: string, names: readonly string[] = NATIVE_BRIDGE_MESSAGES) {
  const posted: { handler: string; body: unknown }[] = [];
  const messageHandlers = Object.fromEntries(
    names.map((handler) => [handler, { postMessage: (body: unknown) => posted.push({ handler, body }) }]),
  );
  const win: HostWindow = { navigator: { userAgent: ua }, webkit: { messageHandlers } };
  return { win, posted };
}

/**
 * An Android WebView's `ArksApp` JavaScript interface: methods take JSON text and, like a real
 * injected Java object, refuse to run when called off the interface.
 */
function fakeAndroidHost(ua: string, names: readonly string[] = NATIVE_BRIDGE_MESSAGES) {
  const calls: { method: string; arg: unknown }[] = [];
  const api: Record<string, unknown> = {};
  for (const method of names) {
    api[method] = function (this: unknown, arg: unknown) {
      if (this !== api) throw new Error('Java bridge method can’t be invoked on a non-injected object');
      calls.push({ method, arg });
    };
  }
  const win: HostWindow = { navigator: { userAgent: ua }, ArksApp: api };
  return { win, calls };
}

const EVERY_MESSAGE: { [M in NativeMessage]: NativePayloads[M] } = {
  status: {},
  callTouchID: { account: 'amy001' },
  cleanAccPW: { account: 'amy001' },
  isOpenGame: { open: true },
  logout: {},
};
const entries = Object.entries(EVERY_MESSAGE) as [NativeMessage, NativePayloads[NativeMessage]][];

describe('platform (spec §1: web, ios, iosStore, android, notSupport)', () => {
  it('reads the ArksApp token of the app’s user agent', () => {
    expect(platformFromUserAgent(IPHONE)).toBe('web');
    expect(platformFromUserAgent(ANDROID)).toBe('web');
    expect(platformFromUserAgent(`${IPHONE} ArksApp/ios`)).toBe('ios');
    expect(platformFromUserAgent(`${IPHONE} ArksApp/iosStore`)).toBe('iosStore');
    expect(platformFromUserAgent(`${ANDROID} ArksApp/android`)).toBe('android');
    expect(platformFromUserAgent('Mozilla/5.0 (SMART-TV; Tizen) ArksApp/tizen')).toBe('notSupport');
    // The token is a word of its own, not part of another product's name.
    expect(platformFromUserAgent(`${IPHONE} NotArksApp/ios`)).toBe('web');
  });
});

describe('device type (spec §9: desktop 1, mobile 2, app 3, pwa 7)', () => {
  it('is app inside any app, else pwa for the installed web app, else by layout', () => {
    expect(deviceType({ platform: 'web', mode: 'desktop', pwa: false })).toBe(1);
    expect(deviceType({ platform: 'web', mode: 'mobile', pwa: false })).toBe(2);
    expect(deviceType({ platform: 'web', mode: 'mobile', pwa: true })).toBe(7);
    expect(deviceType({ platform: 'web', mode: 'desktop', pwa: true })).toBe(7);
    for (const platform of ['ios', 'iosStore', 'android', 'notSupport'] as const) {
      expect(deviceType({ platform, mode: 'mobile', pwa: false })).toBe(3);
      expect(deviceType({ platform, mode: 'desktop', pwa: true })).toBe(3);
    }
  });

  it('takes the web-app mode from the stored pwa flag (spec §3)', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(storedPwa(storage('1'))).toBe(true);
    expect(storedPwa(storage('true'))).toBe(true);
    expect(storedPwa(storage('0'))).toBe(false);
    expect(storedPwa(storage(null))).toBe(false);
  });
});

describe('messages to the app (spec §7: status, callTouchID, cleanAccPW, isOpenGame, logout)', () => {
  it('posts each message to its own handler in the iOS apps, payload as an object', () => {
    for (const ua of [`${IPHONE} ArksApp/ios`, `${IPHONE} ArksApp/iosStore`]) {
      const host = fakeIosHost(ua);
      for (const [message, payload] of entries) {
        expect(canSendToApp(message, host.win)).toBe(true);
        expect(sendToApp(message, payload, host.win)).toBe(true);
      }
      expect(host.posted).toEqual([
        { handler: 'status', body: {} },
        { handler: 'callTouchID', body: { account: 'amy001' } },
        { handler: 'cleanAccPW', body: { account: 'amy001' } },
        { handler: 'isOpenGame', body: { open: true } },
        { handler: 'logout', body: {} },
      ]);
    }
  });

  it('calls the ArksApp interface in the Android app, payload as JSON text', () => {
    const host = fakeAndroidHost(`${ANDROID} ArksApp/android`);
    for (const [message, payload] of entries) expect(sendToApp(message, payload, host.win)).toBe(true);
    sendToApp('isOpenGame', { open: false }, host.win);
    expect(host.calls).toEqual([
      { method: 'status', arg: '{}' },
      { method: 'callTouchID', arg: '{"account":"amy001"}' },
      { method: 'cleanAccPW', arg: '{"account":"amy001"}' },
      { method: 'isOpenGame', arg: '{"open":true}' },
      { method: 'logout', arg: '{}' },
      { method: 'isOpenGame', arg: '{"open":false}' },
    ]);
  });

  it('sends nothing on the web, even inside a web view that is not ours', () => {
    const ios = fakeIosHost(IPHONE);
    const android = fakeAndroidHost(ANDROID);
    for (const [message, payload] of entries) {
      expect(canSendToApp(message, ios.win)).toBe(false);
      expect(sendToApp(message, payload, ios.win)).toBe(false);
      expect(sendToApp(message, payload, android.win)).toBe(false);
    }
    expect(ios.posted).toEqual([]);
    expect(android.calls).toEqual([]);
    expect(sendToApp('logout', {}, { navigator: { userAgent: IPHONE } })).toBe(false);
  });

  it('sends nothing to an app this site does not know (notSupport)', () => {
    const host = fakeIosHost('Mozilla/5.0 ArksApp/tizen');
    expect(sendToApp('logout', {}, host.win)).toBe(false);
    expect(host.posted).toEqual([]);
  });

  it('skips a message the app did not register, and the other platform’s objects', () => {
    const ios = fakeIosHost(`${IPHONE} ArksApp/ios`, ['logout']);
    expect(canSendToApp('status', ios.win)).toBe(false);
    expect(sendToApp('isOpenGame', { open: true }, ios.win)).toBe(false);
    expect(sendToApp('logout', {}, ios.win)).toBe(true);
    expect(ios.posted).toEqual([{ handler: 'logout', body: {} }]);

    // An Android interface in an iOS app (or the other way round) is not the app's.
    const crossed: HostWindow = {
      ...fakeAndroidHost(ANDROID).win,
      navigator: { userAgent: `${IPHONE} ArksApp/ios` },
    };
    expect(sendToApp('logout', {}, crossed)).toBe(false);
    const android = fakeAndroidHost(`${ANDROID} ArksApp/android`, ['isOpenGame']);
    expect(sendToApp('logout', {}, android.win)).toBe(false);
    expect(sendToApp('isOpenGame', { open: false }, android.win)).toBe(true);
  });

  it('goes on as on the web when the app throws', () => {
    const win: HostWindow = {
      navigator: { userAgent: `${IPHONE} ArksApp/ios` },
      webkit: {
        messageHandlers: {
          logout: {
            postMessage() {
              throw new Error('handler gone');
            },
          },
        },
      },
    };
    expect(sendToApp('logout', {}, win)).toBe(false);
  });
});

describe('answers from the app (window.arksAppReply)', () => {
  it('installs the reply function and hands each answer to the listeners of its message', () => {
    const win: HostWindow = { navigator: { userAgent: `${IPHONE} ArksApp/ios` } };
    const status: unknown[] = [];
    const touch: unknown[] = [];
    const offStatus = onAppReply('status', (data) => status.push(data), win);
    const offTouch = onAppReply('callTouchID', (data) => touch.push(data), win);
    expect(typeof win.arksAppReply).toBe('function');

    // iOS answers with an object literal, Android usually with JSON text; broken text is no answer.
    win.arksAppReply!('status', { touch_id: true, account: 'amy001' });
    win.arksAppReply!('status', '{"touch_id":false}');
    win.arksAppReply!('callTouchID', 'not json');
    win.arksAppReply!('somethingElse', {});
    expect(status).toEqual([{ touch_id: true, account: 'amy001' }, { touch_id: false }]);
    expect(touch).toEqual([null]);

    offStatus();
    offTouch();
    win.arksAppReply!('status', { touch_id: true, account: 'amy001' });
    expect(status).toHaveLength(2);
  });

  it('reads the status answer as an offer of a biometric login for one account', () => {
    expect(quickLoginOffer({ touch_id: true, account: ' amy001 ' })).toEqual({ account: 'amy001' });
    expect(quickLoginOffer({ touch_id: false, account: 'amy001' })).toBeNull();
    expect(quickLoginOffer({ touch_id: true })).toBeNull();
    expect(quickLoginOffer({ touch_id: 'yes', account: 'amy001' })).toBeNull();
    expect(quickLoginOffer(null)).toBeNull();
  });

  it('reads the callTouchID answer as a failure, a cancelled prompt, or nothing to do', () => {
    expect(quickLoginFailure({ ok: false, message: 'Face not recognised' })).toEqual({
      cancelled: false,
      message: 'Face not recognised',
    });
    expect(quickLoginFailure({ ok: false, cancelled: true })).toEqual({ cancelled: true, message: null });
    expect(quickLoginFailure({ ok: false, message: '  ' })).toEqual({ cancelled: false, message: null });
    expect(quickLoginFailure(null)).toEqual({ cancelled: false, message: null });
    expect(quickLoginFailure({ ok: true })).toBeNull();
  });
});
