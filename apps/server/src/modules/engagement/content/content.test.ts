import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, marqueeAnnouncements } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
const hour = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  // The seed's own banners and lines would mix with the rows this file asserts on.
  await t.db.delete(banners);
  await t.db.delete(marqueeAnnouncements);
  const now = Date.now();
  await t.db.insert(banners).values([
    { siteId: 1, useType: 0, imageUrl: '/a.svg', sort: 2 },
    { siteId: 1, useType: 0, imageUrl: '/b.svg', sort: 1, currencies: ['RMB'] },
    { siteId: 1, useType: 0, imageUrl: '/future.svg', startAt: new Date(now + hour) },
    { siteId: 1, useType: 0, imageUrl: '/ended.svg', endAt: new Date(now - hour) },
    { siteId: 1, useType: 2, imageUrl: '/mobile.svg' },
  ]);
  await t.db.insert(marqueeAnnouncements).values([
    { siteId: 1, texts: { en_US: 'Hello', zh_CN: '你好' }, sort: 1 },
    { siteId: 1, texts: { en_US: 'Members only' }, displayBeforeLogin: 0, sort: 5 },
    { siteId: 1, texts: { en_US: 'Later' }, startAt: new Date(now + hour) },
  ]);
});
afterAll(() => t.close());

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

describe('carousel_picture', () => {
  it('answers live banners of the device, sorted, for everyone or the visitor currency', async () => {
    const all = await post('/api/arks/web/carousel_picture', { site_id: 1, use_type: 0 });
    expect(all.json().data.web_carousel_picture_list.map((b: { url: string }) => b.url)).toEqual(['/a.svg']);
    const rmb = await post(
      '/api/arks/web/carousel_picture',
      { site_id: 1, use_type: 0 },
      { cookie: 'ccy=RMB' },
    );
    expect(rmb.json().data.web_carousel_picture_list.map((b: { url: string }) => b.url)).toEqual([
      '/b.svg',
      '/a.svg',
    ]);
    const mobile = await post('/api/arks/web/carousel_picture', { site_id: 1, use_type: 2 });
    expect(mobile.json().data.web_carousel_picture_list).toHaveLength(1);
  });
  it('refuses an unknown use_type', async () => {
    const res = await post('/api/arks/web/carousel_picture', { site_id: 1, use_type: 9 });
    expect([100, 1000]).not.toContain(res.json().code);
  });
});

describe('announcement/marquee', () => {
  it('answers live visitor lines in the request language', async () => {
    const zh = await post(
      '/api/arks/web/announcement/marquee',
      { site_id: 1, sort_field: 'sort', sort_order: 'desc' },
      { lang: 'zh_CN' },
    );
    expect(zh.json().data.web_announcement_list.map((l: { content: string }) => l.content)).toEqual(['你好']);
    const en = await post('/api/arks/web/announcement/marquee', { site_id: 1 }, { lang: 'en_US' });
    expect(en.json().data.web_announcement_list.map((l: { content: string }) => l.content)).toEqual([
      'Hello',
    ]);
  });
});
