import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** What a node drops of its caches when a named change is made, here or on another node. */
type Drop = () => void | Promise<void>;

/**
 * Read caches kept per node (sites, game lists, finished visitor answers) that every node drops when
 * staff change what they hold. A cache is known by a name its module chooses (the module that owns
 * the changed rows), so this file knows no domain.
 */
export interface CacheInvalidation {
  /** What this node drops when `name` is invalidated; drops of one name run in the order given. */
  on(name: string, drop: Drop): void;
  /**
   * Drops `name` on this node, then tells every other node. Call it once the change is committed, so
   * a node that reloads reads the new rows. Never rejects: a node the message misses keeps its entries
   * until they expire, as it did before this existed.
   */
  invalidate(name: string): Promise<void>;
  /** Whether other nodes hear of invalidations (REDIS_URL set). */
  readonly shared: boolean;
  close(): Promise<void>;
}

/** A node left waiting on Redis stalls the staff write that invalidates, so the wait is short. */
const PUBLISH_TIMEOUT_MS = 1_000;

export function createCacheInvalidation(opts: {
  redisUrl?: string;
  /** The Redis channel; carries the deployment's prefix, so deployments on one Redis stay apart. */
  channel: string;
  log: FastifyBaseLogger;
}): CacheInvalidation {
  const drops = new Map<string, Drop[]>();
  const on = (name: string, drop: Drop) => void drops.set(name, [...(drops.get(name) ?? []), drop]);
  async function dropHere(name: string): Promise<void> {
    for (const drop of drops.get(name) ?? []) {
      try {
        await drop();
      } catch (err) {
        opts.log.warn({ err, cache: name }, 'cache drop failed (entries expire on their own)');
      }
    }
  }
  if (!opts.redisUrl) {
    return { on, invalidate: dropHere, shared: false, close: async () => undefined };
  }
  const { pub, sub } = connect(opts.redisUrl, opts.log);
  let closed = false;
  sub.on('message', (channel: string, name: string) => {
    if (channel === opts.channel) void dropHere(name);
  });
  // Messages sent while this node was not subscribed (start, a lost connection) are gone, so
  // everything cached until then is dropped once the subscription holds.
  sub.on('ready', () => {
    if (closed) return;
    sub
      .subscribe(opts.channel)
      .then(() => Promise.all([...drops.keys()].map(dropHere)))
      .catch((err: unknown) => opts.log.warn({ err }, 'cache invalidations not subscribed'));
  });
  return {
    on,
    shared: true,
    async invalidate(name) {
      await dropHere(name);
      try {
        await pub.publish(opts.channel, name);
      } catch (err) {
        opts.log.warn({ err, cache: name }, 'cache invalidation not published (other nodes wait for expiry)');
      }
    },
    async close() {
      closed = true;
      await Promise.all([pub, sub].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

function connect(url: string, log: FastifyBaseLogger) {
  const pub = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: PUBLISH_TIMEOUT_MS });
  // Subscribed again by hand on every connection (above), so the drop follows the subscription.
  const sub = new Redis(url, { autoResubscribe: false });
  for (const client of [pub, sub]) {
    client.on('error', (err) => log.warn({ err }, 'cache invalidation redis error'));
  }
  return { pub, sub };
}
