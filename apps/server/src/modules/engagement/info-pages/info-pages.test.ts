import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infoPages, staffAudit } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { staffToken } from '../../../test/staff-token';
import { eq } from 'drizzle-orm';

let t: TestApp;
let writer: string;
let support: string;
const hour = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  // The seeded pages would mix with the rows this file asserts on.
  await t.db.delete(infoPages);
  writer = await staffToken(t, 'pages-writer', 'content');
  support = await staffToken(t, 'pages-support', 'support');
});
afterAll(() => t.close());

const save = (payload: object, token = writer) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/info-pages',
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
const read = async (url: string, payload: object, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'POST', url: `/api/arks/web/info-pages${url}`, payload, headers })).json();

const page = (number: number, extra: object = {}) => ({
  site_id: 1,
  kind: 'discount',
  number,
  titles: { en_US: `Offer ${number}`, zh_CN: `优惠 ${number}` },
  summaries: { en_US: `Summary ${number}` },
  bodies: { en_US: `<p>Body ${number}</p>`, zh_CN: `<p>内容 ${number}</p>` },
  ...extra,
});

describe('info pages', () => {
  it('lists live pages of a kind in order, in the reader’s language, for the reader’s currency', async () => {
    const now = Date.now();
    for (const p of [
      page(1, { sort: 2 }),
      page(2, { sort: 1, currencies: ['RMB'] }),
      page(3, { currencies: ['USD'] }),
      page(4, { start_at: new Date(now + hour).toISOString() }),
      page(5, {
        end_at: new Date(now - hour).toISOString(),
        start_at: new Date(now - 2 * hour).toISOString(),
      }),
      page(6, { active: false }),
      { ...page(1), kind: 'faq' },
    ]) {
      const res = await save(p);
      expect(res.json().code, res.json().message).toBe(1000);
    }
    const visitor = await read('', { site_id: 1, kind: 'discount' }, { lang: 'zh_CN' });
    expect(visitor.data.list.map((p: { id: number }) => p.id)).toEqual([1]);
    expect(visitor.data.list[0]).toMatchObject({ title: '优惠 1', summary: 'Summary 1', cover_url: null });
    const rmb = await read('', { site_id: 1, kind: 'discount' }, { cookie: 'ccy=RMB', lang: 'en_US' });
    expect(rmb.data.list.map((p: { id: number; title: string }) => [p.id, p.title])).toEqual([
      [2, 'Offer 2'],
      [1, 'Offer 1'],
    ]);
    const faq = await read('', { site_id: 1, kind: 'faq' });
    expect(faq.data.list.map((p: { id: number }) => p.id)).toEqual([1]);
    expect((await read('', { site_id: 2, kind: 'discount' })).data.list).toEqual([]);
  });

  it('answers a live page by its address and 404 for one that is not live', async () => {
    const ok = await read('/detail', { site_id: 1, kind: 'discount', id: 1 }, { lang: 'zh_CN' });
    expect(ok.code).toBe(1000);
    expect(ok.data).toMatchObject({ id: 1, title: '优惠 1', content: '<p>内容 1</p>' });
    for (const id of [4, 5, 6, 99]) {
      expect((await read('/detail', { site_id: 1, kind: 'discount', id })).code).toBe(404);
    }
    const bad = await read('/detail', { site_id: 1, kind: 'blog', id: 1 });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('kind');
  });

  it('stores bodies sanitized, replaces a page at the same address, and audits every change', async () => {
    const first = await save(
      page(7, {
        bodies: {
          zh_CN: '<p onclick="x()">你好<script>alert(1)</script></p>',
          en_US: '<p onclick="x()">Hi<script>alert(1)</script></p>',
        },
      }),
    );
    expect(first.json().data.created).toBe(true);
    const [row] = await t.db.select().from(infoPages).where(eq(infoPages.id, first.json().data.id));
    expect(row!.bodies).toEqual({ zh_CN: '<p>你好</p>', en_US: '<p>Hi</p>' });
    const again = await save(page(7, { titles: { zh_CN: '改名', en_US: 'Renamed' } }));
    expect(again.json().data).toEqual({ id: first.json().data.id, created: false });
    const detail = await read('/detail', { site_id: 1, kind: 'discount', id: 7 });
    expect(detail.data.title).toBe('改名');
    const english = await read('/detail', { site_id: 1, kind: 'discount', id: 7 }, { lang: 'en_US' });
    expect(english.data.title).toBe('Renamed');
    // A language without a title reads the site's default (spec §9 falls back to it, then English).
    const thai = await read('/detail', { site_id: 1, kind: 'discount', id: 7 }, { lang: 'th_TH' });
    expect(thai.data.title).toBe('改名');

    const del = await t.app.inject({
      method: 'POST',
      url: `/api/admin/info-pages/${first.json().data.id}/delete`,
      headers: { authorization: `Bearer ${writer}` },
      payload: { reason: 'offer withdrawn' },
    });
    expect(del.json().code).toBe(1000);
    expect((await read('/detail', { site_id: 1, kind: 'discount', id: 7 })).code).toBe(404);
    const actions = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `info-page:${first.json().data.id}`));
    expect(actions.map((a) => a.action)).toEqual([
      'info_page_create',
      'info_page_update',
      'info_page_delete',
    ]);
    expect(actions[2]!.detail).toMatchObject({ kind: 'discount', number: 7, reason: 'offer withdrawn' });
  });

  it('refuses bad input naming the field, other roles, and member or missing tokens', async () => {
    const noTitle = await save(page(8, { titles: {} }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toContain('titles');
    // Site 1 reads Simplified Chinese by default: a promotion without it is refused, naming the field.
    const englishOnly = await save(page(8, { titles: { en_US: 'Offer 8' } }));
    expect(englishOnly.statusCode).toBe(400);
    expect(englishOnly.json().message).toMatch(/^titles\.zh_CN: required/);
    const noChineseBody = await save(page(8, { bodies: { en_US: '<p>Body</p>' } }));
    expect(noChineseBody.json().message).toMatch(/^bodies\.zh_CN: required/);
    expect((await save(page(8, { site_id: 999 }))).json().message).toMatch(/^site_id/);
    const backwards = await save(
      page(8, { start_at: new Date().toISOString(), end_at: new Date(Date.now() - hour).toISOString() }),
    );
    expect(backwards.json().message).toContain('end_at');
    expect((await save(page(8), support)).statusCode).toBe(403);
    expect((await save(page(8), 'not-a-token')).statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/info-pages?site_id=1&kind=discount',
      headers: { authorization: `Bearer ${writer}` },
    });
    expect(list.json().data.list.map((p: { number: number }) => p.number)).toEqual([3, 4, 5, 6, 2, 1]);
  });
});
