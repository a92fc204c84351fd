import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { adminCaller, staffToken } from '../../../test/staff-token';

let t: TestApp;
let writer: string;
let support: string;
let finance: string;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await staffToken(t, 'footer-writer', 'content');
  support = await staffToken(t, 'footer-support', 'support');
  finance = await staffToken(t, 'footer-finance', 'finance');
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as?: string) =>
  adminCaller(t, writer)(method, url, payload, as);
const memberFooter = async (site_id: number, lang: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/arks/web/footer',
      payload: { site_id },
      headers: { lang },
    })
  ).json().data.list as { section: string; title: string; items: { title: string; url: string }[] }[];

const footer = [
  {
    section: 'customer_service',
    titles: { en_US: 'Help desk', zh_CN: '帮助中心' },
    sort: 0,
    items: [
      { titles: { en_US: 'Contact us', zh_CN: '联系我们' }, url: 'main/7', sort: 0 },
      { titles: { en_US: 'Safer play' }, url: 'https://www.begambleaware.org/', sort: 1 },
    ],
  },
  {
    section: 'deposit',
    titles: {},
    sort: 1,
    items: [{ titles: { en_US: 'How to deposit', th_TH: 'วิธีฝากเงิน' }, url: 'faq/1', sort: 0 }],
  },
];

describe('desktop footer in the back office', () => {
  it('lists the seeded footer of a site with every language’s titles', async () => {
    const { data } = await admin('GET', '/content/footer?site_id=2');
    expect(data.sections.length).toBeGreaterThan(5);
    const deposit = data.sections.find((s: { section: string }) => s.section === 'deposit');
    expect(Object.keys(deposit.titles)).toHaveLength(11);
    expect(deposit.items[0]).toMatchObject({ url: 'faq/1' });
    expect(Object.keys(deposit.items[0].titles)).toHaveLength(11);
  });

  it('replaces the whole footer, audited; members see it in their language', async () => {
    const before = (await admin('GET', '/content/footer?site_id=2')).data.sections;
    const saved = await admin('PUT', '/content/footer', {
      site_id: 2,
      sections: footer,
      reason: 'Fewer sections for the new look',
    });
    expect(saved.data).toEqual({ sections: 2, items: 3 });

    const zh = await memberFooter(2, 'zh_CN');
    expect(zh.map((s) => s.section)).toEqual(['customer_service', 'deposit']);
    expect(zh[0]).toMatchObject({
      title: '帮助中心',
      items: [
        { title: '联系我们', url: 'main/7' },
        { title: 'Safer play', url: 'https://www.begambleaware.org/' },
      ],
    });
    // No heading of its own: the member site shows its label for the kind.
    expect(zh[1]!.title).toBe('');
    expect((await memberFooter(2, 'th_TH'))[1]!.items[0]!.title).toBe('วิธีฝากเงิน');

    const [row] = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'footer_save'), eq(staffAudit.target, 'footer:2')));
    expect(row!.detail).toMatchObject({
      before: expect.arrayContaining([expect.objectContaining({ section: 'deposit' })]),
      after: footer,
      reason: 'Fewer sections for the new look',
    });
    expect((row!.detail as { before: unknown[] }).before).toHaveLength(before.length);

    // Put the seeded footer back (other tests read it).
    const back = await admin('PUT', '/content/footer', {
      site_id: 2,
      sections: before.map((s: { section: string; titles: object; sort: number; items: object[] }) => ({
        section: s.section,
        titles: s.titles,
        sort: s.sort,
        items: s.items,
      })),
    });
    expect(back.code).toBe(1000);
    expect((await memberFooter(2, 'en_US')).length).toBe(before.length);
  });

  it('refuses bad input by field, links to missing pages, and staff without the content role', async () => {
    const save = (sections: object[], as?: string) =>
      admin('PUT', '/content/footer', { site_id: 2, sections }, as);
    const item = (url: string) => ({ section: 'home', items: [{ titles: { en_US: 'x' }, url }] });
    for (const url of ['javascript:alert(1)', '/main/1', 'main/x', 'news/1', '']) {
      const res = await save([item(url)]);
      expect(res.code, url).not.toBe(1000);
      expect(res.message, url).toContain('sections.0.items.0.url');
    }
    const missing = await save([item('main/999')]);
    expect(missing.message).toContain('sections.0.items.0.url');
    expect(missing.message).toContain('main/999');
    expect((await save([{ section: 'home', items: [{ titles: {}, url: 'main/1' }] }])).message).toContain(
      'sections.0.items.0.titles',
    );
    expect((await save([{ section: 'nowhere', items: [] }])).message).toContain('sections.0.section');
    expect(
      (
        await save([
          { section: 'home', items: [] },
          { section: 'home', items: [] },
        ])
      ).message,
    ).toContain('sections.1.section');
    expect((await admin('PUT', '/content/footer', { site_id: 99, sections: [] })).message).toContain(
      'site_id',
    );
    // Nothing of the refused saves was stored.
    expect((await memberFooter(2, 'en_US')).length).toBeGreaterThan(5);
    for (const as of [support, finance]) {
      expect((await admin('GET', '/content/footer?site_id=2', undefined, as)).code).toBe(403);
      expect((await save([], as)).code).toBe(403);
    }
  });
});
