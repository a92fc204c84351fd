import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// Addresses built from the Host (the site's origin for lobby and frame checks) must never turn a
// malformed header into a 500; a request naming no sane host is refused at the door.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const GARBAGE = [
  'exa mple.com',
  'evil.com/path?x',
  'a:b:c',
  '[::1',
  'host:99999999',
  '"><script>alert(1)</script>',
  'x'.repeat(300),
  'ünïcode.example',
  '@evil.com',
  'user:pass@evil.com',
  '%00',
];

const routes = [
  { method: 'POST', url: '/api/arks/web/site/detail', payload: {} },
  { method: 'GET', url: '/api/get_login_header' },
  { method: 'POST', url: '/api/check_iframe', payload: { url: 'https://example.com/' } },
  {
    method: 'POST',
    url: '/api/demo/play',
    payload: {
      site_id: 1,
      currency: 'RMB',
      device: 0,
      gp_id: 'GPHOUSE',
      game_type: 2,
      game_code: 'dice',
      house: 1,
    },
  },
  { method: 'POST', url: '/api/v3/game_list', payload: { currency: 'RMB', support_device: 0 } },
  { method: 'POST', url: '/api/arks/web/check-agent-domain', payload: {} },
  { method: 'POST', url: '/api/login', payload: { account: 'nobody1', password: 'abc123' } },
] as const;

describe('malformed Host and X-Forwarded-Host', () => {
  const each = (header: string) => GARBAGE.flatMap((host) => routes.map((r) => ({ ...r, host, header })));
  const send = (c: { method: string; url: string; header: string; host: string; payload?: object }) =>
    t.app.inject({
      method: c.method as 'GET' | 'POST',
      url: c.url,
      headers: { [c.header]: c.host },
      ...(c.payload ? { payload: c.payload } : {}),
    });

  it.each(each('host'))('$method $url with Host $host is refused with a 400', async (c) => {
    const res = await send(c);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });

  it.each(each('x-forwarded-host'))('$method $url with X-Forwarded-Host $host ignores it', async (c) => {
    const res = await send(c);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.statusCode, res.body).not.toBe(400);
  });

  it('reads the request as sent to the Host when the forwarded host is malformed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/get_login_header',
      headers: { host: 'site2.localhost:3000', 'x-forwarded-host': 'bad host:99999' },
    });
    expect(res.json().data.host).toBe('site2.localhost:3000');
    const good = await t.app.inject({
      method: 'GET',
      url: '/api/get_login_header',
      headers: { host: 'site2.localhost:3000', 'x-forwarded-host': 'www.example.com' },
    });
    expect(good.json().data.host).toBe('www.example.com');
  });

  it.each(['localhost', 'localhost:3000', 'site2.localhost', '127.0.0.1:8080', '[::1]:3000', 'Example.COM.'])(
    'a sane host %s still works',
    async (host) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/get_login_header', headers: { host } });
      expect(res.statusCode).toBe(200);
    },
  );
});
