import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  await t.db.execute(sql`update sites set single_device = true where id = 1`);
});
afterAll(() => t.close());

const post = async (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': '10.11.0.1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const login = async (udid: string) =>
  (await post('/api/login', { site_id: 1, account: 'onedevice', password: 'abc123', udid })).json();

describe('one device at a time (login code 107)', () => {
  it('refuses a second device while the first is signed in, and lets the same device log in again', async () => {
    const reg = (
      await post('/api/register', {
        site_id: 1,
        member_account: 'onedevice',
        password: 'abc123',
        check_password: 'abc123',
        member_currency: 'RMB',
        member_name: '周九',
        withdraw_password: '1234',
        agreement: true,
      })
    ).json();
    await post('/api/logout', {}, reg.data.token);

    const phone = await login('phone-1');
    expect(phone.code).toBe(1000);
    expect((await login('tablet-1')).code).toBe(107);

    const again = await login('phone-1');
    expect(again.code).toBe(1000);
    // The same device's older login is replaced, not kept beside the new one.
    expect((await post('/api/member/profile/common/layout', {}, phone.data.token)).statusCode).toBe(401);
    expect((await post('/api/member/profile/common/layout', {}, again.data.token)).statusCode).toBe(200);

    await post('/api/logout', {}, again.data.token);
    expect((await login('tablet-1')).code).toBe(1000);
  });
});
