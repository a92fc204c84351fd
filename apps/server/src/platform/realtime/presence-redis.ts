import { randomBytes } from 'node:crypto';
import type { PresenceMember } from '@arks/contracts';
import type { Redis } from 'ioredis';
import type { GonePresence, PresenceStore } from './presence-store';

/*
 * Keys, all under the deployment's prefix:
 *   {p}:presence:{room}           hash member id -> sockets in the room, summed over every node
 *   {p}:presence-accounts:{room}  hash member id -> account (the list a joining socket is sent)
 *   {p}:presence-node:{node}      hash "{member id}|{room}" -> this node's share of those sockets
 *   {p}:presence-alive:{node}     set while the node lives; expires unless its heartbeat renews it
 *   {p}:presence-nodes            the nodes that hold counts
 *
 * Node death: a node that crashes never runs its leaves, so each node keeps its own share of every
 * count in its own hash and renews a short-lived key while it lives. Every node looks at the others on
 * each heartbeat; one whose key expired is reaped by whichever node gets there first (one script, so
 * a node is reaped once): its shares are taken off the room counts and the members left with none
 * are announced as gone. A living node that finds its own key expired (Redis unreachable longer than
 * the key lives) reaps itself the same way and counts its sockets again.
 *
 * The scripts name keys they build themselves, which a Redis Cluster would refuse: presence runs on
 * one Redis, like the adapter.
 */

const JOIN = `
redis.call('HINCRBY', KEYS[3], ARGV[3], ARGV[4])
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], ARGV[4])
if n == tonumber(ARGV[4]) then redis.call('HSET', KEYS[2], ARGV[1], ARGV[2]) end
return n`;

// A node's late leave after it was reaped finds no share of its own and changes nothing.
const LEAVE = `
local mine = redis.call('HINCRBY', KEYS[3], ARGV[2], -1)
if mine <= 0 then redis.call('HDEL', KEYS[3], ARGV[2]) end
if mine < 0 then return -1 end
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
end
return n`;

const REAP = `
if ARGV[3] ~= '1' and redis.call('EXISTS', KEYS[3]) == 1 then return {} end
local shares = redis.call('HGETALL', KEYS[1])
local gone = {}
for i = 1, #shares, 2 do
  local field = shares[i]
  local sep = string.find(field, '|', 1, true)
  local member = string.sub(field, 1, sep - 1)
  local room = string.sub(field, sep + 1)
  local counts = ARGV[1] .. ':presence:' .. room
  local accounts = ARGV[1] .. ':presence-accounts:' .. room
  if redis.call('HINCRBY', counts, member, -tonumber(shares[i + 1])) <= 0 then
    local account = redis.call('HGET', accounts, member)
    redis.call('HDEL', counts, member)
    redis.call('HDEL', accounts, member)
    table.insert(gone, room)
    table.insert(gone, member)
    table.insert(gone, account or '')
  end
end
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[2])
if ARGV[3] == '1' then redis.call('DEL', KEYS[3]) end
return gone`;

const BEAT = `
local had = redis.call('EXISTS', KEYS[1])
redis.call('SET', KEYS[1], '1', 'PX', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
return had`;

interface Scripts {
  presenceJoin(...args: (string | number)[]): Promise<number>;
  presenceLeave(...args: (string | number)[]): Promise<number>;
  presenceReap(...args: (string | number)[]): Promise<string[]>;
  presenceBeat(...args: (string | number)[]): Promise<number>;
}

export interface RedisPresenceOptions {
  redis: Redis;
  prefix: string;
  /** How long a node's key lives without a heartbeat: how long a crashed node's members linger. */
  ttlMs?: number;
  /** How often the node renews its key and looks for dead nodes. */
  beatMs?: number;
  /** Members a reaped node (or this one, after losing Redis) left with no socket anywhere. */
  onGone(gone: GonePresence[]): void;
  onError(err: unknown): void;
}

const DEFAULT_TTL_MS = 15_000;
const DEFAULT_BEAT_MS = 5_000;

export function createRedisPresence(opts: RedisPresenceOptions): PresenceStore {
  const { prefix } = opts;
  const node = randomBytes(6).toString('hex');
  const ttlMs = opts.ttlMs ?? DEFAULT_TTL_MS;
  const redis = defineScripts(opts.redis);
  const countsKey = (room: string) => `${prefix}:presence:${room}`;
  const accountsKey = (room: string) => `${prefix}:presence-accounts:${room}`;
  const nodeKey = (id: string) => `${prefix}:presence-node:${id}`;
  const aliveKey = (id: string) => `${prefix}:presence-alive:${id}`;
  const nodesKey = `${prefix}:presence-nodes`;
  /** This node's shares, to count again if Redis reaped them while the sockets stayed. */
  const mine = new Map<string, { room: string; member: PresenceMember; sockets: number }>();
  const lists = new Map<string, Promise<PresenceMember[]>>();
  let closed = false;
  let beating: Promise<void> = Promise.resolve();

  const beat = () => {
    beating = heartbeat().catch(opts.onError);
  };
  const timer = setInterval(beat, opts.beatMs ?? DEFAULT_BEAT_MS);
  timer.unref();
  let registered: Promise<unknown> = redis
    .presenceBeat(aliveKey(node), nodesKey, node, ttlMs)
    .catch(opts.onError);

  async function heartbeat(): Promise<void> {
    if (closed) return;
    const had = await redis.presenceBeat(aliveKey(node), nodesKey, node, ttlMs);
    if (!had) await recount();
    const nodes = await opts.redis.smembers(nodesKey);
    for (const other of nodes) {
      if (other !== node) opts.onGone(await reap(other, false));
    }
  }

  /** Our key expired: whatever Redis holds of ours may be reaped or not; take it out, then count afresh. */
  async function recount(): Promise<void> {
    const gone = await reap(node, true);
    await redis.presenceBeat(aliveKey(node), nodesKey, node, ttlMs);
    const back = new Set<string>();
    for (const [field, share] of mine) {
      const n = await redis.presenceJoin(
        countsKey(share.room),
        accountsKey(share.room),
        nodeKey(node),
        share.member.id,
        share.member.account,
        field,
        share.sockets,
      );
      if (n === share.sockets) back.add(field);
    }
    // A member who is back at once was never really gone; only the others are announced.
    opts.onGone(gone.filter((g) => !back.has(fieldOf(g.room, g.member))));
  }

  async function reap(id: string, force: boolean): Promise<GonePresence[]> {
    const flat = await redis.presenceReap(nodeKey(id), nodesKey, aliveKey(id), prefix, id, force ? '1' : '0');
    const gone: GonePresence[] = [];
    for (let i = 0; i + 2 < flat.length; i += 3) {
      gone.push({ room: flat[i]!, member: { id: Number(flat[i + 1]), account: flat[i + 2]! } });
    }
    return gone;
  }

  return {
    async join(room, member) {
      if (closed) return false;
      await registered;
      const field = fieldOf(room, member);
      const n = await redis.presenceJoin(
        countsKey(room),
        accountsKey(room),
        nodeKey(node),
        member.id,
        member.account,
        field,
        1,
      );
      // Noted once Redis has it, so a recount meanwhile does not count this socket twice.
      const share = mine.get(field);
      if (share) share.sockets += 1;
      else mine.set(field, { room, member, sockets: 1 });
      return n === 1;
    },
    async leave(room, member) {
      if (closed) return false;
      const field = fieldOf(room, member);
      const share = mine.get(field);
      if (!share) return false;
      if (--share.sockets === 0) mine.delete(field);
      const n = await redis.presenceLeave(
        countsKey(room),
        accountsKey(room),
        nodeKey(node),
        member.id,
        field,
      );
      return n === 0;
    },
    members(room) {
      // Joins that finished before this call share one read sent after them, so a burst of joins
      // on one room costs one HGETALL per turn of the event loop rather than one each.
      let list = lists.get(room);
      if (!list) {
        list = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
          lists.delete(room);
          const all = await opts.redis.hgetall(accountsKey(room));
          return Object.entries(all).map(([id, account]) => ({ id: Number(id), account }));
        });
        lists.set(room, list);
      }
      return list;
    },
    count(room) {
      return opts.redis.hlen(countsKey(room));
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await beating;
      registered = Promise.resolve();
      mine.clear();
      return reap(node, true);
    },
  };
}

function fieldOf(room: string, member: PresenceMember): string {
  return `${member.id}|${room}`;
}

function defineScripts(redis: Redis): Scripts {
  const scripts: [keyof Scripts, number, string][] = [
    ['presenceJoin', 3, JOIN],
    ['presenceLeave', 3, LEAVE],
    ['presenceReap', 3, REAP],
    ['presenceBeat', 2, BEAT],
  ];
  for (const [name, numberOfKeys, lua] of scripts) {
    if (!(name in redis)) redis.defineCommand(name, { numberOfKeys, lua });
  }
  return redis as unknown as Scripts;
}
