import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { adminCaller, staffToken } from '../../../test/staff-token';

let t: TestApp;
let writer: string;
let support: string;
const published: { channel: string; event: string; lang?: string }[] = [];
const hour = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  writer = await staffToken(t, 'models-writer', 'content');
  support = await staffToken(t, 'models-support', 'support');
  const original = t.app.realtime.toPublic.bind(t.app.realtime);
  t.app.realtime.toPublic = ((siteId: number, channel: string, event: string, payload: { lang?: string }) => {
    published.push({ channel, event, lang: payload.lang });
    original(siteId, channel, event as never, payload as never);
  }) as typeof t.app.realtime.toPublic;
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as?: string) =>
  adminCaller(t, writer)(method, url, payload, as);
const list = async (path: string, payload: object) =>
  (
    await t.app.inject({ method: 'POST', url: `/api/web/${path}`, payload: { site_id: 1, ...payload } })
  ).json();
const item = (over: object) => ({
  site_id: 1,
  kind: 'sponsor',
  language: 'en_US',
  title: 'Harbour Dragons',
  image_url: '/static/sites/1/promo-sign-in.svg',
  ...over,
});

describe('template content (model_setting, model_sponsor, model_login)', () => {
  it('lists live items of a kind in the asked language, sanitized, for the template or every template', async () => {
    // The demo seed's sponsors (db/seed/sponsor-units.ts) are there already; this test reads past them.
    const titlesOf = (answer: { data: { list: { title: string }[] } }) =>
      answer.data.list.map((s) => s.title).filter((title) => !seeded.has(title));
    const seeded = new Set<string>();
    for (const language of ['en_US', 'zh_CN'])
      for (const s of (await list('model_sponsor', { language })).data.list) seeded.add(s.title);
    const a = await admin(
      'PUT',
      '/content/models',
      item({ content: '<p>Ours<script>alert(1)</script></p>', sort: 2 }),
    );
    expect(a.code, a.message).toBe(1000);
    await admin('PUT', '/content/models', item({ title: 'Only on H5_1', model_version: 'H5_1', sort: 1 }));
    await admin('PUT', '/content/models', item({ title: '中文', language: 'zh_CN' }));
    await admin(
      'PUT',
      '/content/models',
      item({ title: 'Later', start_at: new Date(Date.now() + hour).toISOString() }),
    );
    await admin('PUT', '/content/models', item({ title: 'Hidden', active: false }));
    await admin('PUT', '/content/models', item({ kind: 'login', title: 'Login picture' }));

    const sponsors = await list('model_sponsor', { language: 'en_US', model_version: 'pc' });
    expect(titlesOf(sponsors)).toEqual(['Harbour Dragons']);
    expect(sponsors.data.list.find((s: { title: string }) => s.title === 'Harbour Dragons').content).toBe(
      '<p>Ours</p>',
    );
    const mobile = await list('model_sponsor', { language: 'en_US', model_version: 'H5_1' });
    expect(titlesOf(mobile)).toEqual(['Only on H5_1', 'Harbour Dragons']);
    expect(titlesOf(await list('model_sponsor', { language: 'zh_CN' }))).toEqual(['中文']);
    expect((await list('model_login', { language: 'en_US' })).data.list[0].title).toBe('Login picture');
    expect((await list('model_setting', { language: 'en_US' })).data.list).toEqual([]);
  });

  it('tells open pages of the language: ads on the site template channel, sponsors and logins on the mobile one', async () => {
    published.length = 0;
    await admin('PUT', '/content/models', item({ kind: 'setting', title: 'Ad', language: 'zh_CN' }));
    await admin('PUT', '/content/models', item({ title: 'Sponsor again' }));
    expect(published).toEqual([
      { channel: 'site02_template', event: 'model_settings.url', lang: 'zh_CN' },
      { channel: 'bob_mobile_template', event: 'model_sponsor.url', lang: 'en_US' },
    ]);
    const stored = await admin('GET', '/content/models?site_id=1&kind=setting');
    const ad = stored.data.list[0];
    published.length = 0;
    expect((await admin('POST', `/content/models/${ad.id}/delete`, { reason: 'Campaign over' })).code).toBe(
      1000,
    );
    const removal = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `site_model:${ad.id}`));
    expect(removal.find((r) => r.action === 'site_model_delete')?.detail).toMatchObject({
      reason: 'Campaign over',
    });
    expect(published).toEqual([{ channel: 'site02_template', event: 'model_settings.url', lang: 'zh_CN' }]);
  });

  it('refuses bad input by field, unknown ids and staff without the content role', async () => {
    expect((await admin('PUT', '/content/models', item({ kind: 'poster' }))).message).toContain('kind');
    expect((await admin('PUT', '/content/models', item({ language: 'english' }))).message).toContain(
      'language',
    );
    const backwards = await admin(
      'PUT',
      '/content/models',
      item({ start_at: '2026-12-02T00:00:00Z', end_at: '2026-12-01T00:00:00Z' }),
    );
    expect(backwards.message).toContain('end_at');
    expect((await admin('PUT', '/content/models', item({ id: 999_999 }))).code).toBe(404);
    expect((await admin('POST', '/content/models/999999/delete')).code).toBe(404);
    expect((await admin('PUT', '/content/models', item({ site_id: 999 }))).message).toContain('site_id');
    expect((await admin('GET', '/content/models?site_id=1', undefined, support)).code).toBe(403);
    expect((await list('model_sponsor', { language: 'xx' })).message).toContain('language');
  });
});
