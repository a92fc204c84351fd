import { defineCall } from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { adminCaller, staffToken } from '../test/staff-token';
import { registerCall } from './register-call';

// Test-only calls, marked for the visitor answer cache; each counts how often its handler ran.
const ProbeCached = defineCall({
  name: 'ProbeCached',
  method: 'POST',
  path: '/test/cached',
  auth: 'public',
  request: z.object({ site_id: z.number().int().positive(), n: z.number().int() }),
  data: z.object({ n: z.number(), runs: z.number() }),
});
const ProbeCachedBad = defineCall({ ...ProbeCached, name: 'ProbeCachedBad', path: '/test/cached-bad' });

let t: TestApp;
let runs = 0;
beforeAll(async () => {
  t = await buildTestApp({
    env: { CAPTCHA_MODE: 'off' },
    readCacheMs: 60_000,
    extend(app, deps) {
      // `internal` is not in the contract: the cached answer must drop it like the normal path does.
      registerCall(
        app,
        deps,
        ProbeCached,
        async ({ input }) => ({ n: input.n, runs: ++runs, internal: 'x' }),
        {
          tags: ['test'],
          visitorCache: true,
        },
      );
      registerCall(
        app,
        deps,
        ProbeCachedBad,
        async () => ({ n: 'not a number', runs: ++runs }) as unknown as { n: number; runs: number },
        { tags: ['test'], visitorCache: true },
      );
    },
  });
});
afterAll(() => t.close());

const ask = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('visitor answer cache', () => {
  it('builds a visitor answer once per input, checked against the contract, as plain JSON', async () => {
    const before = runs;
    const first = await ask('/api/test/cached', { site_id: 1, n: 1 });
    const again = await ask('/api/test/cached', { site_id: 1, n: 1 });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({
      code: 1000,
      message: expect.any(String),
      data: { n: 1, runs: before + 1 },
    });
    expect(again.body).toBe(first.body);
    expect((await ask('/api/test/cached', { site_id: 1, n: 2 })).json().data.runs).toBe(before + 2);
    expect(runs).toBe(before + 2);
  });

  it('answers members, other addresses and bad input without it', async () => {
    await ask('/api/test/cached', { site_id: 1, n: 5 });
    const before = runs;
    const member = await ask('/api/test/cached', { site_id: 1, n: 5 }, { authorization: 'Bearer abc' });
    expect(member.json().data.runs).toBe(before + 1);
    const otherHost = await ask('/api/test/cached', { site_id: 1, n: 5 }, { host: 'site2.localhost' });
    expect(otherHost.json().data.runs).toBe(before + 2);
    expect((await ask('/api/test/cached', { site_id: 1, n: 'x' })).json().code).toBe(400);
  });

  it('keeps no answer that breaks the contract', async () => {
    const before = runs;
    expect((await ask('/api/test/cached-bad', { site_id: 1, n: 1 })).statusCode).toBe(500);
    expect((await ask('/api/test/cached-bad', { site_id: 1, n: 1 })).statusCode).toBe(500);
    expect(runs).toBe(before + 2);
  });

  it('gives the new site detail at once on the node that took a staff change', async () => {
    const detail = async () =>
      (await ask('/api/arks/web/site/detail', { site_id: 1 })).json().data.env_config.customer_service_url;
    const original = await detail();
    const put = adminCaller(t, await staffToken(t, 'answers-admin', 'admin'));
    expect((await put('PUT', '/sites/1/customer-service', { url: 'https://chat.example/now' })).code).toBe(
      1000,
    );
    expect(await detail()).toBe('https://chat.example/now');
    expect((await put('PUT', '/sites/1/customer-service', { url: original })).code).toBe(1000);
  });
});
