import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { localRedisAvailable, TEST_REDIS_URL } from '../../test/local-redis';
import { catchPublishFailures } from './hub';

const redisUp = await localRedisAvailable('realtime publish failures');

describe.skipIf(!redisUp)('a realtime publish that fails', () => {
  it('is logged, not left to reject unhandled (which would end the process)', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const warn = vi.fn();
    const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    client.on('error', () => undefined);
    try {
      catchPublishFailures(client, { warn } as unknown as FastifyBaseLogger);
      await client.ping();
      client.disconnect();
      // As the Redis adapter does: publish and never look at the answer.
      void client.publish('arks-publish-failure-test', 'event');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.anything(), 'realtime event not published to other nodes');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
