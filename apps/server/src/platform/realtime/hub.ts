import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { ZSubscribeMessage, type SubscribeResult } from '@arks/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { SiteDirectory } from '../request-context';
import { hostName } from '../site-context';
import {
  authorizeChannel,
  channelRoom,
  classifyChannel,
  familyRoom,
  memberSocketsRoom,
  onlineRoom,
  staffSessionRoom,
  staffSocketsRoom,
  type SocketMember,
  type SocketStaff,
} from './channels';
import { handshakeSiteId, handshakeStaffToken, handshakeToken } from './handshake';
import { createPresence, type Presence } from './presence';
import { createRedisPresence } from './presence-redis';
import { createMemoryPresence, type PresenceStore } from './presence-store';
import { createPublisher, emitToLogin, type RealtimePublisher } from './publisher';
import type { SocketData } from './socket-data';

export const SOCKET_PATH = '/socket.io';
/** Older clients connect on engine.io's default path; it is served by the same engine (see `aliasPath`). */
export const SOCKET_ALIAS_PATH = '/engine.io';

export interface RealtimeMemberRecord {
  id: number;
  siteId: number;
  account: string;
  currency: string;
  status: string;
}

/** What the hub needs of member sessions; the session module provides it. */
export interface RealtimeSessions {
  verify(token: string): Promise<{ memberId: number; siteId: number; familyId: string } | null>;
  /** Which of these logins are still alive. */
  liveFamilies(familyIds: readonly string[]): Promise<Set<string>>;
  /**
   * Called when one login (`familyId`) or every login of a member ends; `replacedBy` when a newer
   * login of the member ended it (single-device rule), naming that login's device.
   */
  onRevoked(
    listener: (revoked: {
      memberId: number;
      familyId?: string;
      replacedBy?: { udid: string | null };
    }) => void,
  ): () => void;
}

/** Who a staff token belongs to; the staff module provides it (the back office's live queues). */
export interface RealtimeStaffSessions {
  /** The session behind a token if it may connect now, and when it ends unless used again. */
  verify(token: string): Promise<{ staff: SocketStaff; expiresAt: Date } | null>;
  /** Which of these sessions may still listen: their role now, and when they end unless used again. */
  live(sessionIds: readonly string[]): Promise<Map<string, { role: SocketStaff['role']; expiresAt: Date }>>;
}

/** Staff sessions that ended: one (`sessionId`) or every session of the staff member. */
export interface EndedStaffSessions {
  staffId: number;
  sessionId?: string;
}

export interface RealtimeDeps {
  server: HttpServer;
  sessions: RealtimeSessions;
  sites: SiteDirectory;
  defaultSiteId: number;
  findMember(id: number): Promise<RealtimeMemberRecord | undefined>;
  /** Staff connections; without it a staff token connects anonymously like any unknown token. */
  staffSessions?: RealtimeStaffSessions;
  log: FastifyBaseLogger;
  redisUrl?: string;
  /** Redis channel prefix; nodes of one deployment share it, and it carries the deployment's REDIS_PREFIX. */
  redisKey: string;
  /** How often live logins are re-checked, to catch sessions that expired while connected. */
  sweepMs?: number;
  /** How long a crashed node's members stay present, and how often nodes look for crashed ones. */
  presenceTtlMs?: number;
  presenceBeatMs?: number;
  /** Members a presence room lists and announces (PRESENCE_LIST_LIMIT unless a test lowers it). */
  presenceListLimit?: number;
  /** The time sessions expire by (the app's clock); staff connections are re-checked when theirs is due. */
  now?: () => number;
}

export interface RealtimeHub {
  io: Server;
  publisher: RealtimePublisher;
  /** Cuts the connections of ended staff sessions, on every node (through the adapter). */
  endStaffSessions(ended: EndedStaffSessions): void;
  close(): Promise<void>;
}

type Ack = (result: SubscribeResult) => void;

const DEFAULT_SWEEP_MS = 60_000;
/** setTimeout's longest wait; a later expiry is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** The page needs about seven channels; the socket's own and internal rooms count too. */
const MAX_ROOMS_PER_SOCKET = 24;
/**
 * A login check this recent answers for the socket's next private subscribes: the page subscribes to
 * three at once right after the handshake (which verified the login), and thousands of members
 * arriving together would otherwise make three queries each. Revocations still cut at once (onRevoked).
 */
const LOGIN_CHECK_REUSE_MS = 2_000;

/**
 * One socket.io server cannot listen on two paths, and two servers would be two sets of rooms. So the
 * alias path is rewritten to the real one before engine.io sees the request or the WebSocket upgrade.
 */
function aliasPath(server: HttpServer): void {
  const rewrite = (req: IncomingMessage) => {
    if (req.url?.startsWith(`${SOCKET_ALIAS_PATH}/`))
      req.url = SOCKET_PATH + req.url.slice(SOCKET_ALIAS_PATH.length);
  };
  server.prependListener('request', rewrite);
  server.prependListener('upgrade', rewrite);
}

export function createRealtimeHub(deps: RealtimeDeps): RealtimeHub {
  const { sessions, log } = deps;
  const now = deps.now ?? Date.now;
  const io = new Server(deps.server, { path: SOCKET_PATH, serveClient: false });
  let closing = false;
  aliasPath(deps.server);

  const redisKey = deps.redisKey;
  const redis = deps.redisUrl ? connectRedis(io, deps.redisUrl, redisKey, log) : null;
  const store: PresenceStore = redis
    ? createRedisPresence({
        redis: redis.pub,
        prefix: redisKey,
        ttlMs: deps.presenceTtlMs,
        beatMs: deps.presenceBeatMs,
        onGone: (gone) => presence.announceGone(gone),
        onError: (err) => log.warn({ err }, 'presence heartbeat failed'),
      })
    : createMemoryPresence();
  const presence: Presence = createPresence(io, store, deps.presenceListLimit);

  /** When each local staff socket's session is next due to end; not shared with other nodes. */
  const staffExpiry = new WeakMap<Socket, { at: number; timer: NodeJS.Timeout | null }>();
  const loginChecks = new WeakMap<Socket, { at: number; alive: Promise<boolean> }>();

  io.use((socket, next) => {
    identify(socket.handshake)
      .then((found) => {
        if (!found) return next(new Error('site_not_found'));
        socket.data = found.data;
        if (found.expiresAt) staffExpiry.set(socket, { at: found.expiresAt.getTime(), timer: null });
        next();
      })
      .catch((err: unknown) => {
        log.error({ err }, 'realtime handshake failed');
        next(new Error('server_error'));
      });
  });

  // A token that does not verify connects anonymously: public channels still work and the client
  // learns of the dead login from its next API call, as everywhere else.
  async function identify(
    handshake: Socket['handshake'],
  ): Promise<{ data: SocketData; expiresAt?: Date } | null> {
    const staffToken = handshakeStaffToken(handshake);
    // An ended or expired staff session is no staff connection: it hears no queue.
    const staff = staffToken && deps.staffSessions ? await deps.staffSessions.verify(staffToken) : null;
    // Staff work across sites: their queues name the site in the channel, so the socket has none.
    if (staff) {
      return {
        data: { siteId: 0, member: null, familyId: null, staff: staff.staff },
        expiresAt: staff.expiresAt,
      };
    }
    const token = handshakeToken(handshake);
    const session = token ? await sessions.verify(token) : null;
    const record = session ? await deps.findMember(session.memberId) : undefined;
    if (session && record && record.status === 'active' && record.siteId === session.siteId) {
      const member: SocketMember = {
        id: record.id,
        account: record.account,
        currency: record.currency,
        siteId: record.siteId,
      };
      return { data: { siteId: session.siteId, member, familyId: session.familyId } };
    }
    const named = handshakeSiteId(handshake);
    const site =
      named !== undefined
        ? await deps.sites.findActiveById(named)
        : ((await deps.sites.findActiveByHost(hostName(handshake.headers.host ?? ''))) ??
          (deps.defaultSiteId > 0 ? await deps.sites.findActiveById(deps.defaultSiteId) : undefined));
    return site ? { data: { siteId: site.id, member: null, familyId: null } } : null;
  }

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    if (data.member && data.familyId) {
      loginChecks.set(socket, { at: now(), alive: Promise.resolve(true) });
      void socket.join([familyRoom(data.familyId), memberSocketsRoom(data.member.id)]);
      void presence
        .track(socket, onlineRoom(data.member.siteId, data.member.currency))
        .catch((err: unknown) => log.warn({ err }, 'online member not counted'));
    }
    if (data.staff) {
      void socket.join([staffSessionRoom(data.staff.sessionId), staffSocketsRoom(data.staff.id)]);
      watchStaffExpiry(socket);
    }
    socket.on('subscribe', (message: unknown, ack?: unknown) => {
      subscribe(socket, message).then(
        (result) => answer(socket, result, ack),
        (err: unknown) => {
          log.error({ err }, 'realtime subscribe failed');
          answer(socket, { ok: false, channel: channelOf(message), error: 'bad_request' }, ack);
        },
      );
    });
    socket.on('unsubscribe', (message: unknown) => {
      void unsubscribe(socket, message).catch((err: unknown) =>
        log.error({ err }, 'realtime unsubscribe failed'),
      );
    });
    socket.on('disconnect', () => {
      const expiry = staffExpiry.get(socket);
      if (expiry?.timer) clearTimeout(expiry.timer);
      // A closing node takes all its counts out at once (see close), before its Redis clients quit.
      if (!data.member || closing) return;
      void presence
        .disconnected(socket)
        .catch((err: unknown) => log.warn({ err }, 'presence leave not counted'));
    });
  });

  async function subscribe(socket: Socket, message: unknown): Promise<SubscribeResult> {
    const parsed = ZSubscribeMessage.safeParse(message);
    if (!parsed.success) return { ok: false, channel: channelOf(message), error: 'bad_request' };
    const { channel } = parsed.data;
    const kind = classifyChannel(channel);
    if (!kind) return { ok: false, channel, error: 'unknown_channel' };
    const data = socket.data as SocketData;
    const refusal = authorizeChannel(kind, data.member, data.staff ?? null);
    if (refusal) return { ok: false, channel, error: refusal };
    const room = channelRoom(data.siteId, channel, kind);
    // Repeats are answered without work, and a socket cannot pile up rooms: both keep a misbehaving
    // client from turning subscribes into database or memory load.
    if (socket.rooms.has(room)) return { ok: true, channel };
    if (socket.rooms.size >= MAX_ROOMS_PER_SOCKET) return { ok: false, channel, error: 'bad_request' };
    // The login may have ended since the handshake (expired while idle, revoked on a node that missed it).
    if (kind.kind !== 'public' && kind.kind !== 'staff' && !(await loginAlive(socket))) {
      dropMember(socket);
      return { ok: false, channel, error: 'unauthorized' };
    }
    if (kind.kind === 'staff' && !(await staffAlive(data.staff!))) {
      socket.disconnect(true);
      return { ok: false, channel, error: 'unauthorized' };
    }
    await socket.join(room);
    if (kind.kind === 'presence') await presence.join(socket, room, channel);
    return { ok: true, channel };
  }

  async function unsubscribe(socket: Socket, message: unknown): Promise<void> {
    const parsed = ZSubscribeMessage.safeParse(message);
    const kind = parsed.success ? classifyChannel(parsed.data.channel) : null;
    if (!parsed.success || !kind) return;
    const data = socket.data as SocketData;
    const room = channelRoom(data.siteId, parsed.data.channel, kind);
    if (!socket.rooms.has(room)) return;
    await socket.leave(room);
    if (kind.kind === 'presence') await presence.leave(socket, room);
  }

  async function staffAlive(staff: SocketStaff): Promise<boolean> {
    const session = (await deps.staffSessions?.live([staff.sessionId]))?.get(staff.sessionId);
    return session?.role === staff.role;
  }

  function loginAlive(socket: Socket): Promise<boolean> {
    const { familyId } = socket.data as SocketData;
    if (familyId === null) return Promise.resolve(false);
    const recent = loginChecks.get(socket);
    if (recent && now() - recent.at < LOGIN_CHECK_REUSE_MS) return recent.alive;
    const alive = sessions.liveFamilies([familyId]).then((live) => live.has(familyId));
    loginChecks.set(socket, { at: now(), alive });
    alive.catch(() => loginChecks.delete(socket));
    return alive;
  }

  // Disconnecting (rather than quietly leaving rooms) reaches sockets on every node through the
  // adapter, runs the presence leave, and tells the client to reconnect as who it now is.
  function dropMember(socket: Socket): void {
    socket.disconnect(true);
  }

  const offRevoked = sessions.onRevoked(({ memberId, familyId, replacedBy }) => {
    // Spec §7 `login`: a login ended by a newer one warns and logs out. Only the ended login's own
    // connections hear it (its family's room); the member's `member.{id}` channel would reach every
    // login of the member, the ones nothing ended too. It goes out before the disconnect: socket.io
    // sends a socket's packets in order and drains them before closing, and with Redis both go
    // through one publishing connection in that order, so the old tab hears it before it is cut.
    // The new login's device id rides along (never its token): the tabs of the browser that made the
    // new login still hold the old one until its token reaches their shared storage, and by that id
    // they know the new login is their own and stay.
    if (familyId && replacedBy) {
      emitToLogin(io, { memberId, familyId }, 'login', { udid: replacedBy.udid });
    }
    io.in(familyId ? familyRoom(familyId) : memberSocketsRoom(memberId)).disconnectSockets(true);
  });

  /**
   * A staff connection lasts as long as its session: at the moment the session would end, it is looked
   * at again (the console's calls keep the session alive meanwhile) and cut if it ended.
   */
  function watchStaffExpiry(socket: Socket): void {
    const expiry = staffExpiry.get(socket);
    if (!expiry || closing || socket.disconnected) return;
    const wait = Math.max(0, Math.min(expiry.at - now(), MAX_TIMER_MS));
    expiry.timer = setTimeout(() => {
      expiry.timer = null;
      void checkStaff([socket]).catch((err: unknown) => log.warn({ err }, 'staff session check failed'));
    }, wait);
    expiry.timer.unref();
  }

  /** Cuts the staff sockets whose session ended or whose role changed; the others wait for their expiry. */
  async function checkStaff(sockets: Socket[]): Promise<void> {
    const staffSessions = deps.staffSessions;
    if (!staffSessions || sockets.length === 0) return;
    const ids = [...new Set(sockets.map((s) => (s.data as SocketData).staff!.sessionId))];
    const live = await staffSessions.live(ids);
    for (const socket of sockets) {
      const staff = (socket.data as SocketData).staff!;
      const session = live.get(staff.sessionId);
      // A new role may not read the queues the socket already holds: it reconnects as who it now is.
      if (!session || session.role !== staff.role) {
        socket.disconnect(true);
        continue;
      }
      const expiry = staffExpiry.get(socket);
      if (expiry && expiry.at !== session.expiresAt.getTime()) {
        if (expiry.timer) clearTimeout(expiry.timer);
        expiry.at = session.expiresAt.getTime();
        watchStaffExpiry(socket);
      } else if (expiry && !expiry.timer) watchStaffExpiry(socket);
    }
  }

  function endStaffSessions({ staffId, sessionId }: EndedStaffSessions): void {
    io.in(sessionId ? staffSessionRoom(sessionId) : staffSocketsRoom(staffId)).disconnectSockets(true);
  }

  const sweep = setInterval(() => {
    void sweepExpired().catch((err: unknown) => log.warn({ err }, 'realtime session sweep failed'));
  }, deps.sweepMs ?? DEFAULT_SWEEP_MS);
  sweep.unref();

  async function sweepExpired(): Promise<void> {
    const sockets = [...io.of('/').sockets.values()];
    // Catches staff sessions ended while this node missed the word (Redis down) as well.
    await checkStaff(sockets.filter((s) => (s.data as SocketData).staff));
    const local = sockets.filter((s) => (s.data as SocketData).familyId);
    if (local.length === 0) return;
    const alive = await sessions.liveFamilies(local.map((s) => (s.data as SocketData).familyId as string));
    for (const socket of local) {
      if (!alive.has((socket.data as SocketData).familyId as string)) dropMember(socket);
    }
  }

  return {
    io,
    publisher: createPublisher(io, (room) => store.count(room)),
    endStaffSessions,
    async close() {
      closing = true;
      clearInterval(sweep);
      offRevoked();
      // The other nodes' members hear this node's members leave, while the adapter can still tell them.
      presence.announceGone(await store.close().catch(() => []));
      // Upgraded WebSocket connections would otherwise keep the HTTP server's close waiting.
      io.local.disconnectSockets(true);
      io.engine.close();
      if (redis) {
        await io.of('/').adapter.close();
        // The adapter's close sends its unsubscribes without waiting for them; quitting before they are
        // answered rejects them unhandled. Ours queue behind theirs, so once ours return theirs have too.
        await Promise.all([redis.sub.punsubscribe(), redis.sub.unsubscribe()]).catch(() => undefined);
        await Promise.all([redis.pub.quit(), redis.sub.quit()]).catch(() => {
          redis.pub.disconnect();
          redis.sub.disconnect();
        });
      }
    },
  };
}

function connectRedis(io: Server, url: string, key: string, log: FastifyBaseLogger) {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    client.on('error', (err) => log.warn({ err }, 'realtime redis error (events reach this node only)'));
  }
  catchPublishFailures(pub, log);
  io.adapter(createAdapter(pub, sub, { key }));
  return { pub, sub };
}

/**
 * The Redis adapter publishes without waiting for the answer, so a publish that fails (Redis gone, or
 * this node quitting while another node's request is answered) would reject unhandled, and an unhandled
 * rejection ends the process. The event then reaches this node only, which the error log already says.
 */
export function catchPublishFailures(client: Redis, log: FastifyBaseLogger): void {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  client.publish = ((...args: unknown[]) => {
    const sent = publish(...args);
    sent.catch((err: unknown) => log.warn({ err }, 'realtime event not published to other nodes'));
    return sent;
  }) as Redis['publish'];
}

function answer(socket: Socket, result: SubscribeResult, ack: unknown): void {
  if (typeof ack === 'function') (ack as Ack)(result);
  else if (!result.ok) socket.emit('subscription_error', result.channel, result);
}

function channelOf(message: unknown): string {
  const channel = (message as { channel?: unknown } | null)?.channel;
  return typeof channel === 'string' ? channel.slice(0, 120) : '';
}
