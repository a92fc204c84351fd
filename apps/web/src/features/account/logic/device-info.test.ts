import { describe, expect, it } from 'vitest';
import { browserOf, deviceInfo, systemOf } from './device-info';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const chromeWin =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('login device info (spec §3)', () => {
  it('reads system, version and browser', () => {
    expect(systemOf(iphone)).toEqual({ system: 'iOS', version: '17.4' });
    expect(browserOf(iphone)).toBe('Safari');
    expect(systemOf(chromeWin)).toEqual({ system: 'Windows', version: '10.0' });
    expect(browserOf(chromeWin)).toBe('Chrome');
  });
  it('names the device type: desktop 1, mobile 2, app 3, pwa 7', () => {
    const base = { ua: chromeWin, host: 'a.example', udid: 'u1', pwa: false };
    expect(deviceInfo({ ...base, mode: 'desktop' }).device).toBe(1);
    expect(deviceInfo({ ...base, mode: 'mobile' }).device).toBe(2);
    expect(deviceInfo({ ...base, mode: 'mobile', pwa: true }).device).toBe(7);
    expect(deviceInfo({ ...base, ua: `${iphone} ArksApp/iosStore`, mode: 'mobile' }).device).toBe(3);
    expect(deviceInfo({ ...base, ua: `${iphone} ArksApp/ios`, mode: 'mobile', pwa: true }).device).toBe(3);
    expect(deviceInfo({ ...base, mode: 'desktop' })).toMatchObject({
      host: 'a.example',
      udid: 'u1',
      login_type: 1,
    });
  });
});
