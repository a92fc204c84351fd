import { INFO_PAGE_KINDS } from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infoPages } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { staffToken } from '../../../test/staff-token';

// The staff list must answer the pages the seed writes (it once failed its own answer schema on them).
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await staffToken(t, 'pages-reader', 'content');
});
afterAll(() => t.close());

describe('admin info-page list on the seeded pages', () => {
  it('answers 200 with every seeded page of every kind', async () => {
    const seeded = await t.db.select({ id: infoPages.id }).from(infoPages);
    expect(seeded.length).toBeGreaterThan(0);
    const listed: number[] = [];
    for (const kind of [undefined, ...INFO_PAGE_KINDS]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/info-pages?site_id=1${kind ? `&kind=${kind}` : ''}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      if (!kind) listed.push(...res.json().data.list.map((p: { id: number }) => p.id));
    }
    const siteOne = await t.db.select({ id: infoPages.id, siteId: infoPages.siteId }).from(infoPages);
    expect(listed.sort()).toEqual(
      siteOne
        .filter((p) => p.siteId === 1)
        .map((p) => p.id)
        .sort(),
    );
  });
});
