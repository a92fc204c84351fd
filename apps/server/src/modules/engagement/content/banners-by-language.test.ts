import { CarouselPicture } from '@arks/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentUnits } from '../../../db/seed/content-units';
import { seedSites } from '../../../db/seed/sites';
import { banners } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { visitor } from '../../../test/member-client';

// The seeded banners: words drawn into the picture, one picture per language (db/seed/banner-art.ts).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SITE2 = 'site2.localhost';
async function bannerUrls(useType: 0 | 2, headers: Record<string, string>) {
  const site = headers.host === SITE2 ? 2 : 1;
  const answer = await visitor(t, { headers }).call(CarouselPicture, { site_id: site, use_type: useType });
  return answer.web_carousel_picture_list.map((banner) => banner.url);
}

describe('banners only in the languages a site offers (issue 25)', () => {
  const languagesOf = async (siteId: number) =>
    (
      await t.db
        .selectDistinct({ lang: sql<string>`unnest(${banners.languages})` })
        .from(banners)
        .where(eq(banners.siteId, siteId))
    )
      .map((row) => row.lang)
      .sort();

  it('issue 25: the seed gives site 1 banners only in zh_CN, en_US and zh_TW, site 2 only in its own', async () => {
    expect(await languagesOf(1)).toEqual(['en_US', 'zh_CN', 'zh_TW']);
    expect(await languagesOf(2)).toEqual(['en_US', 'th_TH', 'vi_VN']);
  });

  it('issue 25: a database seeded earlier loses the seeded banners of languages the site does not offer', async () => {
    const stray = await t.db
      .insert(banners)
      .values([
        {
          siteId: 1,
          useType: 0,
          imageUrl: '/static/sites/1/banners/ja_JP/checkIn-desktop.svg',
          languages: ['ja_JP'],
        },
        { siteId: 1, useType: 0, imageUrl: '/static/sites/1/own-ja.png', languages: ['ja_JP'] },
      ])
      .returning({ id: banners.id, url: banners.imageUrl });
    const site1 = seedSites.find((site) => site.id === 1)!;
    const cleanup = contentUnits(site1).find((unit) => unit.key.endsWith('banners-only-offered-languages'))!;
    await t.db.transaction((tx) => cleanup.apply(tx));
    const left = (
      await t.db.select({ url: banners.imageUrl }).from(banners).where(eq(banners.siteId, 1))
    ).map((row) => row.url);
    // The seeded picture goes; a picture staff uploaded stays (the list below still never shows it).
    expect(left).not.toContain(stray[0]!.url);
    expect(left).toContain(stray[1]!.url);
    expect(left.filter((url) => url.includes('/banners/zh_CN/'))).toHaveLength(6);
    await t.db.delete(banners).where(eq(banners.id, stray[1]!.id));
  });

  it('issue 25, spec §9 languages: the list answers only the site’s languages, whatever the reader asks', async () => {
    const [own] = await t.db
      .insert(banners)
      .values({
        siteId: 1,
        useType: 0,
        imageUrl: '/static/sites/1/own-ko.png',
        languages: ['ko_KR'],
        sort: 0,
      })
      .returning({ id: banners.id });
    try {
      // Site 1 does not offer Korean: a Korean reader gets the site's default language, never ko_KR.
      const korean = await bannerUrls(0, { lang: 'ko_KR' });
      expect(korean).toHaveLength(3);
      expect(korean.every((url) => url.includes('/banners/zh_CN/'))).toBe(true);
    } finally {
      await t.db.delete(banners).where(eq(banners.id, own!.id));
    }
  });
});

describe('banners by language', () => {
  it('give a Chinese reader the Chinese pictures, in the seeded order, each one served', async () => {
    const urls = await bannerUrls(0, { lang: 'zh_CN' });
    expect(urls).toEqual([
      '/static/sites/1/banners/zh_CN/checkIn-desktop.svg',
      '/static/sites/1/banners/zh_CN/redEnvelope-desktop.svg',
      '/static/sites/1/banners/zh_CN/slots-desktop.svg',
    ]);
    for (const url of urls) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toContain('image/svg+xml');
      expect(file.body).toContain('xml:lang="zh-CN"');
    }
    // Without a language the site's own is read (site 1: Simplified Chinese).
    expect(await bannerUrls(0, {})).toEqual(urls);
  });

  it('give a Thai reader of site 2 the Thai pictures, on the phone too', async () => {
    expect(await bannerUrls(0, { lang: 'th_TH', host: SITE2 })).toEqual([
      '/static/sites/2/banners/th_TH/checkIn-desktop.svg',
      '/static/sites/2/banners/th_TH/redEnvelope-desktop.svg',
      '/static/sites/2/banners/th_TH/slots-desktop.svg',
    ]);
    const phone = await bannerUrls(2, { lang: 'th_TH', host: SITE2 });
    expect(phone).toHaveLength(3);
    expect(phone.every((url) => url.startsWith('/static/sites/2/banners/th_TH/'))).toBe(true);
    expect(phone.every((url) => url.endsWith('-mobile.svg'))).toBe(true);
  });

  it('fall back to the site’s default language, then English, when a language has no pictures (§9)', async () => {
    await t.db.delete(banners).where(sql`'ko_KR' = any(${banners.languages})`);
    const korean = await bannerUrls(0, { lang: 'ko_KR' });
    expect(korean.every((url) => url.includes('/banners/zh_CN/'))).toBe(true);
    expect(korean).toHaveLength(3);
    // Site 2 reads English by default.
    const koreanOn2 = await bannerUrls(0, { lang: 'ko_KR', host: SITE2 });
    expect(koreanOn2.every((url) => url.includes('/banners/en_US/'))).toBe(true);
    // Neither the reader's nor the default language: English.
    await t.db.delete(banners).where(and(eq(banners.siteId, 1), sql`'zh_CN' = any(${banners.languages})`));
    const fallback = await bannerUrls(0, { lang: 'ko_KR' });
    expect(fallback).toHaveLength(3);
    expect(fallback.every((url) => url.includes('/banners/en_US/'))).toBe(true);
  });

  it('show a picture without words (no language) to every reader, beside their language’s', async () => {
    await t.db
      .insert(banners)
      .values({ siteId: 2, useType: 0, imageUrl: '/static/sites/2/hero.svg', sort: 9 });
    for (const lang of ['vi_VN', 'th_TH', 'ja_JP']) {
      const urls = await bannerUrls(0, { lang, host: SITE2 });
      expect(urls.at(-1), lang).toBe('/static/sites/2/hero.svg');
      expect(urls).toHaveLength(4);
    }
    expect((await bannerUrls(0, { lang: 'vi_VN', host: SITE2 }))[0]).toBe(
      '/static/sites/2/banners/vi_VN/checkIn-desktop.svg',
    );
  });
});
