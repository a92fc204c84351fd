import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameProviders } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fillQuickBetUrl, frameAllowed } from './quickbet';

let t: TestApp;
let sports: Server;
let sportsOrigin: string;

/** A stand-in sport provider: each path answers with the framing headers a real one might send. */
const ANSWERS: Record<string, [number, Record<string, string>]> = {
  '/quickbet': [200, {}],
  '/deny': [200, { 'x-frame-options': 'DENY' }],
  '/csp-none': [200, { 'content-security-policy': "frame-ancestors 'none'" }],
  '/broken': [500, {}],
};

beforeAll(async () => {
  sports = createServer((req, res) => {
    const [status, headers] = ANSWERS[new URL(req.url!, 'http://x').pathname] ?? [404, {}];
    res.writeHead(status, { 'content-type': 'text/html', ...headers }).end('<p>quick bet</p>');
  });
  await new Promise<void>((resolve) => sports.listen(0, '127.0.0.1', resolve));
  sportsOrigin = `http://127.0.0.1:${(sports.address() as AddressInfo).port}`;
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => sports.close(resolve));
});

const call = async (url: string, payload: object) =>
  (await t.app.inject({ method: 'POST', url, payload, headers: { host: 'localhost' } })).json();
const quickbetUrl = (payload: object = {}) =>
  call('/api/arks/web/game/sport-quickbet-url', {
    site_id: 1,
    currency: 'RMB',
    support_device: 1,
    domain: 'www.site.test',
    ...payload,
  });

describe('sports quick bet', () => {
  it('fills the widget address and reads framing headers the way a browser would', () => {
    const place = { siteId: 1, currency: 'RMB', device: 0, domain: 'a b.test', lang: 'zh_CN' };
    expect(fillQuickBetUrl('https://s.test/qb?c={currency}&d={domain}&x={other}', place)).toBe(
      'https://s.test/qb?c=RMB&d=a%20b.test&x={other}',
    );
    const site = 'https://site.test';
    expect(frameAllowed({ xFrameOptions: null, csp: null }, site)).toBe(true);
    expect(frameAllowed({ xFrameOptions: 'sameorigin', csp: null }, site)).toBe(false);
    expect(
      frameAllowed({ xFrameOptions: null, csp: "default-src 'self'; frame-ancestors 'self'" }, site),
    ).toBe(false);
    expect(frameAllowed({ xFrameOptions: null, csp: 'frame-ancestors https://site.test/' }, site)).toBe(true);
    expect(frameAllowed({ xFrameOptions: null, csp: 'frame-ancestors https:' }, site)).toBe(true);
    expect(frameAllowed({ xFrameOptions: null, csp: 'frame-ancestors *' }, site)).toBe(true);
  });

  it('answers 404 while no active provider offers a quick bet', async () => {
    expect((await quickbetUrl()).code).toBe(404);
  });

  it('hands out the provider’s address and checks that it can be framed here', async () => {
    await t.db.insert(gameProviders).values({
      gpId: 'ZSPORT',
      name: 'Sport',
      active: true,
      quickbetUrl: `${sportsOrigin}/quickbet?currency={currency}&device={device}&lang={lang}&domain={domain}`,
    });
    const answer = await quickbetUrl();
    expect(answer.code).toBe(1000);
    expect(answer.data.detail).toEqual({
      gp_id: 'ZSPORT',
      url: `${sportsOrigin}/quickbet?currency=RMB&device=1&lang=zh_CN&domain=www.site.test`,
    });
    const ok = await call('/api/check_iframe', { url: answer.data.detail.url });
    expect(ok).toMatchObject({ code: 1000, data: { embeddable: true } });
    expect((await call('/api/check_iframe', { url: `${sportsOrigin}/deny` })).code).toBe(403);
    expect((await call('/api/check_iframe', { url: `${sportsOrigin}/csp-none` })).code).toBe(403);
    expect((await call('/api/check_iframe', { url: `${sportsOrigin}/broken` })).code).toBe(503);
  });

  it('never fetches an address that is not a quick-bet provider’s (no request forgery)', async () => {
    const other = await call('/api/check_iframe', { url: 'http://169.254.169.254/latest/meta-data' });
    expect(other.code).toBe(400);
    expect(other.message).toContain('url');
    expect((await call('/api/check_iframe', { url: 'file:///etc/passwd' })).code).toBe(400);
    await t.db.update(gameProviders).set({ active: false }).where(eq(gameProviders.gpId, 'ZSPORT'));
    expect((await quickbetUrl()).code).toBe(404);
    expect((await call('/api/check_iframe', { url: `${sportsOrigin}/quickbet` })).code).toBe(400);
  });
});
