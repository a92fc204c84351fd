import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { localRedisAvailable, TEST_REDIS_URL } from '../test/local-redis';

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
