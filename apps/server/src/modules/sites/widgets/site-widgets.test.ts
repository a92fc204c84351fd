import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { adminCaller, staffToken } from '../../../test/staff-token';

let t: TestApp;
let writer: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  writer = await staffToken(t, 'widgets-writer', 'content');
  support = await staffToken(t, 'widgets-support', 'support');
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as?: string) =>
  adminCaller(t, writer)(method, url, payload, as);
const call = async (url: string, payload: object, lang = 'en_US') =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: { site_id: 1, ...payload },
      headers: { lang },
    })
  ).json();

describe('float items, register background, mobile footer', () => {
  it('shows active float items in order; staff add, change and remove them', async () => {
    expect((await call('/arks/web/float', {})).data.list).toEqual([]);
    const a = await admin('PUT', '/content/floats', {
      site_id: 1,
      image_url: '/static/sites/1/promo-red-envelope.svg',
      title: 'Red envelopes',
      link: '/discount/2',
      sort: 2,
    });
    await admin('PUT', '/content/floats', {
      site_id: 1,
      image_url: '/static/sites/1/promo-sign-in.svg',
      title: 'Sign in',
      position: 'left',
      device: 2,
      sort: 1,
    });
    await admin('PUT', '/content/floats', { site_id: 1, image_url: '/x.svg', title: 'Off', active: false });
    const list = (await call('/arks/web/float', {})).data.list;
    expect(list.map((f: { title: string }) => f.title)).toEqual(['Sign in', 'Red envelopes']);
    expect(list[0]).toMatchObject({ position: 'left', device: 2, link: '' });
    expect((await admin('GET', '/content/floats?site_id=1')).data.list).toHaveLength(3);
    await admin('PUT', '/content/floats', {
      id: a.data.id,
      site_id: 1,
      image_url: '/y.svg',
      title: 'Renamed',
    });
    // Saved without a sort, it moves to the front (sort 0).
    expect((await call('/arks/web/float', {})).data.list.map((f: { title: string }) => f.title)).toEqual([
      'Renamed',
      'Sign in',
    ]);
    expect(
      (await admin('POST', `/content/floats/${a.data.id}/delete`, { reason: 'Channel closed' })).code,
    ).toBe(1000);
    const removal = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `float:${a.data.id}`));
    expect(removal.find((r) => r.action === 'float_delete')?.detail).toMatchObject({
      reason: 'Channel closed',
    });
    expect((await call('/arks/web/float', {})).data.list).toHaveLength(1);
    expect((await admin('POST', `/content/floats/${a.data.id}/delete`)).code).toBe(404);
  });

  it('answers the register background of a template, or null', async () => {
    const path = '/arks/web/model/register-background/detail';
    expect((await call(path, { template: 'pc' })).data).toEqual({ detail: null });
    await admin('PUT', '/content/register-background', { site_id: 1, template: 'pc', image_url: '/bg.svg' });
    expect((await call(path, { template: 'pc' })).data).toEqual({ detail: { image_url: '/bg.svg' } });
    expect((await call(path, { template: 'H5_1' })).data.detail).toBeNull();
    const noReason = await admin('PUT', '/content/register-background', {
      site_id: 1,
      template: 'pc',
      image_url: null,
    });
    expect(noReason.code).not.toBe(1000);
    expect(noReason.message).toContain('reason');
    expect((await call(path, { template: 'pc' })).data.detail).toEqual({ image_url: '/bg.svg' });
    await admin('PUT', '/content/register-background', {
      site_id: 1,
      template: 'pc',
      image_url: null,
      reason: 'Campaign over',
    });
    expect((await call(path, { template: 'pc' })).data.detail).toBeNull();
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, 'register-background:1:pc'));
    expect(audit.at(-1)!.detail).toMatchObject({
      before: { image_url: '/bg.svg' },
      after: null,
      reason: 'Campaign over',
    });
  });

  it('answers the default tab bar until staff set one, then theirs in the reader’s language', async () => {
    const path = '/arks/web/web-mobile-footer';
    const kinds = (r: { data: { list: { kind: string }[] } }) => r.data.list.map((i) => i.kind);
    expect(kinds(await call(path, { template: 'H5_1' }))).toEqual([
      'home',
      'discount',
      'deposit',
      'service',
      'user',
    ]);
    const saved = await admin('PUT', '/content/mobile-footer', {
      site_id: 1,
      template: 'H5_1',
      items: [
        { kind: 'home' },
        { kind: 'letter', titles: { en_US: 'Inbox', zh_CN: '信箱' } },
        { kind: 'deposit' },
        { kind: 'link', titles: { en_US: 'Blog' }, url: 'https://blog.example' },
      ],
    });
    expect(saved.data).toEqual({ count: 4 });
    const mine = await call(path, { template: 'H5_1' }, 'zh_CN');
    expect(mine.data.list).toEqual([
      { kind: 'home', title: '', url: '' },
      { kind: 'letter', title: '信箱', url: '' },
      { kind: 'deposit', title: '', url: '' },
      { kind: 'link', title: '', url: 'https://blog.example' },
    ]);
    expect(kinds(await call(path, { template: 'H5_2' }))).toHaveLength(5);
    const badLink = await admin('PUT', '/content/mobile-footer', {
      site_id: 1,
      template: 'H5_1',
      items: [{ kind: 'home' }, { kind: 'link', url: 'javascript:alert(1)' }],
    });
    expect(badLink.message).toContain('items.1.url');
    expect(kinds(await call(path, { template: 'H5_1' }))).toHaveLength(4); // nothing stored is lost
    expect(
      (await admin('POST', '/content/mobile-footer/reset', { site_id: 1, template: 'H5_1' })).message,
    ).toContain('reason');
    const reset = await admin('POST', '/content/mobile-footer/reset', {
      site_id: 1,
      template: 'H5_1',
      reason: 'Back to the default',
    });
    expect(reset.data).toEqual({ count: 4 });
    expect(kinds(await call(path, { template: 'H5_1' }))).toEqual([
      'home',
      'discount',
      'deposit',
      'service',
      'user',
    ]);
    expect((await admin('GET', '/content/mobile-footer?site_id=1&template=H5_1')).data.saved).toBe(false);
    const [resetAudit] = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'mobile_footer_reset'));
    expect(resetAudit!.detail).toMatchObject({ after: null, reason: 'Back to the default' });
    expect((resetAudit!.detail as { before: unknown[] }).before).toHaveLength(4);
  });

  it('refuses bad input by field and staff without the content role', async () => {
    expect(
      (await admin('PUT', '/content/floats', { site_id: 1, image_url: '', title: 'x' })).message,
    ).toContain('image_url');
    expect(
      (await admin('PUT', '/content/floats', { site_id: 1, image_url: '/a', title: 'x', position: 'top' }))
        .message,
    ).toContain('position');
    expect(
      (
        await admin('PUT', '/content/mobile-footer', {
          site_id: 1,
          template: 'H5_1',
          items: [{ kind: 'home' }],
        })
      ).message,
    ).toContain('items');
    expect(
      (await admin('PUT', '/content/register-background', { site_id: 99, template: 'pc', image_url: '/a' }))
        .message,
    ).toContain('site_id');
    expect((await admin('GET', '/content/floats?site_id=1', undefined, support)).code).toBe(403);
  });

  it('staff read back each template’s tab bar and register backgrounds as saved', async () => {
    const fresh = await admin('GET', '/content/mobile-footer?site_id=1&template=H5_9');
    expect(fresh.data).toMatchObject({ saved: false });
    expect(fresh.data.items.map((i: { kind: string }) => i.kind)).toEqual([
      'home',
      'discount',
      'deposit',
      'service',
      'user',
    ]);
    const items = [
      { kind: 'home', titles: { en_US: 'Lobby', vi_VN: 'Sảnh' }, url: '' },
      { kind: 'link', titles: { en_US: 'Help' }, url: '/main/3' },
    ];
    await admin('PUT', '/content/mobile-footer', { site_id: 1, template: 'H5_9', items });
    expect((await admin('GET', '/content/mobile-footer?site_id=1&template=H5_9')).data).toEqual({
      saved: true,
      items,
    });
    await admin('PUT', '/content/register-background', {
      site_id: 1,
      template: 'H5_9',
      image_url: '/bg.png',
    });
    const backgrounds = (await admin('GET', '/content/register-background?site_id=1')).data.list;
    expect(backgrounds).toContainEqual({ template: 'H5_9', image_url: '/bg.png' });
    expect((await admin('GET', '/content/register-background?site_id=1', undefined, support)).code).toBe(403);
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.target, 'mobile-footer:1:H5_9'));
    expect(audit[0]!.detail).toMatchObject({ before: [], after: items });
  });
});
