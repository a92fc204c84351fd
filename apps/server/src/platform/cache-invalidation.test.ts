import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { localRedisAvailable, TEST_REDIS_URL } from '../test/local-redis';
import { silentLog } from '../test/test-database';
import { createCacheInvalidation, type CacheInvalidation } from './cache-invalidation';

const redisUp = await localRedisAvailable('cache invalidation across nodes');

/** Every drop each node makes, as `name` lines, so a test sees what was dropped where. */
function node(channel: string | undefined, order: string[] = []) {
  const caches = createCacheInvalidation({
    redisUrl: channel ? TEST_REDIS_URL : undefined,
    channel: channel ?? 'unused',
    log: silentLog,
  });
  const dropped: string[] = [];
  caches.on('sites', () => void dropped.push('sites'));
  caches.on('games', async () => {
    await new Promise((r) => setTimeout(r, 20));
    order.push('games:first');
  });
  caches.on('games', () => {
    order.push('games:second');
    dropped.push('games');
  });
  return { caches, dropped };
}

/** Resolves once `check` holds; fails after a second, so a lost message fails the test. */
async function within1s(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 1_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not within 1 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A node is subscribed once its first drop of everything has run. */
const subscribed = (n: { dropped: string[] }) =>
  within1s(() => n.dropped.includes('sites') && n.dropped.includes('games'));

describe('cache invalidation without Redis', () => {
  it('drops the named cache on this node only, its drops in the order given', async () => {
    const order: string[] = [];
    const here = node(undefined, order);
    expect(here.caches.shared).toBe(false);
    await here.caches.invalidate('games');
    expect(here.dropped).toEqual(['games']);
    expect(order).toEqual(['games:first', 'games:second']);
    await here.caches.invalidate('nobody-listens');
    expect(here.dropped).toEqual(['games']);
  });
});

describe.skipIf(!redisUp)('cache invalidation across nodes (Redis)', () => {
  const opened: CacheInvalidation[] = [];
  afterAll(() => Promise.all(opened.map((c) => c.close())));
  const started = async (channel: string) => {
    const n = node(channel);
    opened.push(n.caches);
    await subscribed(n);
    n.dropped.length = 0;
    return n;
  };

  it('drops the named cache on every node of the channel, the sender first, and no other channel', async () => {
    const channel = `arks-test-${randomBytes(4).toString('hex')}:cache-invalidation`;
    const [a, b, elsewhere] = await Promise.all([
      started(channel),
      started(channel),
      started(`${channel}-other-deployment`),
    ]);
    const sent = a.caches.invalidate('games');
    // The sender drops before it publishes: its own next read is fresh as soon as the write answers.
    await sent;
    expect(a.dropped[0]).toBe('games');
    await within1s(() => b.dropped.includes('games'));
    expect(b.dropped).toEqual(['games']);
    await a.caches.invalidate('sites');
    await within1s(() => b.dropped.includes('sites'));
    expect(elsewhere.dropped).toEqual([]);
  });

  it('answers a write even when Redis cannot be reached, dropping this node’s cache', async () => {
    const caches = createCacheInvalidation({
      redisUrl: 'redis://127.0.0.1:1',
      channel: 'unreachable',
      log: silentLog,
    });
    opened.push(caches);
    let dropped = 0;
    caches.on('sites', () => void dropped++);
    await expect(caches.invalidate('sites')).resolves.toBeUndefined();
    expect(dropped).toBe(1);
  });
});
