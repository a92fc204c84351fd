import type { SubscribeResult } from '@arks/contracts';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import type { TestApp } from './build-test-app';

/**
 * socket.io clients of a listening test app (`await t.app.listen({ port: 0, host: '127.0.0.1' })`),
 * speaking the Echo protocol the sites and native apps speak. Call `closeClients` in `afterAll`.
 */
const opened: ClientSocket[] = [];

function urlOf(t: TestApp): string {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** A connected client; rejects when the server refuses the handshake. */
export function client(
  t: TestApp,
  opts: { token?: string; staffToken?: string; header?: string; query?: string; path?: string } = {},
): Promise<ClientSocket> {
  const socket = connect(urlOf(t), {
    path: opts.path ?? '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: {
      ...(opts.token ? { token: opts.token } : {}),
      ...(opts.staffToken ? { staff_token: opts.staffToken } : {}),
    },
    extraHeaders: opts.header ? { authorization: opts.header } : {},
    query: opts.query ? { token: opts.query } : {},
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export const subscribe = (socket: ClientSocket, channel: string): Promise<SubscribeResult> =>
  socket.timeout(5_000).emitWithAck('subscribe', { channel });

/** A client of the member's token, subscribed to the member's own channel. */
export async function memberSocket(t: TestApp, member: { id: number; token: string }): Promise<ClientSocket> {
  const socket = await client(t, { token: member.token });
  const answer = await subscribe(socket, `member.${member.id}`);
  if (!answer.ok) throw new Error(`member.${member.id} refused: ${answer.error}`);
  return socket;
}

/** The next `(channel, payload)` of an event, or null when none came within the wait. */
export function next(socket: ClientSocket, event: string, waitMs = 2_000): Promise<[string, unknown] | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      resolve(null);
    }, waitMs);
    const onEvent = (channel: string, payload: unknown) => {
      clearTimeout(timer);
      resolve([channel, payload]);
    };
    socket.once(event, onEvent);
  });
}

/** Every `(event, channel, payload)` the socket hears from now on, in order. */
export function record(socket: ClientSocket): [string, string, unknown][] {
  const heard: [string, string, unknown][] = [];
  socket.onAny((event: string, channel: string, payload: unknown) => heard.push([event, channel, payload]));
  return heard;
}

export const disconnected = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

export function closeClients(): void {
  for (const socket of opened.splice(0)) socket.disconnect();
}
