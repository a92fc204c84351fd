import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { localRedisAvailable, TEST_REDIS_URL } from '../../test/local-redis';
import { createRedisPresence } from './presence-redis';
import { createMemoryPresence, type GonePresence, type PresenceStore } from './presence-store';

const redisUp = await localRedisAvailable('presence counts in Redis');
const ROOM = 's1|presence-member.RMB';
const ann = { id: 7, account: 'ann' };
const bob = { id: 8, account: 'bob' };

const byId = (list: { id: number }[]) => [...list].sort((a, b) => a.id - b.id);
const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

/** What every store answers the same way, on one node. */
function countsMembersNotSockets(make: () => PresenceStore) {
  it('announces a member on their first socket and their departure on their last', async () => {
    const store = make();
    try {
      expect(await store.join(ROOM, ann)).toBe(true);
      expect(await store.join(ROOM, ann)).toBe(false);
      expect(await store.join(ROOM, bob)).toBe(true);
      expect(byId(await store.members(ROOM))).toEqual([ann, bob]);
      expect(await store.count(ROOM)).toBe(2);
      expect(await store.leave(ROOM, ann)).toBe(false);
      expect(await store.leave(ROOM, ann)).toBe(true);
      // A leave with no join behind it (a socket that was never counted) changes nothing.
      expect(await store.leave(ROOM, ann)).toBe(false);
      expect(await store.members(ROOM)).toEqual([bob]);
      expect(await store.members('s1|presence-member.USD')).toEqual([]);
    } finally {
      await store.close();
    }
  });
}

describe('presence counts in memory', () => {
  countsMembersNotSockets(createMemoryPresence);
});

describe.skipIf(!redisUp)('presence counts in Redis', () => {
  const clients: Redis[] = [];
  const stores: PresenceStore[] = [];
  const prefix = `arks-presence-test-${randomBytes(4).toString('hex')}`;
  const gone: GonePresence[][] = [[], [], []];
  function node(i: number, opts: { ttlMs?: number; beatMs?: number } = {}): PresenceStore {
    const redis = new Redis(TEST_REDIS_URL);
    clients.push(redis);
    const store = createRedisPresence({
      redis,
      prefix,
      ...opts,
      onGone: (g) => gone[i]!.push(...g),
      onError: (err) => {
        throw err;
      },
    });
    stores.push(store);
    return store;
  }
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close().catch(() => [])));
    const keys = await clients[0]!.keys(`${prefix}:*`);
    if (keys.length) await clients[0]!.del(...keys);
    await Promise.all(clients.map((c) => c.quit()));
  });

  countsMembersNotSockets(() => node(0));

  it('counts a member across nodes: one socket on each is one member, gone after both', async () => {
    const a = node(0);
    const b = node(1);
    const room = `${ROOM}-across`;
    expect(await a.join(room, ann)).toBe(true);
    expect(await b.join(room, ann)).toBe(false);
    expect(await b.members(room)).toEqual([ann]);
    expect(await a.leave(room, ann)).toBe(false);
    expect(await b.leave(room, ann)).toBe(true);
    expect(await a.count(room)).toBe(0);
  });

  it('takes a crashed node’s members out, announced by a live node, and leaves the others', async () => {
    const room = `${ROOM}-crash`;
    // The crashed node never renews its key; the live one looks for dead nodes every 50 ms.
    const crashed = node(2, { ttlMs: 300, beatMs: 3_600_000 });
    const live = node(1, { ttlMs: 300, beatMs: 50 });
    await crashed.join(room, ann);
    await crashed.join(room, ann);
    await crashed.join(room, bob);
    await live.join(room, bob);
    expect(byId(await live.members(room))).toEqual([ann, bob]);

    const reaped = () => gone[1]!.filter((g) => g.room === room);
    expect(await until(() => reaped().length > 0)).toBe(true);
    // Bob still has a socket on the live node, so only Ann left.
    expect(reaped()).toEqual([{ room, member: ann }]);
    expect(await live.members(room)).toEqual([bob]);
    // The dead node's late leave (had it come back) finds nothing of its own to take.
    expect(await crashed.leave(room, bob)).toBe(false);
    expect(await live.members(room)).toEqual([bob]);
  });

  it('a node that closes takes its counts out and says who left', async () => {
    const a = node(0);
    const b = node(1);
    const room = `${ROOM}-close`;
    await a.join(room, ann);
    await b.join(room, bob);
    await a.join(room, bob);
    expect(await a.close()).toEqual([{ room, member: ann }]);
    expect(await b.members(room)).toEqual([bob]);
  });
});
