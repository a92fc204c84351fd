import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createDb, type Db } from '../client';
import { seedApplied, siteLogos } from '../schema';
import { runSeed } from './index';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase(); // migrated and seeded as a fresh start leaves it
  db = createDb(database.pool);
});
afterAll(() => database.drop());

const kinds = async (siteId: number) =>
  (await db.select({ kind: siteLogos.kind }).from(siteLogos).where(eq(siteLogos.siteId, siteId)))
    .map((row) => row.kind)
    .sort();

describe('the demo logos', () => {
  it('are seeded with light-background variants of the desktop and mobile logos', async () => {
    for (const siteId of [1, 2]) {
      expect(await kinds(siteId)).toEqual(['desktop', 'desktop_light', 'favicon', 'mobile', 'mobile_light']);
      const [light] = await db
        .select({ path: siteLogos.path })
        .from(siteLogos)
        .where(and(eq(siteLogos.siteId, siteId), eq(siteLogos.kind, 'desktop_light')));
      expect(light!.path).toBe(`/static/sites/${siteId}/logo-desktop-light.svg`);
    }
  });

  it('reach a database seeded before the light kinds, beside the logos staff kept only', async () => {
    // As an older release left it: no light kinds and no record of them; staff removed site 2's
    // mobile logo and replaced site 1's desktop one.
    await db.delete(siteLogos).where(like(siteLogos.kind, '%_light'));
    await db.delete(seedApplied).where(like(seedApplied.key, '%:logos:light'));
    await db.delete(siteLogos).where(and(eq(siteLogos.siteId, 2), eq(siteLogos.kind, 'mobile')));
    await db
      .update(siteLogos)
      .set({ path: '/static/content/own.png' })
      .where(and(eq(siteLogos.siteId, 1), eq(siteLogos.kind, 'desktop')));

    expect(await runSeed(db)).toEqual(['site:1:logos:light', 'site:2:logos:light']);
    expect(await kinds(1)).toEqual(['desktop', 'desktop_light', 'favicon', 'mobile', 'mobile_light']);
    expect(await kinds(2)).toEqual(['desktop', 'desktop_light', 'favicon']);
    const [own] = await db
      .select({ path: siteLogos.path })
      .from(siteLogos)
      .where(and(eq(siteLogos.siteId, 1), eq(siteLogos.kind, 'desktop')));
    expect(own!.path).toBe('/static/content/own.png');
    // Applied once: a restart changes nothing.
    expect(await runSeed(db)).toEqual([]);
  });
});
