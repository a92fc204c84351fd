import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { FIRST_CALLS } from '../first-page';
import { localRedisAvailable, TEST_REDIS_URL } from '../test/local-redis';
import { bootAnswersOf, createWebDistFixture } from '../test/web-dist-fixture';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});
async function app(options: Parameters<typeof buildTestApp>[0]) {
  const t = await buildTestApp(options);
  opened.push(t);
  return t.app;
}
const logo = (a: Awaited<ReturnType<typeof app>>) =>
  a.inject({ method: 'POST', url: '/api/web/logo', payload: {} });

describe('rate limit in memory', () => {
  it('answers 429 in the envelope once a caller exceeds the limit', async () => {
    const a = await app({ rateLimit: { max: 2 } });
    expect((await logo(a)).statusCode).toBe(200);
    expect((await logo(a)).statusCode).toBe(200);
    const limited = await logo(a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, data: null });
    // The caller is told when to come back.
    expect(Number(limited.headers['x-ratelimit-limit'])).toBe(2);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

const redisUrl = TEST_REDIS_URL;
const redisAvailable = await localRedisAvailable('rate limit in Redis');

describe.skipIf(!redisAvailable)('rate limit in Redis (REDIS_URL)', () => {
  it('shares one count between two nodes', async () => {
    const shared = { max: 3, nameSpace: `arks-test:${randomBytes(4).toString('hex')}:` };
    const env = { REDIS_URL: redisUrl };
    const nodeA = await app({ env, rateLimit: shared });
    const nodeB = await app({ env, rateLimit: shared });
    expect((await logo(nodeA)).statusCode).toBe(200);
    expect((await logo(nodeB)).statusCode).toBe(200);
    expect((await logo(nodeA)).statusCode).toBe(200);
    expect((await logo(nodeB)).statusCode).toBe(429);
  });
});

describe('pages loaded in parallel from one address', () => {
  it('are all served; the answers they carry count against that address and stop at its limit', async () => {
    const dist = createWebDistFixture();
    try {
      const a = await app({ env: { WEB_DIST: dist.dir }, rateLimit: { max: 40 } });
      // Each home page asks ten calls in-process (first-page.ts): twelve pages would ask 120.
      const pages = await Promise.all(
        Array.from({ length: 12 }, () =>
          a.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', host: 'localhost' } }),
        ),
      );
      expect(pages.map((p) => p.statusCode)).toEqual(Array(12).fill(200));
      const carried = pages.map((p) => Object.keys(bootAnswersOf(p.body)).filter(isCarriedCall).length);
      const total = carried.reduce((sum, n) => sum + n, 0);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(40);
      // Every page still has what the page cannot start without (asked of the services, not the API).
      for (const page of pages) expect(bootAnswersOf(page.body)).toHaveProperty('SiteDetail');
      // The address has spent its limit: its own calls are refused too.
      expect((await logo(a)).statusCode).toBe(429);
    } finally {
      dist.remove();
    }
  });
});

const CARRIED = new Set(FIRST_CALLS.map(({ call }) => call.name));
const isCarriedCall = (key: string) => CARRIED.has(key.split('?')[0]!);
