import { FOOTER_SECTIONS, footerItemHref, PlatformCode } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: body as object, headers });
}

describe('SiteDetail', () => {
  it('answers the env_config of the site named by site_id, from the database', async () => {
    const res = await post('/api/arks/web/site/detail', { site_id: 2 }, { host: 'localhost:3000' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1000);
    expect(body.data.site_id).toBe(2);
    expect(body.data.env_config).toMatchObject({
      site_id: 2,
      site_name: 'tidal-orchid',
      currencies: ['VND', 'THB'],
      languages: ['en_US', 'vi_VN', 'th_TH'],
      default_language: 'en_US',
    });
    expect(body.data.env_config.redirects).toEqual(
      expect.arrayContaining([
        { from: '/promotions', to: '/discount' },
        { from: '/help', to: '/faq' },
      ]),
    );
  });

  it('finds the site by Host (port stripped, any case) and derives websocket URLs from it', async () => {
    const res = await post('/api/arks/web/site/detail', {}, { host: 'Site2.LocalHost:3000' });
    const { env_config } = res.json().data;
    expect(env_config.site_id).toBe(2);
    expect(env_config.CONFIG_WEBSOCKET_URL).toBe('ws://Site2.LocalHost:3000');
    expect(env_config.CONFIG_WEBSOCKET_URL_SSL).toBe('wss://Site2.LocalHost:3000');
  });

  it('serves RMB-first, Chinese-first site 1 on localhost', async () => {
    const res = await post('/api/arks/web/site/detail', {}, { host: 'localhost:3000' });
    expect(res.json().data.env_config).toMatchObject({
      site_id: 1,
      currencies: ['RMB', 'USD'],
      languages: ['zh_CN', 'en_US', 'zh_TW'],
      default_language: 'zh_CN',
    });
  });

  it('serves the default site to a host no site claims', async () => {
    const res = await post('/api/arks/web/site/detail', {}, { host: 'unknown.example:8080' });
    expect(res.json().data.site_id).toBe(1);
  });

  it('answers 4004 with HTTP 404 for a site_id that does not exist', async () => {
    const res = await post('/api/arks/web/site/detail', { site_id: 999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: PlatformCode.SITE_NOT_FOUND, message: 'Site not found', data: null });
  });

  it('treats a disabled site as not found', async () => {
    await t.db.update(sites).set({ status: 'disabled' }).where(eq(sites.id, 2));
    try {
      const res = await post('/api/arks/web/site/detail', { site_id: 2 });
      expect(res.json().code).toBe(PlatformCode.SITE_NOT_FOUND);
    } finally {
      await t.db.update(sites).set({ status: 'active' }).where(eq(sites.id, 2));
    }
  });

  it('accepts site_id as a numeric string, as older clients send it', async () => {
    const res = await post('/api/arks/web/site/detail', { site_id: '2' });
    expect(res.json().data.site_id).toBe(2);
  });
});

describe('unknown hosts with DEFAULT_SITE_ID=0', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({ env: { DEFAULT_SITE_ID: '0' } });
  });
  afterAll(() => strict.close());

  it('refuses a host that matches no site', async () => {
    const res = await strict.app.inject({
      method: 'POST',
      url: '/api/web/logo',
      payload: {},
      headers: { host: 'elsewhere.example' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(PlatformCode.SITE_NOT_FOUND);
  });

  it('still serves a known host', async () => {
    const res = await strict.app.inject({
      method: 'POST',
      url: '/api/web/logo',
      payload: {},
      headers: { host: 'site2.localhost' },
    });
    expect(res.json().code).toBe(1000);
  });
});

describe('WebLogo', () => {
  it('lists the desktop, mobile, favicon and light-background artwork of the site, each file served', async () => {
    const res = await post('/api/web/logo', { site_id: 1 });
    const { list } = res.json().data;
    expect(list.map((l: { kind: string }) => l.kind)).toEqual([
      'desktop',
      'mobile',
      'favicon',
      'desktop_light',
      'mobile_light',
    ]);
    for (const logo of list) {
      expect(logo.photo_path).toMatch(/^\/static\/sites\/1\/.+\.svg$/);
      const file = await t.app.inject({ method: 'GET', url: logo.photo_path });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('image/svg+xml');
    }
  });
});

describe('TemplateConfig', () => {
  it('localizes the hero to the site default language when the caller names none', async () => {
    const res = await post('/api/template_config', { site_id: 1 });
    const data = res.json().data;
    expect(data.mobile_template).toBe('H5_1');
    expect(data.hero.title).toBe('锦鲤跃龙门，好运自然来');
    expect(data.hero.image).toBe('/static/sites/1/hero.svg');
    expect(data.colors.primary).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('follows the lang header, then the lang cookie', async () => {
    const byHeader = await post('/api/template_config', { site_id: 1 }, { lang: 'en_US' });
    expect(byHeader.json().data.hero.title).toBe('Where the koi leaps, fortune follows');
    const byCookie = await post('/api/template_config', { site_id: 1 }, { cookie: 'lang=zh_TW' });
    expect(byCookie.json().data.hero.title).toBe('錦鯉躍龍門，好運自然來');
  });

  it('falls back to English for a language the hero lacks', async () => {
    const res = await post('/api/template_config', { site_id: 1 }, { lang: 'ja_JP' });
    expect(res.json().data.hero.title).toBe('Where the koi leaps, fortune follows');
  });

  it('answers the requested mobile template, or the site template when that one is not configured', async () => {
    const origin = await post('/api/template_config', { site_id: 1, mobileTemplateName: 'origin' });
    expect(origin.json().data).toMatchObject({ mobile_template: 'origin', theme: 'vermilion-light' });
    const missing = await post('/api/template_config', { site_id: 1, mobileTemplateName: 'H5_8' });
    expect(missing.json().data.mobile_template).toBe('H5_1');
  });

  it('answers site 2 in its own languages', async () => {
    const res = await post('/api/template_config', {}, { host: 'site2.localhost', lang: 'vi_VN' });
    expect(res.json().data.hero.title).toBe('Cưỡi con sóng thắng lớn');
  });
});

describe('Footer', () => {
  it('lists every section of spec §2 in order, titles in the request language', async () => {
    const res = await post('/api/arks/web/footer', { site_id: 2 }, { lang: 'th_TH' });
    const { list } = res.json().data;
    expect(list.map((s: { section: string }) => s.section)).toEqual([...FOOTER_SECTIONS]);
    expect(list.find((s: { section: string }) => s.section === 'deposit').title).toBe('ฝากเงิน');
  });

  it('prefers the language named in the body', async () => {
    const res = await post('/api/arks/web/footer', { site_id: 1, language: 'en_US' }, { lang: 'zh_CN' });
    expect(res.json().data.list[0].title).toBe('Announcements');
  });

  it('gives item urls that are outer links or main/{id} and faq/{id} pages', async () => {
    const res = await post('/api/arks/web/footer', { site_id: 1 });
    const items = res.json().data.list.flatMap((s: { items: { url: string }[] }) => s.items);
    expect(items.length).toBeGreaterThan(10);
    for (const { url } of items) {
      const { outer } = footerItemHref(url);
      if (!outer) expect(url).toMatch(/^(main|faq)\/\d+$/);
    }
    expect(items.some((i: { url: string }) => footerItemHref(i.url).outer)).toBe(true);
  });
});
