import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../client';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { depositChannels, footerItems, routeRedirects, seedApplied, siteModels, sites } from '../schema';
import { siteArtRoot } from './banner-art-files';
import { seedSites } from './sites';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { runSeed } from './index';

const TABLES = [
  'sites',
  'site_hosts',
  'site_currencies',
  'site_languages',
  'site_logos',
  'template_configs',
  'route_redirects',
  'footer_sections',
  'footer_items',
];

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase(); // already migrated and seeded once
  db = createDb(database.pool);
});
afterAll(() => database.drop());

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await database.pool.query(`select count(*)::int as n from ${table}`);
    result[table] = rows[0].n;
  }
  return result;
}

describe('seed', () => {
  it('created two sites with their hosts, artwork, templates, redirects and footers', async () => {
    const c = await counts();
    expect(c.sites).toBe(2);
    expect(c.site_hosts).toBe(3);
    expect(c.site_logos).toBe(10);
    expect(c.footer_sections).toBe(22);
    expect(c.route_redirects).toBe(5);
  });

  it('spec §2 /sponsor (§7 model_sponsor): each demo brand has sponsors in every language it offers, none in others, pictures on disk', async () => {
    const rows = await db.select().from(siteModels).where(eq(siteModels.kind, 'sponsor'));
    for (const site of seedSites) {
      const own = rows.filter((r) => r.siteId === site.id);
      expect([...new Set(own.map((r) => r.language))].sort(), site.name).toEqual([...site.languages].sort());
      for (const language of site.languages) {
        const list = own.filter((r) => r.language === language);
        expect(list.length, `${site.name} ${language}`).toBe(2);
        for (const r of list) {
          expect(r.active && r.modelVersion === null).toBe(true);
          expect(r.content).not.toContain('{site}');
          const file = r.imageUrl.replace(`/static/sites/`, '');
          expect(existsSync(path.join(siteArtRoot, file)), r.imageUrl).toBe(true);
        }
      }
    }
    // Written for each language: the Chinese site's Chinese sponsors are not its English ones.
    const koi = rows.filter((r) => r.siteId === 1);
    expect(koi.find((r) => r.language === 'zh_CN')!.title).not.toBe(
      koi.find((r) => r.language === 'en_US')!.title,
    );
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    expect(await runSeed(db)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('leaves staff edits and deletions alone on later starts', async () => {
    await db.update(sites).set({ titleEn: 'Renamed by staff' }).where(eq(sites.id, 1));
    await db.delete(routeRedirects).where(eq(routeRedirects.fromPath, '/help'));
    const [item] = await db.select().from(footerItems).limit(1);
    await db.delete(footerItems).where(eq(footerItems.id, item!.id));

    await runSeed(db);

    const [site] = await db.select().from(sites).where(eq(sites.id, 1));
    expect(site?.titleEn).toBe('Renamed by staff');
    expect(await db.select().from(routeRedirects).where(eq(routeRedirects.fromPath, '/help'))).toHaveLength(
      0,
    );
    expect(await db.select().from(footerItems).where(eq(footerItems.id, item!.id))).toHaveLength(0);
  });

  it('applies a unit it has not recorded, without duplicating rows that exist', async () => {
    // As if a newer release added this unit: it is not recorded, but its row may already be there.
    await db.delete(seedApplied).where(eq(seedApplied.key, 'site:2:redirect:/promotions'));
    const before = await counts();
    expect(await runSeed(db)).toEqual(['site:2:redirect:/promotions']);
    expect(await counts()).toEqual(before);
  });

  it('gives each seeded site a public origin from its first host and the port, never over an operator’s', async () => {
    const origins = await db.select({ id: sites.id, origin: sites.publicOrigin }).from(sites);
    expect(origins).toEqual(
      expect.arrayContaining([
        { id: 1, origin: 'http://localhost:3000' },
        { id: 2, origin: 'http://site2.localhost:3000' },
      ]),
    );
    await db.update(sites).set({ publicOrigin: 'https://koi.example' }).where(eq(sites.id, 1));
    await db.update(sites).set({ publicOrigin: null }).where(eq(sites.id, 2));
    await db.delete(seedApplied).where(sql`key in ('site:1:public-origin', 'site:2:public-origin')`);
    await runSeed(db, { port: 4100 });
    const [one] = await db.select().from(sites).where(eq(sites.id, 1));
    const [two] = await db.select().from(sites).where(eq(sites.id, 2));
    expect(one!.publicOrigin).toBe('https://koi.example');
    expect(two!.publicOrigin).toBe('http://site2.localhost:4100');
  });

  it('seeds the sandbox deposit channels only where the sandbox gateway runs (never by default in production)', async () => {
    const sandbox = eq(depositChannels.merchantId, 'SANDBOX');
    await db.delete(depositChannels).where(sandbox);
    await db.delete(seedApplied).where(sql`key like 'site:%:deposit-gateway-channels'`);
    expect(await runSeed(db, { sandboxChannels: false })).toEqual([]);
    expect(await db.select().from(depositChannels).where(sandbox)).toHaveLength(0);
    expect(await runSeed(db, { sandboxChannels: true })).toEqual([
      'site:1:deposit-gateway-channels',
      'site:2:deposit-gateway-channels',
    ]);
    expect((await db.select().from(depositChannels).where(sandbox)).length).toBeGreaterThan(0);
  });

  it('moves the site identity past the seeded ids', async () => {
    const [created] = await db
      .insert(sites)
      .values({
        name: 'staff-made',
        titleZh: '新站',
        titleEn: 'New site',
        theme: 't',
        template: 'pc',
        mobileTemplate: 'H5_1',
        siteTemplate: 'site02',
        defaultLanguage: 'en_US',
      })
      .returning({ id: sites.id });
    expect(created?.id).toBe(3);
    await db.execute(sql`delete from sites where id = 3`);
  });
});
