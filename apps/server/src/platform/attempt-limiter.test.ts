import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localRedisAvailable, TEST_REDIS_URL } from '../test/local-redis';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createDb } from '../db/client';
import {
  createPgAttemptStore,
  createRedisAttemptStore,
  takeAll,
  type AttemptLimiter,
} from './attempt-limiter';

let database: TestDatabase;
let now = new Date('2026-01-01T00:00:00Z');
const clock = { now: () => now };
let pgStore: AttemptLimiter;
beforeAll(async () => {
  database = await createTestDatabase();
  pgStore = createPgAttemptStore(createDb(database.pool), clock);
});
afterAll(() => database.drop());

const unique = () => `k:${randomBytes(6).toString('hex')}`;
const burst = async (store: AttemptLimiter, key: string, n: number, max: number) =>
  (await Promise.all(Array.from({ length: n }, () => store.take({ key, max, windowMs: 60_000 })))).filter(
    Boolean,
  ).length;

function behaves(name: string, store: () => AttemptLimiter) {
  describe(name, () => {
    it('lets exactly max of 300 parallel takers through', async () => {
      expect(await burst(store(), unique(), 300, 10)).toBe(10);
    });

    it('a slot given back is free again, and only within its window', async () => {
      const limit = { key: unique(), max: 2, windowMs: 60_000 };
      expect(await store().take(limit)).toBe(true);
      expect(await store().take(limit)).toBe(true);
      expect(await store().take(limit)).toBe(false);
      await store().giveBack(limit);
      expect(await store().take(limit)).toBe(true);
      expect(await store().take(limit)).toBe(false);
    });

    it('takeAll gives back what it took when a later limit refuses', async () => {
      const a = { key: unique(), max: 5, windowMs: 60_000 };
      const b = { key: unique(), max: 1, windowMs: 60_000 };
      expect(await takeAll(store(), [a, b])).toBeUndefined();
      expect(await takeAll(store(), [a, b])).toBe(b);
      // a holds one slot, not two: four more fit.
      expect(await burst(store(), a.key, 10, 5)).toBe(4);
    });
  });
}

behaves('PostgreSQL store', () => pgStore);

describe('PostgreSQL store windows', () => {
  it('opens a new window once the old one ends', async () => {
    const limit = { key: unique(), max: 1, windowMs: 60_000 };
    expect(await pgStore.take(limit)).toBe(true);
    expect(await pgStore.take(limit)).toBe(false);
    now = new Date(now.getTime() + 60_000);
    expect(await pgStore.take(limit)).toBe(true);
    expect(await pgStore.take(limit)).toBe(false);
  });
});

const redisUp = await localRedisAvailable('attempt-limiter Redis store');
describe.skipIf(!redisUp)('Redis store', () => {
  let redis: AttemptLimiter;
  const failures: unknown[] = [];
  beforeAll(() => {
    redis = createRedisAttemptStore({
      url: TEST_REDIS_URL,
      prefix: `arks-test:${randomBytes(4).toString('hex')}:`,
      // A fallback that refuses everything: any answer taken from it would fail the tests above.
      fallback: { take: async () => false, giveBack: async () => undefined, close: async () => undefined },
      onError: (err) => failures.push(err),
    });
  });
  afterAll(async () => {
    await redis.close();
    expect(failures).toEqual([]);
  });
  behaves('in Redis', () => redis);
});
