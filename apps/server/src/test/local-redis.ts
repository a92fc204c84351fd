import { Redis } from 'ioredis';
import { it } from 'vitest';

/** The Redis the Redis-backed tests use: REDIS_URL, else the local one CI starts. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function canReach(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Whether the Redis-backed variants can run; every test needing Redis asks here (at the top of its
 * file) and skips its Redis suite when the answer is no. In CI a missing Redis is a failure, not a
 * silent skip. Elsewhere the file gets a skipped test that gives the reason in the report, and the
 * console says so too.
 */
export async function localRedisAvailable(suite: string): Promise<boolean> {
  if (await canReach(TEST_REDIS_URL)) return true;
  const reason = `no Redis at ${TEST_REDIS_URL} (start one or set REDIS_URL)`;
  if (process.env.CI) throw new Error(`${suite}: ${reason}; CI must provide one`);
  console.warn(`\n*** ${suite}: Redis variant SKIPPED, ${reason} ***\n`);
  it(`${suite}: needs Redis`, (context) => context.skip(reason));
  return false;
}
