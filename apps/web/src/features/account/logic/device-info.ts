import { DEVICE_TYPES } from '@arks/contracts';
import { deviceType, platformFromUserAgent } from '../../../lib/native-bridge';

/** Login payload device fields (spec §3) read from the browser; the server adds the address it saw. */
export interface DeviceInfo {
  host: string;
  device: number;
  system_group: string;
  system: string;
  system_version: string;
  browser: string;
  login_type: number;
  udid: string;
}

export function systemOf(ua: string): { system: string; version: string } {
  const pick = (re: RegExp) => ua.match(re)?.[1]?.replace(/_/g, '.') ?? '';
  if (/iPhone|iPad|iPod/.test(ua)) return { system: 'iOS', version: pick(/OS (\d+[._]\d+(?:[._]\d+)?)/) };
  if (/Android/.test(ua)) return { system: 'Android', version: pick(/Android (\d+(?:\.\d+)*)/) };
  if (/Windows NT/.test(ua)) return { system: 'Windows', version: pick(/Windows NT (\d+\.\d+)/) };
  if (/Mac OS X/.test(ua)) return { system: 'macOS', version: pick(/Mac OS X (\d+[._]\d+(?:[._]\d+)?)/) };
  if (/Linux/.test(ua)) return { system: 'Linux', version: '' };
  return { system: 'Unknown', version: '' };
}

export function browserOf(ua: string): string {
  if (/MicroMessenger/i.test(ua)) return 'WeChat';
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/Firefox\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Unknown';
}

export function deviceInfo(input: {
  ua: string;
  host: string;
  mode: 'desktop' | 'mobile';
  pwa: boolean;
  udid: string;
}): DeviceInfo {
  const { system, version } = systemOf(input.ua);
  // app 3 in our apps (the ArksApp user-agent token), else pwa 7, desktop 1 or mobile 2.
  const device = deviceType({ platform: platformFromUserAgent(input.ua), mode: input.mode, pwa: input.pwa });
  const browser = browserOf(input.ua);
  return {
    host: input.host,
    device,
    system_group: input.mode === 'desktop' ? 'desktop' : 'mobile',
    system,
    system_version: version,
    browser,
    // 1 = account and password (third-party sign-in goes through /authCallback).
    login_type: browser === 'WeChat' ? DEVICE_TYPES.wechat : 1,
    udid: input.udid,
  };
}
