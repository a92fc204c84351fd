import { defineCall } from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { ManualClock } from '../test/manual-clock';
import { readToken } from './auth-guard';
import { registerCall } from './register-call';

// A member-only call that exists only in this test app, to prove the guard.
const WhoAmI = defineCall({
  name: 'WhoAmI',
  method: 'POST',
  path: '/test/who-am-i',
  auth: 'member',
  request: z.object({ site_id: z.coerce.number().int().positive().optional() }),
  data: z.object({ member_id: z.number(), site_id: z.number() }),
});

const UNAUTHORIZED = { code: 401, message: 'Unauthorized', data: null };
const MIN = 60_000;

let t: TestApp;
const clock = new ManualClock();
beforeAll(async () => {
  t = await buildTestApp({
    clock,
    extend(app, deps) {
      registerCall(
        app,
        deps,
        WhoAmI,
        async ({ member, site }) => ({ member_id: member!.memberId, site_id: site.id }),
        {
          tags: ['test'],
        },
      );
    },
  });
});
afterAll(() => t.close());

const call = (authorization?: string, body: object = {}, host = 'localhost') =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/who-am-i',
    payload: body,
    headers: { host, ...(authorization === undefined ? {} : { authorization }) },
  });

describe('readToken', () => {
  it('accepts a raw token or a Bearer token and nothing empty', () => {
    expect(readToken('abc')).toBe('abc');
    expect(readToken('Bearer abc')).toBe('abc');
    expect(readToken('bearer   abc ')).toBe('abc');
    expect(readToken('')).toBeNull();
    expect(readToken('Bearer ')).toBeNull();
    expect(readToken(undefined)).toBeNull();
  });
});

describe('member guard', () => {
  it('answers 401 without a token, before validating the body', async () => {
    const res = await call(undefined, { site_id: 'not a number' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for an unknown token', async () => {
    const res = await call('A'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('lets a member in with a raw or Bearer token', async () => {
    const { token } = await t.app.sessions.issue({ memberId: 42, siteId: 1, currency: 'RMB' });
    for (const header of [token, `Bearer ${token}`]) {
      const res = await call(header);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ member_id: 42, site_id: 1 });
      expect(res.headers.authorization).toBeUndefined();
    }
  });

  it('refuses a token on a site other than the one it was issued for', async () => {
    const { token } = await t.app.sessions.issue({ memberId: 43, siteId: 1, currency: 'RMB' });
    expect((await call(token, {}, 'site2.localhost')).statusCode).toBe(401);
    expect((await call(token, { site_id: 2 })).statusCode).toBe(401);
  });

  it('answers 401 once the session expired', async () => {
    const { token } = await t.app.sessions.issue({ memberId: 44, siteId: 1, currency: 'RMB' });
    clock.advance(31 * MIN);
    const res = await call(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 after logout', async () => {
    const { token } = await t.app.sessions.issue({ memberId: 45, siteId: 1, currency: 'RMB' });
    await t.app.sessions.revoke(token);
    expect((await call(token)).statusCode).toBe(401);
  });
});

describe('token rotation through the guard', () => {
  it('sends a new token in the authorization header once the old one is due, keeping the old one briefly', async () => {
    const { token: old } = await t.app.sessions.issue({ memberId: 50, siteId: 1, currency: 'RMB' });
    clock.advance(11 * MIN);

    // Requests already in flight with the old token all succeed; exactly one carries the new token.
    const parallel = await Promise.all([call(old), call(old), call(old)]);
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const issued = parallel.map((r) => r.headers.authorization).filter(Boolean);
    expect(issued).toHaveLength(1);
    const fresh = issued[0] as string;
    expect(fresh).not.toBe(old);

    const withFresh = await call(fresh);
    expect(withFresh.statusCode).toBe(200);
    expect(withFresh.headers.authorization).toBeUndefined();

    clock.advance(30_000);
    expect((await call(old)).statusCode).toBe(200);
    clock.advance(31_000);
    expect((await call(old)).statusCode).toBe(401);
    expect((await call(fresh)).json().data).toEqual({ member_id: 50, site_id: 1 });
  });
});
