import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createDb, type Db } from '../client';
import { banners, seedApplied } from '../schema';
import { runSeed } from './index';
import { seedSites } from './sites';

/** The languages each demo site offers: its banners exist in those only (issue 25). */
const offered = (siteId: number) => seedSites.find((site) => site.id === siteId)!.languages;

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase(); // migrated and seeded as a fresh start leaves it
  db = createDb(database.pool);
});
afterAll(() => database.drop());

describe('the demo banners', () => {
  it('are seeded per language: each kind for desktop and phone in each language the site offers', async () => {
    for (const siteId of [1, 2]) {
      const rows = await db.select().from(banners).where(eq(banners.siteId, siteId));
      expect(rows).toHaveLength(offered(siteId).length * 3 * 2);
      for (const lang of offered(siteId)) {
        const mine = rows.filter((row) => row.languages?.join() === lang);
        expect(mine.map((row) => row.useType).sort(), `${siteId} ${lang}`).toEqual([0, 0, 0, 2, 2, 2]);
        expect(mine.every((row) => row.imageUrl.includes(`/banners/${lang}/`))).toBe(true);
      }
    }
  });

  it('replace the English-only banners an older release seeded, and leave staff’s own', async () => {
    // A database seeded before banners had languages: three English pictures shown to everyone.
    await db.delete(banners);
    await db.delete(seedApplied).where(like(seedApplied.key, '%:banners-by-language'));
    const old = (siteId: number, file: string, useType: number) => ({
      siteId,
      useType,
      imageUrl: `/static/sites/${siteId}/${file}`,
      link: '/discount',
      linkType: 1,
    });
    await db
      .insert(banners)
      .values([
        old(1, 'banner-welcome.svg', 0),
        old(1, 'banner-slots.svg', 0),
        old(1, 'banner-mobile.svg', 2),
        old(2, 'banner-welcome.svg', 0),
        { siteId: 1, useType: 0, imageUrl: '/static/sites/1/staff-upload.png', sort: 7 },
      ]);

    expect(await runSeed(db)).toEqual(['site:1:banners-by-language', 'site:2:banners-by-language']);
    const left = await db
      .select({ url: banners.imageUrl })
      .from(banners)
      .where(sql`${banners.languages} is null`);
    expect(left).toEqual([{ url: '/static/sites/1/staff-upload.png' }]);
    expect(await db.$count(banners)).toBe(1 + (offered(1).length + offered(2).length) * 3 * 2);
    // Applied once: a restart changes nothing.
    expect(await runSeed(db)).toEqual([]);
  });
});
