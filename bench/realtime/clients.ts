/**
 * Member sockets of `npm run bench:realtime`, a child process of bench/realtime.ts. Each socket
 * subscribes to the member site's channels, as apps/web's realtime connection does.
 */
import { io, type Socket } from 'socket.io-client';
import { nowMs, type BenchMember, type ClientsReply, type ClientsRequest } from './protocol';

const JOIN_WAIT_MS = 60_000;
const sockets: Socket[] = [];
const cash: [number, number][] = [];
let events = 0;
let lastEventAt = nowMs();

const send = (reply: ClientsReply) => process.send!(reply);

function channelsOf(member: BenchMember): string[] {
  return ['web_member', 'web_api.RMB', 'member.RMB', `member.${member.id}`];
}

/** Where a socket failed: its handshake (`connect`), or a channel or its member list (`join`). */
class Refusal extends Error {
  constructor(
    readonly stage: 'connect' | 'join',
    message: string,
  ) {
    super(message);
  }
}

interface Opened {
  connectMs: number;
  joinMs: number;
}

/** One member's socket: connected, every channel granted, the presence list received. */
function open(member: BenchMember): Promise<Opened> {
  const started = nowMs();
  const socket = io(`http://127.0.0.1:${member.port}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: member.token },
  });
  sockets.push(socket);
  socket.onAny(() => {
    events++;
    lastEventAt = nowMs();
  });
  socket.on('member.cash', () => cash.push([member.id, nowMs()]));
  return new Promise<Opened>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Refusal('join', 'no presence list in time')), JOIN_WAIT_MS);
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(new Refusal('connect', err.message));
    });
    socket.once('connect', () => {
      const connectMs = nowMs() - started;
      const grant = (channel: string) =>
        socket.emitWithAck('subscribe', { channel }).then((answer: { ok: boolean; error?: string }) => {
          if (!answer.ok) throw new Refusal('join', `${channel} refused: ${answer.error}`);
        });
      const joinStarted = nowMs();
      const list = new Promise<number>((resolveList) =>
        socket.once('presence:subscribed', () => resolveList(nowMs() - joinStarted)),
      );
      Promise.all([list, grant('presence-member.RMB'), ...channelsOf(member).map(grant)]).then(
        ([joinMs]) => {
          clearTimeout(timer);
          resolve({ connectMs, joinMs });
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(err instanceof Refusal ? err : new Refusal('join', String(err)));
        },
      );
    });
  });
}

/** Opens every socket with at most `window` still opening, as members arriving at once but not all in one tick. */
async function connectAll(members: BenchMember[], window: number): Promise<void> {
  const started = nowMs();
  const report: Extract<ClientsReply, { type: 'connected' }> = {
    type: 'connected',
    connectMs: [],
    joinMs: [],
    failedConnects: 0,
    refused: 0,
    refusals: [],
    joined: [],
    wallMs: 0,
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(window, members.length) }, async () => {
      while (next < members.length) {
        const member = members[next++]!;
        try {
          const opened = await open(member);
          report.connectMs.push(opened.connectMs);
          report.joinMs.push(opened.joinMs);
          report.joined.push(member.id);
        } catch (err) {
          const refusal = err as Refusal;
          if (refusal.stage === 'connect') report.failedConnects++;
          else report.refused++;
          if (report.refusals.length < 5) report.refusals.push(`${refusal.stage}: ${refusal.message}`);
        }
      }
    }),
  );
  report.wallMs = nowMs() - started;
  send(report);
}

/** Answers once no event has arrived for a second: the presence announcements have all come. */
async function quiet(): Promise<void> {
  while (nowMs() - lastEventAt < 1_000) await new Promise((resolve) => setTimeout(resolve, 200));
  send({ type: 'quiet', events });
}

process.on('message', (request: ClientsRequest) => {
  if (request.type === 'connect') void connectAll(request.members, request.window);
  else if (request.type === 'quiet') void quiet();
  else if (request.type === 'received') send({ type: 'received', cash: cash.splice(0) });
  else if (request.type === 'disconnect') {
    for (const socket of sockets) socket.disconnect();
    sockets.length = 0;
    send({ type: 'disconnected' });
  }
});
