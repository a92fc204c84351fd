import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { solidPng } from '../../../test/png';
import { adminCaller, staffToken } from '../../../test/staff-token';

let t: TestApp;
let admin: string;
let content: string;
let finance: string;
/** A picture in the content image store. */
let stored: string;

// The smallest PNG there is: one transparent pixel.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  admin = await staffToken(t, 'logo-admin', 'admin');
  content = await staffToken(t, 'logo-content', 'content');
  finance = await staffToken(t, 'logo-finance', 'finance');
  stored = (
    await adminCaller(t, content)('POST', '/content/images', {
      data_base64: solidPng(8, 8, [9, 9, 9]).toString('base64'),
    })
  ).data.url;
});
afterAll(() => t.close());

const call = (token: string) => adminCaller(t, token);
const memberLogos = async (siteId: number) =>
  (await t.app.inject({ method: 'POST', url: '/api/web/logo', payload: { site_id: siteId } })).json().data
    .list as { kind: string; photo_path: string }[];
const lastAudit = async (action: string) => {
  const { rows } = await t.db.execute<{ staff_id: number; target: string; detail: Record<string, unknown> }>(
    sql`select staff_id, target, detail from staff_audit where action = ${action} order by id desc limit 1`,
  );
  return rows[0];
};

describe('site logos in the back office', () => {
  it('lists a site’s logos in kind order for admin and content staff, nobody else', async () => {
    const listed = await call(content)('GET', '/sites/1/logos');
    expect(listed.code).toBe(1000);
    expect(listed.data.list.map((l: { kind: string }) => l.kind)).toEqual([
      'desktop',
      'mobile',
      'favicon',
      'desktop_light',
      'mobile_light',
    ]);
    expect(listed.data.list[0]).toMatchObject({ photo_path: '/static/sites/1/logo-desktop.svg' });
    expect((await call(admin)('GET', '/sites/2/logos')).code).toBe(1000);
    expect((await call(finance)('GET', '/sites/1/logos')).code).toBe(403);
    expect((await call(content)('GET', '/sites/99/logos')).code).toBe(404);
  });

  it('sets a kind to an uploaded picture: the member answer changes at once, audited before and after', async () => {
    const upload = await call(content)('POST', '/content/images', { data_base64: PNG });
    expect(upload.code).toBe(1000);
    const url: string = upload.data.url;

    const saved = await call(content)('PUT', '/sites/2/logos/desktop', { photo_path: url });
    expect(saved.data).toEqual({ site_id: 2, kind: 'desktop', photo_path: url });
    expect((await memberLogos(2)).find((l) => l.kind === 'desktop')?.photo_path).toBe(url);
    const audit = await lastAudit('site_logo_save');
    expect(audit).toMatchObject({
      target: 'site:2',
      detail: { kind: 'desktop', before: '/static/sites/2/logo-desktop.svg', after: url },
    });

    // Only uploads from then on: the seeded artwork's address is not the store's.
    await call(admin)('PUT', '/sites/2/logos/desktop', { photo_path: stored });
    expect((await memberLogos(2)).find((l) => l.kind === 'desktop')?.photo_path).toBe(stored);
  });

  it('takes only pictures stored in the content image store, naming photo_path, storing nothing else', async () => {
    const elsewhere = [
      'https://tracker.example/logo.png', // every visitor's address would reach this host
      'http://localhost/static/content/' + stored.slice('/static/content/'.length), // the store, but absolute
      '/static/sites/1/logo-desktop.svg', // our own file, but not an upload
      '/static/content/../sites/1/logo-desktop.svg',
      `${stored}?v=2`,
      `/static/content/${'0'.repeat(64)}.png`, // a store address naming no stored picture
      'data:image/png;base64,' + PNG,
    ];
    for (const photo_path of elsewhere) {
      const res = await call(content)('PUT', '/sites/1/logos/desktop', { photo_path });
      expect(res.code, photo_path).toBe(400);
      expect(res.message, photo_path).toContain('photo_path');
    }
    expect((await memberLogos(1)).find((l) => l.kind === 'desktop')?.photo_path).toBe(
      '/static/sites/1/logo-desktop.svg',
    );
  });

  it('refuses bad input naming the field, and other roles', async () => {
    const unsafe = await call(content)('PUT', '/sites/1/logos/desktop', {
      photo_path: 'javascript:alert(1)',
    });
    expect(unsafe.code).toBe(400);
    expect(unsafe.message).toContain('photo_path');
    const kind = await call(content)('PUT', '/sites/1/logos/banner', { photo_path: stored });
    expect(kind.code).toBe(400);
    expect(kind.message).toContain('kind');
    const missing = await call(content)('PUT', '/sites/1/logos/desktop', {});
    expect(missing.code).toBe(400);
    expect(missing.message).toContain('photo_path');
    expect((await call(finance)('PUT', '/sites/1/logos/desktop', { photo_path: stored })).code).toBe(403);
    expect((await call(content)('PUT', '/sites/99/logos/desktop', { photo_path: stored })).code).toBe(404);
    // Nothing refused was stored.
    expect((await memberLogos(1)).find((l) => l.kind === 'desktop')?.photo_path).toBe(
      '/static/sites/1/logo-desktop.svg',
    );
  });

  it('removes a kind only with a reason: audited, and gone from the member answer', async () => {
    const noReason = await call(content)('POST', '/sites/1/logos/mobile_light/delete', {});
    expect(noReason.code).toBe(400);
    expect(noReason.message).toContain('reason');
    expect((await call(finance)('POST', '/sites/1/logos/mobile_light/delete', { reason: 'x' })).code).toBe(
      403,
    );

    const removed = await call(content)('POST', '/sites/1/logos/mobile_light/delete', {
      reason: 'new brand artwork coming',
    });
    expect(removed.data).toEqual({ site_id: 1, kind: 'mobile_light' });
    expect((await memberLogos(1)).map((l) => l.kind)).not.toContain('mobile_light');
    expect(await lastAudit('site_logo_delete')).toMatchObject({
      target: 'site:1',
      detail: {
        kind: 'mobile_light',
        before: '/static/sites/1/logo-mobile-light.svg',
        after: null,
        reason: 'new brand artwork coming',
      },
    });
    const again = await call(content)('POST', '/sites/1/logos/mobile_light/delete', { reason: 'again' });
    expect(again.code).toBe(404);
    expect(again.message).toContain('kind');

    // A kind the site lacks is created by a save.
    const back = await call(content)('PUT', '/sites/1/logos/mobile_light', { photo_path: stored });
    expect(back.code).toBe(1000);
    expect((await lastAudit('site_logo_save'))?.detail).toMatchObject({ kind: 'mobile_light', before: null });
    expect((await memberLogos(1)).map((l) => l.kind)).toContain('mobile_light');
  });
});
