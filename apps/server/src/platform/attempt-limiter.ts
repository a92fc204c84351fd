import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db/client';
import type { Clock } from './clock';

/** One counted subject: at most `max` attempts per window, the window starting at the first attempt. */
export interface AttemptLimit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Check and count in one step, so a burst of parallel requests cannot all pass a check made before
 * any of them was counted. Callers take a slot before evaluating a secret and give it back only when
 * the guess was right.
 */
export interface AttemptLimiter {
  /** True when a slot was taken; false when the window already holds `max` attempts. */
  take(limit: AttemptLimit): Promise<boolean>;
  /** Returns a slot taken in the current window (a right guess, or an attempt never evaluated). */
  giveBack(limit: AttemptLimit): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL: the row lock of INSERT … ON CONFLICT DO UPDATE serialises takers of one key. */
export function createPgAttemptStore(db: Db, clock: Clock): AttemptLimiter {
  return {
    async take({ key, max, windowMs }) {
      const now = clock.now();
      const ends = new Date(now.getTime() + windowMs);
      const result = await db.execute(sql`
        insert into attempt_counters as c (key, count, window_ends_at)
        values (${key}, 1, ${ends.toISOString()}::timestamptz)
        on conflict (key) do update set
          count = case when c.window_ends_at <= ${now.toISOString()}::timestamptz then 1 else c.count + 1 end,
          window_ends_at = case when c.window_ends_at <= ${now.toISOString()}::timestamptz
            then excluded.window_ends_at else c.window_ends_at end
        where c.window_ends_at <= ${now.toISOString()}::timestamptz or c.count < ${max}
        returning count`);
      // Spent windows are dead weight; an occasional sweep keeps the table small without a job.
      if (Math.random() < 0.01) {
        await db.execute(
          sql`delete from attempt_counters where window_ends_at < ${now.toISOString()}::timestamptz`,
        );
      }
      return result.rows.length === 1 && max > 0;
    },
    async giveBack({ key }) {
      await db.execute(sql`
        update attempt_counters set count = count - 1
        where key = ${key} and count > 0 and window_ends_at > ${clock.now().toISOString()}::timestamptz`);
    },
    async close() {},
  };
}

// INCR and PEXPIRE in one script: Redis runs it alone, so no other client sees a half-counted attempt.
const TAKE = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if n > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return 0
end
return 1`;
const GIVE_BACK = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Redis, shared by every node. Redis keeps its own time, so the window follows Redis' clock, not the
 * app's. When Redis cannot answer, PostgreSQL counts instead: a limit that guards secrets never fails open.
 */
export function createRedisAttemptStore(opts: {
  url: string;
  prefix: string;
  fallback: AttemptLimiter;
  onError?: (err: unknown) => void;
}): AttemptLimiter {
  const redis = new Redis(opts.url, { maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (err) => opts.onError?.(err));
  const k = (key: string) => `${opts.prefix}${key}`;
  return {
    async take(limit) {
      try {
        return (await redis.eval(TAKE, 1, k(limit.key), limit.max, limit.windowMs)) === 1;
      } catch (err) {
        opts.onError?.(err);
        return opts.fallback.take(limit);
      }
    },
    async giveBack(limit) {
      try {
        await redis.eval(GIVE_BACK, 1, k(limit.key));
      } catch (err) {
        opts.onError?.(err);
        await opts.fallback.giveBack(limit);
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when REDIS_URL is set, PostgreSQL otherwise. */
export function createAttemptLimiter(deps: {
  db: Db;
  clock: Clock;
  redisUrl?: string;
  /** Starts every counter's key; carries the deployment's REDIS_PREFIX. */
  redisPrefix: string;
  onError?: (err: unknown) => void;
}): AttemptLimiter {
  const pg = createPgAttemptStore(deps.db, deps.clock);
  if (!deps.redisUrl) return pg;
  return createRedisAttemptStore({
    url: deps.redisUrl,
    prefix: deps.redisPrefix,
    fallback: pg,
    onError: deps.onError,
  });
}

/**
 * Takes a slot on every limit, in order; when one refuses, the slots already taken go back and the
 * refused limit is returned. Undefined: all taken.
 */
export async function takeAll(
  limiter: AttemptLimiter,
  limits: AttemptLimit[],
): Promise<AttemptLimit | undefined> {
  const taken: AttemptLimit[] = [];
  for (const limit of limits) {
    if (!(await limiter.take(limit))) {
      await Promise.all(taken.map((l) => limiter.giveBack(l)));
      return limit;
    }
    taken.push(limit);
  }
  return undefined;
}

export const giveBackAll = (limiter: AttemptLimiter, limits: AttemptLimit[]) =>
  Promise.all(limits.map((l) => limiter.giveBack(l)));
