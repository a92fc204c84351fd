import type { Platform } from '@arks/contracts';

/**
 * The spec §1 platform a request comes from. Our iOS and Android apps show the site in a web view
 * whose user agent carries `ArksApp/<platform>` (apps/web lib/native-bridge.ts describes the
 * protocol); a token naming an app we do not know is notSupport, no token is the web.
 */
export function appPlatformOf(userAgent: string | undefined): Platform {
  const m = /\bArksApp\/([A-Za-z]+)/.exec(userAgent ?? '');
  if (!m) return 'web';
  return m[1] === 'ios' || m[1] === 'iosStore' || m[1] === 'android' ? m[1] : 'notSupport';
}
