import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = async (url: string, payload: object, lang = 'en_US') =>
  (await t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { lang } })).json();

it('every seeded footer link to main/{id} or faq/{id} opens a live page on both sites', async () => {
  for (const site_id of [1, 2]) {
    const footer = await post('/arks/web/footer', { site_id });
    const urls: string[] = footer.data.list.flatMap((s: { items: { url: string }[] }) =>
      s.items.map((i) => i.url),
    );
    const inner = urls.filter((u) => /^\/?(main|faq)\/\d+$/.test(u));
    expect(inner.length).toBeGreaterThan(10);
    for (const url of inner) {
      const [kind, id] = url.replace(/^\//, '').split('/');
      const page = await post('/arks/web/info-pages/detail', { site_id, kind, id: Number(id) });
      expect(page.code, `${site_id} ${url}`).toBe(1000);
      expect(page.data.title.length).toBeGreaterThan(0);
    }
  }
  const promotions = await post('/arks/web/info-pages', { site_id: 1, kind: 'discount' }, 'zh_CN');
  expect(promotions.data.list.map((p: { title: string }) => p.title)).toEqual(['每日签到奖励', '红包活动']);
});

it('lists the seeded promotions in the reader’s language on each site', async () => {
  const titles = async (site_id: number, lang: string) =>
    (await post('/arks/web/info-pages', { site_id, kind: 'discount' }, lang)).data.list.map(
      (p: { title: string }) => p.title,
    );
  expect(await titles(2, 'th_TH')).toEqual(['รางวัลเช็คอินรายวัน', 'อั่งเปา']);
  expect(await titles(2, 'vi_VN')).toEqual(['Điểm danh nhận thưởng mỗi ngày', 'Lì xì']);
  const detail = await post('/arks/web/info-pages/detail', { site_id: 2, kind: 'discount', id: 2 }, 'th_TH');
  expect(detail.data.content).toContain('อั่งเปา');
});
