import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderPaths } from '@arks/contracts/provider';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { lobbyHref } from '../public/house.js';
import { launches } from './db/schema';
import { gamePageHeaders, parseFrameAncestors } from './security-headers';
import { createHouseTest } from './test/house-test';

const SITES = ['https://www.site-one.example', 'https://m.site-two.example'];
let house: Awaited<ReturnType<typeof createHouseTest>>;
beforeAll(async () => {
  house = await createHouseTest(Date.now, { frameAncestors: SITES });
});
afterAll(() => house.close());

const get = (url: string) => house.app.inject({ method: 'GET', url });

describe('security headers on the game pages', () => {
  it.each([
    '/play/koi-reels?lang=zh_CN',
    '/play/no-such-game',
    '/verify',
    '/assets/house.js',
    '/play-api/session',
  ])('%s: own scripts only, framed only by the configured sites, no sniffing, no referrer', async (url) => {
    const res = await get(url);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain(`frame-ancestors ${SITES.join(' ')}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // A game window must keep its opener (it returns to the site's /close and tells it).
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('reads the configured origins, comma or space separated, with a development default', () => {
    expect(parseFrameAncestors('https://a.example, https://b.example:8443 https://c.example')).toEqual([
      'https://a.example',
      'https://b.example:8443',
      'https://c.example',
    ]);
    expect(parseFrameAncestors(undefined)).toContain('http://localhost:*');
    expect(parseFrameAncestors('  ')).toContain("'self'");
  });

  it('refuses a configured source that is not an origin', () => {
    expect(() => gamePageHeaders(["https://a.example; script-src 'unsafe-inline'"])).toThrow(
      /HOUSE_GAMES_FRAME_ANCESTORS/,
    );
    expect(() => gamePageHeaders(['*'])).toThrow();
    expect(() => gamePageHeaders(['javascript:'])).toThrow();
  });
});

describe('the lobby address', () => {
  const launch = (lobby_url: string) =>
    house.call(ProviderPaths.launch, {
      player_id: null,
      game_code: 'lucky-ten',
      currency: 'RMB',
      lang: 'en_US',
      lobby_url,
    });

  it.each([
    'javascript:alert(document.location.hash)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/close',
    '/close',
  ])('a launch with lobby %j is refused', async (lobby) => {
    const res = await launch(lobby);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it('an http(s) lobby is kept; one stored before the rule reaches no page', async () => {
    const ok = await launch('https://www.site-one.example/close');
    expect(ok.body.ok).toBe(true);
    const token = new URL(ok.body.data.url).hash.slice('#t='.length);
    const session = async () =>
      (
        await house.app.inject({
          method: 'GET',
          url: '/play-api/session',
          headers: { 'x-launch-token': token },
        })
      ).json();
    expect((await session()).data.lobby_url).toBe('https://www.site-one.example/close');

    await drizzle(house.pool)
      .update(launches)
      .set({ lobbyUrl: 'javascript:alert(1)' })
      .where(eq(launches.gameCode, 'lucky-ten'));
    expect((await session()).data.lobby_url).toBeNull();
  });

  it('the page makes a link of absolute http(s) lobbies only', () => {
    expect(lobbyHref('https://site.example/close')).toBe('https://site.example/close');
    expect(lobbyHref('http://localhost:3000/close')).toBe('http://localhost:3000/close');
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '\tjavascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/close',
      '//evil.example',
      '',
      null,
      undefined,
      42,
    ])
      expect(lobbyHref(bad)).toBeNull();
  });
});
