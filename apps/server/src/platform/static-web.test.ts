import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { appServingWebFixture, bootAnswersOf, FIXTURE_CHUNKS, FIXTURE_INDEX } from '../test/web-dist-fixture';
import { webCacheControl } from './static-web';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('built web app', () => {
  const served = appServingWebFixture();
  const app = () => served().app;

  const get = (url: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers });

  /** The build's index.html, without what the server added to its head (preloads, the answers' block). */
  const shellOf = (body: string) =>
    body.replace(
      /(<link rel="(?:module)?preload"[^>]*>)*<script type="application\/json" id="boot-data">.*?<\/script>/,
      '',
    );
  const modulePreloads = (body: string) =>
    [...body.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  const bootOf = (body: string) =>
    bootAnswersOf(body) as {
      SiteDetail: { site_id: number; env_config: { default_language: string; mobile_template: string } };
    } & Record<string, unknown>;

  it('serves index.html at / without caching', async () => {
    const res = await get('/', html);
    expect(res.statusCode).toBe(200);
    expect(shellOf(res.body)).toBe(FIXTURE_INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('hands the first page the detail, template, logos, footer, widgets, pop-ups, sponsors and hall the calls answer for its host', async () => {
    for (const host of ['localhost', 'site2.localhost']) {
      const page = await app().inject({ method: 'GET', url: '/gameHall/2', headers: { ...html, host } });
      const call = (url: string, payload: object, lang?: string) =>
        app().inject({ method: 'POST', url, headers: { host, ...(lang && { lang }) }, payload });
      const detail = (await call('/api/arks/web/site/detail', {})).json().data;
      const { default_language: lang, mobile_template: mobile } = detail.env_config;
      const template = await call('/api/template_config', { mobileTemplateName: mobile }, lang);
      const logos = await call('/api/web/logo', {});
      const footer = await call('/api/arks/web/footer', {}, lang);
      const service = await call('/api/arks/web/customer-service', { site_id: detail.site_id }, lang);
      const floats = await call('/api/arks/web/float', { site_id: detail.site_id });
      const tabs = await call(
        '/api/arks/web/web-mobile-footer',
        { site_id: detail.site_id, template: mobile },
        lang,
      );
      const currency = detail.env_config.currencies[0];
      const hall = await call('/api/v2/game_label', { currency, device: 0, game_type_id: 2 }, lang);
      const halls = await call('/api/v3/game_list', { currency, support_device: 0 }, lang);
      const popups = (device: number) =>
        call('/api/arks/web/bulletin', { site_id: detail.site_id, display_device: device }, lang);
      const sponsors = (model_version: string) =>
        call('/api/web/model_sponsor', { site_id: detail.site_id, language: lang, model_version }, lang);
      const { template: desktop } = detail.env_config;
      expect(bootOf(page.body), host).toEqual({
        SiteDetail: detail,
        [`TemplateConfig?lang=${lang}&mobileTemplateName=${mobile}`]: template.json().data,
        WebLogo: logos.json().data,
        [`Footer?lang=${lang}`]: footer.json().data,
        // What every page asks for at once (first-page.ts), as the calls answer a visitor.
        [`CustomerServiceChannels?lang=${lang}`]: service.json().data,
        FloatItems: floats.json().data,
        [`MobileFooter?template=${mobile}&lang=${lang}`]: tabs.json().data,
        [`GameList?currency=${currency}&lang=${lang}`]: halls.json().data,
        [`Bulletin?lang=${lang}&display_device=1`]: (await popups(1)).json().data,
        [`Bulletin?lang=${lang}&display_device=2`]: (await popups(2)).json().data,
        [`ModelSponsor?lang=${lang}&model_version=${desktop}`]: (await sponsors(desktop)).json().data,
        [`ModelSponsor?lang=${lang}&model_version=${mobile}`]: (await sponsors(mobile)).json().data,
        // The hall's games, for a desktop (the request names no phone browser).
        [`GameLabel?currency=${currency}&device=0&game_type_id=2&lang=${lang}`]: hall.json().data,
      });
      // Its language's texts and the hall's code are fetched with the page, by the build's chunk map.
      expect(modulePreloads(page.body), host).toEqual([
        ...FIXTURE_CHUNKS[`language:${lang}`]!,
        ...FIXTURE_CHUNKS['page:game-hall']!,
      ]);
    }
    // A site_id in the page's address does not choose the site: the page's own call names none.
    const named = await app().inject({
      method: 'GET',
      url: '/?site_id=1',
      headers: { ...html, host: 'site2.localhost' },
    });
    expect(bootOf(named.body).SiteDetail.site_id).toBe(2);
  });

  it('caches fingerprinted assets forever, and compresses them', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('never caches the build manifest the client polls', async () => {
    const res = await get('/builds/latest.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ id: 'abc123', timestamp: 1 });
  });

  it('answers client-side routes with the app shell', async () => {
    for (const url of ['/discount/3', '/user?page=Deposit', '/gameHall/2']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(200);
      expect(shellOf(res.body)).toBe(FIXTURE_INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("spec §2 'Unknown pages show a Page Not Found error page' (issue 25): 404 with the page, not indexed", async () => {
    for (const url of ['/nothing-here', '/discount/abc', '/gameHall/99', '/user/Nowhere', '/faq/1/2']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(404);
      // The page still comes: it draws the site's error page ('Page Not Found', spec §2).
      expect(shellOf(res.body), url).toBe(FIXTURE_INDEX);
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
  });

  it('spec §2 page routes answer 200, and so do the site’s own redirects', async () => {
    for (const url of [
      '/discount',
      '/discount/3',
      '/faq/2',
      '/gameHall/3',
      '/gamehall/5/',
      '/main/7',
      '/main',
      '/user/Info',
      '/user/BindAccount',
      '/loading',
      '/close',
      '/slotgame?gt_id=2&gp_id=Popular&house=0',
      '/register?id=12',
      '/fastDeposit',
      '/promotions',
    ]) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
    }
    // Site 2's own redirect is a page there, not on site 1.
    expect((await get('/khuyen-mai', { ...html, host: 'site2.localhost' })).statusCode).toBe(200);
    expect((await get('/khuyen-mai', html)).statusCode).toBe(404);
  });

  it('serves no dotfile from the build, such as the stamp the build leaves', async () => {
    const res = await get('/.build-stamp');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('fingerprint');
  });

  it('answers a missing file with 404, not the app shell', async () => {
    for (const url of ['/assets/app-gone.js', '/logo.png']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('keeps server paths out of the fallback', async () => {
    for (const url of ['/api/nothing', '/static/sites/9/none.svg', '/socket.io/x', '/docs/nothing']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('does not answer non-page requests with the app shell', async () => {
    const res = await get('/discount/3', { accept: 'application/json' });
    expect(res.statusCode).toBe(404);
  });

  it('serves seeded site artwork with a long cache', async () => {
    const res = await get('/static/sites/2/hero.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(res.body).toContain('<svg');
  });

  it('allows popups opened by the page to stay linked (game and payment windows)', async () => {
    const res = await get('/', html);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // The pages inside those windows keep their opener across the provider's origin.
    for (const page of ['/loading', '/close']) {
      expect((await get(page, html)).headers['cross-origin-opener-policy']).toBe('unsafe-none');
    }
  });
});

describe('web app not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('explains how to build it instead of failing silently', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run build');
  });

  it('still serves the API', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/web/logo', payload: {} });
    expect(res.json().code).toBe(1000);
  });
});

describe('webCacheControl', () => {
  it('marks only files under assets/ immutable', () => {
    expect(webCacheControl('assets/index-1a2b3c.css')).toBe(IMMUTABLE);
    expect(webCacheControl('index.html')).toBe('no-cache');
    expect(webCacheControl('builds/meta/abc.json')).toBe('no-cache');
    expect(webCacheControl('sw.js')).toBe('no-cache');
  });
});
