import { PRESENCE_EVENTS, type PresenceMember } from '@arks/contracts';
import type { Server, Socket } from 'socket.io';
import type { GonePresence, PresenceStore } from './presence-store';
import type { SocketData } from './socket-data';

export interface Presence {
  /** After a socket joined a presence room: it gets the member list, the others hear of a new member. */
  join(socket: Socket, room: string, channel: string): Promise<void>;
  /** After a socket left one (unsubscribe): the member is gone once none of their sockets remain. */
  leave(socket: Socket, room: string): Promise<void>;
  /** Counts a socket in a room nobody is told about (who is online, for the dashboard). */
  track(socket: Socket, room: string): Promise<void>;
  /** The socket is gone: every room it was counted in loses it. */
  disconnected(socket: Socket): Promise<void>;
  /** Members the store lost with a dead node: their rooms hear them leave. */
  announceGone(gone: GonePresence[]): void;
}

function presenceOf(data: Partial<SocketData> | undefined): PresenceMember | null {
  return data?.member ? { id: data.member.id, account: data.member.account } : null;
}

/** `s1|presence-member.RMB` -> `presence-member.RMB`; rooms that are not channels have no channel. */
function channelOfRoom(room: string): string | null {
  return /^s\d+\|presence-/.test(room) ? room.slice(room.indexOf('|') + 1) : null;
}

/**
 * Pusher's limit for a presence channel's member list. A room's list and its arrivals and departures
 * go to every member in it, so they cost the square of the room's size: a currency's room on a busy
 * evening holds thousands. Above the limit the room keeps counting (the dashboard's online figures)
 * but stops announcing: a joining socket's list names only its own member, and nobody hears of
 * arrivals or departures. The member site handles no presence event; an integration that needs the
 * full list of a crowded room reads the count instead.
 */
export const PRESENCE_LIST_LIMIT = 100;

export function createPresence(io: Server, store: PresenceStore, listLimit = PRESENCE_LIST_LIMIT): Presence {
  /**
   * Per socket, the rooms it is counted in and its store calls in order: a socket that subscribes
   * and disconnects at once must not have its leave counted before its join.
   */
  const states = new WeakMap<Socket, { rooms: Set<string>; queue: Promise<unknown> }>();

  function inOrder<T>(socket: Socket, step: (rooms: Set<string>) => Promise<T>): Promise<T> {
    let state = states.get(socket);
    if (!state) states.set(socket, (state = { rooms: new Set(), queue: Promise.resolve() }));
    const rooms = state.rooms;
    const run = state.queue.then(
      () => step(rooms),
      () => step(rooms),
    );
    state.queue = run.catch(() => undefined);
    return run;
  }

  async function leaveRoom(member: PresenceMember, room: string): Promise<void> {
    const channel = channelOfRoom(room);
    if (!(await store.leave(room, member)) || !channel) return;
    // Announced while the room was within the limit before this departure.
    if ((await store.count(room)) < listLimit) io.to(room).emit(PRESENCE_EVENTS.leaving, channel, member);
  }

  return {
    join(socket, room, channel) {
      const me = presenceOf(socket.data as SocketData);
      if (!me) return Promise.resolve();
      return inOrder(socket, async (rooms) => {
        const first = await store.join(room, me);
        rooms.add(room);
        if ((await store.count(room)) > listLimit) {
          socket.emit(PRESENCE_EVENTS.subscribed, channel, [me]);
          return;
        }
        socket.emit(PRESENCE_EVENTS.subscribed, channel, await store.members(room));
        if (first) socket.to(room).emit(PRESENCE_EVENTS.joining, channel, me);
      });
    },
    leave(socket, room) {
      const me = presenceOf(socket.data as SocketData);
      if (!me) return Promise.resolve();
      return inOrder(socket, async (rooms) => {
        if (!rooms.delete(room)) return;
        await leaveRoom(me, room);
      });
    },
    track(socket, room) {
      const me = presenceOf(socket.data as SocketData);
      if (!me) return Promise.resolve();
      return inOrder(socket, async (rooms) => {
        await store.join(room, me);
        rooms.add(room);
      });
    },
    disconnected(socket) {
      const me = presenceOf(socket.data as SocketData);
      if (!me) return Promise.resolve();
      return inOrder(socket, async (rooms) => {
        const all = [...rooms];
        rooms.clear();
        await Promise.all(all.map((room) => leaveRoom(me, room)));
      });
    },
    announceGone(gone) {
      for (const { room, member } of gone) {
        const channel = channelOfRoom(room);
        if (channel) io.to(room).emit(PRESENCE_EVENTS.leaving, channel, member);
      }
    },
  };
}
