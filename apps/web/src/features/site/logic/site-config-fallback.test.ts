import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../api/request-error';
import { siteConfigFiles, siteDetailFallsBack, withPageSockets } from './site-config-fallback';

describe('site detail fallback (spec §7 site/detail: on failure env config from a static storage file)', () => {
  it('falls back when no server answers (5xx, no answer, timeout), not when the site is refused', () => {
    const failure = (kind: RequestError['kind'], status: number | null = null) =>
      new RequestError({ kind, status, message: 'x' });
    expect(siteDetailFallsBack(failure('network'))).toBe(true);
    expect(siteDetailFallsBack(failure('timeout'))).toBe(true);
    expect(siteDetailFallsBack(failure('business', 503))).toBe(true);
    expect(siteDetailFallsBack(failure('invalid', 502))).toBe(true);
    expect(siteDetailFallsBack(failure('business', 404))).toBe(false);
    expect(siteDetailFallsBack(failure('aborted'))).toBe(false);
    expect(siteDetailFallsBack(new Error('x'))).toBe(false);
  });

  it('reads the host’s file, then the default site’s', () => {
    expect(siteConfigFiles('Site2.LocalHost')).toEqual([
      '/site-config/site2.localhost.json',
      '/site-config/default.json',
    ]);
    expect(siteConfigFiles('../etc')).toEqual(['/site-config/default.json']);
  });

  it('talks to the websocket of the page’s own host', () => {
    const copy = { site_id: 1, env_config: { CONFIG_WEBSOCKET_URL: 'ws://localhost', title_en: 'A' } };
    expect(withPageSockets(copy, 'www.a.test:8443').env_config).toEqual({
      CONFIG_WEBSOCKET_URL: 'ws://www.a.test:8443',
      CONFIG_WEBSOCKET_URL_SSL: 'wss://www.a.test:8443',
      title_en: 'A',
    });
  });
});
