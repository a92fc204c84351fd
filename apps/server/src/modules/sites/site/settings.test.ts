import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { adminCaller, staffToken } from '../../../test/staff-token';

let t: TestApp;
let admin: string;
let content: string;
const published: { channel: string; event: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  admin = await staffToken(t, 'settings-admin', 'admin');
  content = await staffToken(t, 'settings-content', 'content');
  const original = t.app.realtime.toPublic.bind(t.app.realtime);
  t.app.realtime.toPublic = ((siteId: number, channel: string, event: string, payload: never) => {
    published.push({ channel, event });
    original(siteId, channel, event as never, payload);
  }) as typeof t.app.realtime.toPublic;
});
afterAll(() => t.close());

const put = (url: string, payload: object, as?: string) => adminCaller(t, admin)('PUT', url, payload, as);
const env = async () =>
  (await t.app.inject({ method: 'POST', url: '/api/arks/web/site/detail', payload: { site_id: 1 } })).json()
    .data.env_config;

describe('site list', () => {
  it('lists every site with its currencies and languages for any staff role', async () => {
    const support = await staffToken(t, 'settings-support', 'support');
    const answer = await adminCaller(t, support)('GET', '/sites');
    expect(answer.code).toBe(1000);
    const ids = answer.data.list.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const first = answer.data.list.find((s: { id: number }) => s.id === 1);
    expect(first).toMatchObject({ id: 1, status: 'active' });
    expect(first.currencies.length).toBeGreaterThan(0);
    expect(first.languages.length).toBeGreaterThan(0);
    const { rows } = await t.db.execute<{ currency: string }>(
      sql`select currency from site_currencies where site_id = 1 order by sort, currency`,
    );
    expect(first.currencies).toEqual(rows.map((r) => r.currency));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sites' })).statusCode).toBe(401);
  });
});

describe('site settings', () => {
  it('changes the customer-service address and tells open pages', async () => {
    const saved = await put('/sites/1/customer-service', { url: 'https://chat.example/koi' });
    expect(saved.data).toEqual({ site_id: 1, url: 'https://chat.example/koi' });
    expect(published).toContainEqual({ channel: 'web_member', event: 'customer_service_link_change' });
    expect((await env()).customer_service_url).toBe('https://chat.example/koi');
    expect((await put('/sites/1/customer-service', { url: 'javascript:alert(1)' })).message).toContain('url');
    expect((await put('/sites/1/customer-service', { url: '/main/7' })).code).toBe(1000);
    expect((await put('/sites/99/customer-service', { url: '/main/7' })).code).toBe(404);
  });

  it('sets the public origin gateways call back to: an http(s) origin only, admin only', async () => {
    const saved = await put('/sites/2/public-origin', { public_origin: 'https://koi.example:8443' });
    expect(saved.data).toEqual({ site_id: 2, public_origin: 'https://koi.example:8443' });
    for (const bad of ['https://koi.example/path', 'javascript:alert(1)', 'https://a@evil.example', 'koi']) {
      const refused = await put('/sites/2/public-origin', { public_origin: bad });
      expect(refused.code, bad).toBe(400);
      expect(refused.message).toContain('public_origin');
    }
    expect((await put('/sites/99/public-origin', { public_origin: 'https://x.example' })).code).toBe(404);
    const { rows } = await t.db.execute<{ public_origin: string }>(
      sql`select public_origin from sites where id = 2`,
    );
    expect(rows[0]!.public_origin).toBe('https://koi.example:8443');
  });

  it('answers cash_surplus/check from the per-currency switch', async () => {
    const check = async (currency: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/arks/web/cash_surplus/check',
          payload: { site_id: 1, currency },
        })
      ).json().data;
    expect(await check('RMB')).toEqual({ active: false });
    expect((await put('/sites/1/cash-surplus', { currency: 'RMB', active: true })).data.active).toBe(true);
    expect(await check('RMB')).toEqual({ active: true });
    expect(await check('USD')).toEqual({ active: false });
    expect(await check('VND')).toEqual({ active: false }); // not a currency of this site
    expect((await put('/sites/1/cash-surplus', { currency: 'VND', active: true })).message).toContain(
      'currency',
    );
  });

  it('plans a maintenance window that the site detail carries, and clears it', async () => {
    expect((await env()).maintenance).toBeNull();
    const window = { start_at: '2026-12-01T02:00:00.000Z', end_at: '2026-12-01T04:00:00.000Z' };
    expect((await put('/sites/1/maintenance', window)).code).toBe(1000);
    expect((await env()).maintenance).toEqual(window);
    expect(
      (await put('/sites/1/maintenance', { start_at: window.end_at, end_at: window.start_at })).message,
    ).toContain('end_at');
    expect(
      (await put('/sites/1/maintenance', { start_at: window.start_at, end_at: null })).message,
    ).toContain('end_at');
    expect((await put('/sites/1/maintenance', { start_at: null, end_at: null })).code).toBe(1000);
    expect((await env()).maintenance).toBeNull();
    expect((await put('/sites/1/maintenance', window, content)).code).toBe(403);
  });

  it('switches the desktop and mobile templates, admin only, audited, and tells open pages', async () => {
    const before = await env();
    const choices = await adminCaller(t, admin)('GET', '/sites/2/templates');
    expect(choices.data).toMatchObject({ site_id: 2, template: 'pc', mobile_template: 'H5_2' });
    expect(choices.data.choices.template).toEqual(['pc', 'site02', 'suncity', 'apsport']);
    expect(choices.data.choices.mobile_template).toContain('bob_mobile_template');
    expect(choices.data.choices.aliases).toEqual({ origin_mobile: 'origin', bob_mobile_template: 'bob' });
    expect((await adminCaller(t, admin)('GET', '/sites/2/templates', undefined, content)).code).toBe(403);
    const saved = await put('/sites/2/templates', { template: 'suncity', mobile_template: 'origin_mobile' });
    expect(saved.data).toEqual({ site_id: 2, template: 'suncity', mobile_template: 'origin_mobile' });
    expect(published).toContainEqual({ channel: 'web_member', event: 'site_template_change' });
    const detail = async () =>
      (
        await t.app.inject({ method: 'POST', url: '/api/arks/web/site/detail', payload: { site_id: 2 } })
      ).json().data.env_config;
    expect(await detail()).toMatchObject({ template: 'suncity', mobile_template: 'origin_mobile' });
    // One of the two leaves the other as it is.
    expect((await put('/sites/2/templates', { mobile_template: 'H5_6' })).data).toEqual({
      site_id: 2,
      template: 'suncity',
      mobile_template: 'H5_6',
    });
    const { rows } = await t.db.execute<{ action: string; detail: Record<string, unknown> }>(
      sql`select action, detail from staff_audit where target = 'site:2' and action = 'site_template_save'
          order by id`,
    );
    expect(rows.map((r) => r.detail)).toEqual([
      {
        template: 'suncity',
        mobile_template: 'origin_mobile',
        was: { template: 'pc', mobile_template: 'H5_2' },
      },
      { mobile_template: 'H5_6', was: { template: 'suncity', mobile_template: 'origin_mobile' } },
    ]);
    // Site 1 is untouched.
    expect(await env()).toMatchObject({ template: before.template, mobile_template: before.mobile_template });
  });

  it('refuses template names it does not know, naming the field, and staff without the admin role', async () => {
    const desktop = await put('/sites/2/templates', { template: 'H5_1' });
    expect(desktop.code).toBe(400);
    expect(desktop.message).toContain('template');
    expect(desktop.message).toContain('pc, site02, suncity, apsport');
    const mobile = await put('/sites/2/templates', { mobile_template: 'pc' });
    expect(mobile.code).toBe(400);
    expect(mobile.message).toContain('mobile_template');
    const neither = await put('/sites/2/templates', {});
    expect(neither.code).toBe(400);
    expect(neither.message).toContain('template');
    expect((await put('/sites/99/templates', { template: 'pc' })).code).toBe(404);
    expect((await put('/sites/2/templates', { template: 'pc' }, content)).code).toBe(403);
    expect((await put('/sites/2/templates', { template: 'apsport' })).data.template).toBe('apsport');
  });

  it('answers an alias template with the look configured for the template it stands for', async () => {
    const config = async (mobileTemplateName: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/template_config',
          payload: { site_id: 1, mobileTemplateName },
        })
      ).json().data;
    expect((await config('origin_mobile')).mobile_template).toBe('origin');
    expect((await config('origin_mobile')).colors).toEqual((await config('origin')).colors);
    // No look of its own on site 1: the site's own template answers.
    expect((await config('bob_mobile_template')).mobile_template).toBe('H5_1');
    // Switched to a template with no look of its own, the site answers with its first one.
    expect((await put('/sites/1/templates', { mobile_template: 'H5_7' })).code).toBe(1000);
    expect((await config('H5_7')).mobile_template).toBe('H5_1');
    expect((await put('/sites/1/templates', { mobile_template: 'H5_1' })).code).toBe(1000);
  });
});
