import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformCode } from '@arks/contracts';
import {
  banners,
  marqueeAnnouncements,
  popupPromotions,
  popupSettings,
  staffAudit,
} from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { staffToken } from '../../../test/staff-token';

let t: TestApp;
let writer: string;
let support: string;
const published: { siteId: number; channel: string; event: string }[] = [];
const hour = 3_600_000;
/** A content image store address (rich text takes pictures only from there). */
const STORED = `/static/content/${'0'.repeat(64)}.png`;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  writer = await staffToken(t, 'content-writer', 'content');
  support = await staffToken(t, 'content-support', 'support');
  const original = t.app.realtime.toPublic.bind(t.app.realtime);
  t.app.realtime.toPublic = ((siteId: number, channel: string, event: string, payload: never) => {
    published.push({ siteId, channel, event });
    original(siteId, channel, event as never, payload);
  }) as typeof t.app.realtime.toPublic;
});
afterAll(() => t.close());

const admin = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = writer) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: { authorization: `Bearer ${token}` } });
const member = async (url: string, payload: object) =>
  (await t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { lang: 'en_US' } })).json();

describe('content administration', () => {
  it('schedules a banner, shows it when its window opens, and tells open pages of each currency', async () => {
    const future = new Date(Date.now() + hour).toISOString();
    const created = await admin('PUT', '/content/banners', {
      site_id: 1,
      use_type: 0,
      image_url: '/static/sites/1/banners/en_US/slots-desktop.svg',
      link: '/gameHall/2',
      start_at: future,
    });
    expect(created.json().code, created.json().message).toBe(1000);
    const id = created.json().data.id as number;
    const urls = async () =>
      (
        await member('/arks/web/carousel_picture', { site_id: 1, use_type: 0 })
      ).data.web_carousel_picture_list.map((b: { id: number }) => b.id);
    expect(await urls()).not.toContain(id);
    expect(published.filter((p) => p.event === 'carousel_picture.url').map((p) => p.channel)).toEqual([
      'web_api.RMB',
      'web_api.USD',
    ]);

    await admin('PUT', '/content/banners', {
      id,
      site_id: 1,
      use_type: 0,
      image_url: '/x.svg',
      start_at: null,
    });
    expect(await urls()).toContain(id);
    const listed = (await admin('GET', '/content/banners?site_id=1')).json().data.list;
    expect(listed.find((b: { id: number }) => b.id === id)).toMatchObject({
      image_url: '/x.svg',
      start_at: null,
    });

    expect((await admin('POST', `/content/banners/${id}/delete`)).json().code).toBe(1000);
    expect(await urls()).not.toContain(id);
    expect((await admin('POST', `/content/banners/${id}/delete`)).statusCode).toBe(404);
  });

  it('stores pop-up bodies sanitized and shows them to visitors; marquee lines stay plain text', async () => {
    const res = await admin('PUT', '/content/popups', {
      site_id: 1,
      locations: [2],
      titles: { en_US: 'Sanitized' },
      bodies: {
        en_US: `<p onclick="steal()">Hello<script>alert(1)</script><img src="${STORED}" onerror="steal()"></p>`,
      },
    });
    const id = res.json().data.id as number;
    const [row] = await t.db.select().from(popupPromotions).where(eq(popupPromotions.id, id));
    expect(row!.bodies.en_US).toBe(`<p>Hello<img src="${STORED}"></p>`);
    const visitor = await member('/arks/web/bulletin', { site_id: 1, display_device: 1 });
    const shown = visitor.data.list.find((p: { content: string }) => p.content === 'Sanitized');
    expect(shown.display_content).not.toMatch(/script|onerror|onclick/);

    const line = await admin('PUT', '/content/marquee', { site_id: 1, texts: { en_US: '<b>Bold</b> news' } });
    expect(line.json().code).toBe(1000);
    const lines = await member('/arks/web/announcement/marquee', { site_id: 1 });
    expect(lines.data.web_announcement_list.map((l: { content: string }) => l.content)).toContain(
      'Bold news',
    );

    expect(
      (await admin('PUT', '/content/popup-settings', { site_id: 1, display_frequency: 0 })).json().data,
    ).toEqual({
      site_id: 1,
      display_frequency: 0,
    });
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `popup:${id}`));
    expect(audit.map((a) => a.action)).toEqual(['popup_create']);
  });

  it('answers a save for a site that does not exist with a 404 naming it, and stores nothing', async () => {
    const settings = await admin('PUT', '/content/popup-settings', { site_id: 99, display_frequency: 1 });
    expect(settings.statusCode).toBe(404);
    expect(settings.json()).toMatchObject({ code: PlatformCode.NOT_FOUND, message: 'site_id: no site 99' });
    expect(await t.db.select().from(popupSettings).where(eq(popupSettings.siteId, 99))).toEqual([]);
    expect(await t.db.select().from(staffAudit).where(eq(staffAudit.target, 'site:99'))).toEqual([]);

    // The other saves that wrote the site id straight to the database.
    const texts = { en_US: 'x' };
    const saves = [
      ['/content/marquee', { site_id: 99, texts }],
      ['/content/banners', { site_id: 99, use_type: 0, image_url: '/x.svg' }],
      ['/content/popups', { site_id: 99, locations: [2], titles: texts, bodies: texts }],
    ] as const;
    for (const [url, body] of saves) {
      const res = await admin('PUT', url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBe('site_id: no site 99');
    }
    for (const table of [marqueeAnnouncements, banners, popupPromotions])
      expect(await t.db.select().from(table).where(eq(table.siteId, 99))).toEqual([]);
  });

  it('refuses a site id past what its column holds as bad input naming the field', async () => {
    const res = await admin('PUT', '/content/popup-settings', {
      site_id: 2_147_483_648,
      display_frequency: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['site_id']);
    const read = await admin('GET', '/content/popup-settings?site_id=2147483648');
    expect(read.statusCode).toBe(400);
    expect(read.json().message).toMatch(/\(site_id\)$/);
  });

  it('refuses bad input by field, other roles and member tokens', async () => {
    const backwards = await admin('PUT', '/content/marquee', {
      site_id: 1,
      texts: { en_US: 'x' },
      start_at: new Date().toISOString(),
      end_at: new Date(Date.now() - hour).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('end_at');
    const noLocation = await admin('PUT', '/content/popups', {
      site_id: 1,
      locations: [],
      titles: { en_US: 'x' },
      bodies: { en_US: 'x' },
    });
    expect(noLocation.json().message).toContain('locations');
    expect(
      (await admin('PUT', '/content/banners', { id: 999999, site_id: 1, use_type: 0, image_url: '/a.svg' }))
        .statusCode,
    ).toBe(404);
    expect((await admin('GET', '/content/banners?site_id=1', undefined, support)).statusCode).toBe(403);
    expect((await admin('GET', '/content/banners?site_id=1', undefined, 'member-token')).statusCode).toBe(
      401,
    );
  });

  it('a banner or pop-up switched off stays stored but leaves the member site; a removal keeps its reason', async () => {
    const saved = await admin('PUT', '/content/banners', { site_id: 1, use_type: 2, image_url: '/off.png' });
    const id = saved.json().data.id as number;
    const shown = async () =>
      (
        await member('/arks/web/carousel_picture', { site_id: 1, use_type: 2 })
      ).data.web_carousel_picture_list.map((b: { id: number }) => b.id);
    expect(await shown()).toContain(id);
    await admin('PUT', '/content/banners', {
      id,
      site_id: 1,
      use_type: 2,
      image_url: '/off.png',
      active: false,
    });
    expect(await shown()).not.toContain(id);
    const listed = (await admin('GET', '/content/banners?site_id=1')).json().data.list;
    expect(listed.find((b: { id: number }) => b.id === id)).toMatchObject({ active: false });

    const popup = await admin('PUT', '/content/popups', {
      site_id: 1,
      locations: [2],
      active: false,
      titles: { en_US: 'Switched off' },
      bodies: { en_US: '<p>x</p>' },
    });
    const visitor = await member('/arks/web/bulletin', { site_id: 1, display_device: 1 });
    expect(visitor.data.list.map((p: { content: string }) => p.content)).not.toContain('Switched off');

    const gone = await admin('POST', `/content/popups/${popup.json().data.id}/delete`, {
      reason: 'season over',
    });
    expect(gone.json().code).toBe(1000);
    const [audit] = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'popup_delete'));
    expect(audit!.detail).toMatchObject({
      reason: 'season over',
      after: null,
      before: { titles: { en_US: 'Switched off' } },
    });
  });
});
