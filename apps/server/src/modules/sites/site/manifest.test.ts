import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { webManifest } from './manifest';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('web-app manifest', () => {
  it('names, colours and icons each site by its Host, and starts in web-app mode', async () => {
    const one = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: 'localhost' },
    });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toContain('application/manifest+json');
    expect(one.json()).toMatchObject({
      name: '朱鲤娱乐',
      start_url: '/?pwa=1',
      display: 'standalone',
      icons: [{ src: '/static/sites/1/favicon.svg', type: 'image/svg+xml' }],
    });
    expect(one.json().theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const two = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: 'site2.localhost:3000' },
    });
    expect(two.json()).toMatchObject({ name: 'Tidal Orchid', lang: 'en-US' });
    expect(two.json().icons[0].src).toBe('/static/sites/2/favicon.svg');
  });

  it('falls back to plain colours and no icon when a site has neither', () => {
    const m = webManifest({
      site: { titleZh: '站', titleEn: 'Site', defaultLanguage: 'en_US' },
      colors: null,
      favicon: null,
    });
    expect(m).toMatchObject({ name: 'Site', background_color: '#000000', icons: [] });
  });
});
