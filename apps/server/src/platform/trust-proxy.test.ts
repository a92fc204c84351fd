import { RegisterCode } from '@arks/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAudit } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registrationPayload } from '../test/member-payload';

/** The address the app sees for a request from `peer` carrying `forwarded` as X-Forwarded-For. */
const seen = async (t: TestApp, peer: string, forwarded?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/get_login_header',
      remoteAddress: peer,
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    })
  ).json().data.remote_addr as string;

describe('TRUST_PROXY=1 (one load balancer at 10.0.0.5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('takes the address the balancer saw, not the balancer, not what the client wrote', async () => {
    expect(await seen(t, '10.0.0.5', '203.0.113.7')).toBe('203.0.113.7');
    expect(await seen(t, '10.0.0.5', '203.0.113.8')).toBe('203.0.113.8');
    // The balancer appends the peer it saw; whatever the client wrote before it is not believed.
    expect(await seen(t, '10.0.0.5', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('a client forging X-Forwarded-For stays one address for the per-address limits and the audit', async () => {
    const register = (account: string, forged: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.50` },
        payload: registrationPayload(account),
      });
    expect((await register('proxyone1', '198.51.100.1')).json().code).toBe(1000);
    // Another forged address, the same client: "registering too frequently".
    expect((await register('proxyone2', '198.51.100.2')).json().code).toBe(RegisterCode.TOO_FREQUENT);
    const rows = await t.db
      .select({ ip: memberAudit.ip })
      .from(memberAudit)
      .where(and(eq(memberAudit.account, 'proxyone1'), eq(memberAudit.action, 'register')));
    expect(rows.map((r) => r.ip)).toEqual(['203.0.113.50']);
  });
});

describe('TRUST_PROXY=2 (client → 10.0.0.1 → 10.0.0.2 → app)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: '2' } });
  });
  afterAll(() => t.close());

  it('takes the address the outer balancer saw', async () => {
    expect(await seen(t, '10.0.0.2', '203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    expect(await seen(t, '10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
  });
});

describe('TRUST_PROXY as subnets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => t.close());

  it('skips every trusted proxy, one hop or two, and believes no header from anyone else', async () => {
    expect(await seen(t, '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await seen(t, '10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    // A client reaching the app directly cannot name an address.
    expect(await seen(t, '198.51.100.77', '10.0.0.9')).toBe('198.51.100.77');
  });
});

describe('TRUST_PROXY=loopback (the end-to-end set-up: a proxy on this machine)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  it('takes the address a local proxy forwards, and only from a local peer', async () => {
    expect(await seen(t, '127.0.0.1', '198.51.100.9')).toBe('198.51.100.9');
    expect(await seen(t, '203.0.113.1', '198.51.100.9')).toBe('203.0.113.1');
  });
});
