/** Messages between bench/realtime.ts and its node and client processes. */

export type NodeRequest =
  { type: 'memory' } | { type: 'post'; memberId: number; seq: number } | { type: 'close' };

export type NodeReply = { type: 'ready'; port: number } | { type: 'memory'; rss: number; heap: number };

export interface BenchMember {
  id: number;
  token: string;
  port: number;
}

export type ClientsRequest =
  | { type: 'connect'; members: BenchMember[]; window: number }
  | { type: 'quiet' }
  | { type: 'received' }
  | { type: 'disconnect' };

export interface ConnectReport {
  type: 'connected';
  /** Per socket, ms from opening to `connect`. */
  connectMs: number[];
  /** Per socket, ms from the presence subscribe to its `presence:subscribed` list. */
  joinMs: number[];
  /** Handshakes that failed (refused, or longer than the client's 20 s connect timeout). */
  failedConnects: number;
  /** Connected sockets refused a channel, or sent no member list within the wait. */
  refused: number;
  refusals: string[];
  /** The members whose sockets joined: the ones posts may go to. */
  joined: number[];
  wallMs: number;
}

export type ClientsReply =
  | ConnectReport
  | { type: 'quiet'; events: number }
  /** `member.cash` events: member id and when it arrived (epoch ms, sub-ms precision). */
  | { type: 'received'; cash: [number, number][] }
  | { type: 'disconnected' };

/** Epoch milliseconds with sub-millisecond precision, comparable across the bench's processes. */
export const nowMs = () => performance.timeOrigin + performance.now();
