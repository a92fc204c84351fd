/** What the browser tells us about the device, read once at the call site (no globals in here). */
export interface DeviceFacts {
  userAgent: string;
  /** Running as an installed web app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** iPadOS reports itself as a Mac; touch points tell them apart. */
  maxTouchPoints: number;
}

const IOS_DEVICE = /iPhone|iPad|iPod/;
// Other browsers on iOS name themselves; an app's web view leaves out the Safari token.
const IOS_OTHER_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|GSA\//;

export function isIos(f: DeviceFacts): boolean {
  return IOS_DEVICE.test(f.userAgent) || (/Macintosh/.test(f.userAgent) && f.maxTouchPoints > 1);
}

/** Only Safari on iOS can add a site to the home screen. */
export function isIosSafari(f: DeviceFacts): boolean {
  return isIos(f) && /Safari\//.test(f.userAgent) && !IOS_OTHER_BROWSER.test(f.userAgent);
}

export type InstallGuide = 'installed' | 'prompt' | 'ios-safari' | 'ios-other' | 'manual';

/**
 * How the /app page helps: nothing to do when already installed; the browser's own install prompt when
 * it offered one; Safari's Share > Add to Home Screen on iOS (other iOS browsers must switch to Safari);
 * otherwise the browser menu.
 */
export function installGuide(f: DeviceFacts, canPrompt: boolean): InstallGuide {
  if (f.standalone) return 'installed';
  if (canPrompt) return 'prompt';
  if (isIos(f)) return isIosSafari(f) ? 'ios-safari' : 'ios-other';
  return 'manual';
}

/** A dismissed hint stays away this long. */
export const IOS_HINT_QUIET_MS = 30 * 86_400_000;

/** The iOS favourite hint (spec §3): Safari on iOS, not installed yet, not dismissed lately. */
export function shouldShowIosHint(f: DeviceFacts, dismissedAt: number | null, now: number): boolean {
  if (!isIosSafari(f) || f.standalone) return false;
  return dismissedAt === null || now - dismissedAt >= IOS_HINT_QUIET_MS;
}
