import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'on', TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const post = async (url: string, payload: object) =>
  (await t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': '10.12.0.1' } })).json();

describe('captcha per site', () => {
  it('asks for one by default and not on a site that turned it off', async () => {
    const on = await post('/api/captcha', { site_id: 2, type: 1 });
    expect(on.data.token).not.toBe('');
    expect((await post('/api/login', { site_id: 2, account: 'someone1', password: 'abc123' })).code).toBe(
      105,
    );

    await t.db.execute(sql`update sites set captcha_enabled = false where id = 2`);
    expect((await post('/api/captcha', { site_id: 2, type: 1 })).data).toEqual({
      token: '',
      captcha: '',
      placeholder: '',
    });
    // Without a captcha the login goes on to the password check (101 for an unknown account).
    expect((await post('/api/login', { site_id: 2, account: 'someone1', password: 'abc123' })).code).toBe(
      101,
    );
  });
});
