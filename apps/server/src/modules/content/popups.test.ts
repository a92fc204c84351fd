import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popupPromotions, popupSettings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  // The seed's own pop-ups and settings would mix with the rows this file asserts on.
  await t.db.delete(popupPromotions);
  await t.db.delete(popupSettings);
  await t.db.insert(popupPromotions).values([
    {
      siteId: 1,
      displayDevice: 0,
      locations: [2],
      titles: { en_US: 'Welcome', zh_CN: '欢迎' },
      bodies: { en_US: '<p>Hi<img src=x onerror="alert(1)"><script>alert(2)</script></p>' },
    },
    {
      siteId: 1,
      displayDevice: 2,
      locations: [3],
      forVisitors: 0,
      titles: { en_US: 'Deposit' },
      bodies: { en_US: 'D' },
    },
    {
      siteId: 1,
      displayDevice: 1,
      locations: [2],
      currencies: ['USD'],
      titles: { en_US: 'USD' },
      bodies: { en_US: 'U' },
    },
  ]);
  await t.db.insert(popupSettings).values({ siteId: 1, displayFrequency: 0 });
});
afterAll(() => t.close());

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return (
    await t.app.inject({ method: 'POST', url, payload, headers: { lang: 'en_US', ...headers } })
  ).json();
}

async function register(account: string) {
  const body = await post('/api/register', {
    site_id: 1,
    member_account: account,
    password: 'abc123',
    check_password: 'abc123',
    member_currency: 'RMB',
    member_name: '王五',
    member_email: `${account}@example.com`,
    withdraw_password: '1234',
    agreement: true,
  });
  expect(body.code, body.message).toBe(1000);
  return body.data.token as string;
}

describe('bulletin (pop-up promotions)', () => {
  it('gives visitors the pop-ups for their device and currency, sanitized, with display_frequency', async () => {
    const res = await post('/api/arks/web/bulletin', { site_id: 1, display_device: 1 });
    expect(res.data.list.map((i: { content: string }) => i.content)).toEqual(['Welcome']);
    expect(res.data.list[0].display_content).not.toMatch(/script|onerror/);
    expect(res.data.list[0].display_content).toContain('Hi');
    expect(res.data.setting.display_frequency).toBe(0);
    const usd = await post(
      '/api/arks/web/bulletin',
      { site_id: 1, display_device: 1 },
      { cookie: 'ccy=USD' },
    );
    expect(usd.data.list).toHaveLength(2);
  });
  it('refuses a bad display_device', async () => {
    expect([100, 1000]).not.toContain(
      (await post('/api/arks/web/bulletin', { site_id: 1, display_device: 7 })).code,
    );
  });
  it('gives members pop-ups for the location, and hides them after bulletin/member/hide', async () => {
    const token = await register('popup01');
    const auth = { authorization: `Bearer ${token}` };
    const deposit = await post(
      '/api/arks/web/bulletin/member',
      { site_id: 1, display_device: 2, display_location: 3 },
      auth,
    );
    expect(deposit.data.list.map((i: { content: string }) => i.content)).toEqual(['Deposit']);
    const home = await post(
      '/api/arks/web/bulletin/member',
      { site_id: 1, display_device: 2, display_location: 2 },
      auth,
    );
    expect(home.data.list.map((i: { content: string }) => i.content)).toEqual(['Welcome']);
    const hidden = await post(
      '/api/arks/web/bulletin/member/hide',
      { site_id: 1, display_device: 2, display_location: 2 },
      auth,
    );
    expect([100, 1000]).toContain(hidden.code);
    const after = await post(
      '/api/arks/web/bulletin/member',
      { site_id: 1, display_device: 2, display_location: 2 },
      auth,
    );
    expect(after.data.list).toEqual([]);
  });
  it('needs a member token for member calls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/arks/web/bulletin/member',
      payload: { site_id: 1, display_device: 1, display_location: 2 },
    });
    expect(res.statusCode).toBe(401);
  });
  it('lists history for the device', async () => {
    const res = await post('/api/arks/web/bulletin/history', { site_id: 1, display_device: 2 });
    expect(res.data.list.map((i: { content: string }) => i.content)).toEqual(['Welcome']);
  });
});
