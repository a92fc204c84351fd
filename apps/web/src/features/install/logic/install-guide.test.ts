import { describe, expect, it } from 'vitest';
import {
  installGuide,
  IOS_HINT_QUIET_MS,
  isIosSafari,
  shouldShowIosHint,
  type DeviceFacts,
} from './install-guide';

const ua = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  iphoneWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};
const facts = (userAgent: string, extra: Partial<DeviceFacts> = {}): DeviceFacts => ({
  userAgent,
  standalone: false,
  maxTouchPoints: 5,
  ...extra,
});

describe('install guide', () => {
  it('tells Safari on iPhone and iPad from other iOS browsers, app web views and desktop Safari', () => {
    expect(isIosSafari(facts(ua.iphoneSafari))).toBe(true);
    expect(isIosSafari(facts(ua.ipadOs))).toBe(true);
    expect(isIosSafari(facts(ua.ipadOs, { maxTouchPoints: 0 }))).toBe(false); // a real Mac
    expect(isIosSafari(facts(ua.iphoneChrome))).toBe(false);
    expect(isIosSafari(facts(ua.iphoneWebView))).toBe(false);
    expect(isIosSafari(facts(ua.android))).toBe(false);
  });

  it('picks the way to install', () => {
    expect(installGuide(facts(ua.iphoneSafari, { standalone: true }), false)).toBe('installed');
    expect(installGuide(facts(ua.android), true)).toBe('prompt');
    expect(installGuide(facts(ua.iphoneSafari), false)).toBe('ios-safari');
    expect(installGuide(facts(ua.iphoneChrome), false)).toBe('ios-other');
    expect(installGuide(facts(ua.android), false)).toBe('manual');
  });

  it('shows the iOS hint until dismissed, then again after the quiet period', () => {
    const now = 1_800_000_000_000;
    expect(shouldShowIosHint(facts(ua.iphoneSafari), null, now)).toBe(true);
    expect(shouldShowIosHint(facts(ua.iphoneSafari), now - 1000, now)).toBe(false);
    expect(shouldShowIosHint(facts(ua.iphoneSafari), now - IOS_HINT_QUIET_MS, now)).toBe(true);
    expect(shouldShowIosHint(facts(ua.iphoneSafari, { standalone: true }), null, now)).toBe(false);
    expect(shouldShowIosHint(facts(ua.android), null, now)).toBe(false);
  });
});
