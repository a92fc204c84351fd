import { PRESENCE_EVENTS, type PresenceMember } from '@arks/contracts';
import type { Server, Socket } from 'socket.io';
import type { SocketData } from './socket-data';

function presenceOf(data: Partial<SocketData> | undefined): PresenceMember | null {
  return data?.member ? { id: data.member.id, account: data.member.account } : null;
}

/**
 * Who is in a presence room, across every node (the adapter asks the others), one entry per member
 * however many tabs they have open.
 */
async function membersIn(
  io: Server,
  room: string,
): Promise<{ members: PresenceMember[]; socketIds: Map<number, string[]> }> {
  const sockets = await io.in(room).fetchSockets();
  const socketIds = new Map<number, string[]>();
  const members: PresenceMember[] = [];
  for (const s of sockets) {
    const member = presenceOf(s.data as Partial<SocketData>);
    if (!member) continue;
    const ids = socketIds.get(member.id);
    if (ids) ids.push(s.id);
    else {
      socketIds.set(member.id, [s.id]);
      members.push(member);
    }
  }
  return { members, socketIds };
}

/** After a socket joined: it gets the member list, the others hear of it unless the member was already there. */
export async function announceJoin(io: Server, socket: Socket, room: string, channel: string): Promise<void> {
  const me = presenceOf(socket.data as SocketData);
  if (!me) return;
  const { members, socketIds } = await membersIn(io, room);
  socket.emit(PRESENCE_EVENTS.subscribed, channel, members);
  const mine = socketIds.get(me.id) ?? [];
  if (mine.every((id) => id === socket.id)) socket.to(room).emit(PRESENCE_EVENTS.joining, channel, me);
}

/** After a socket left (or disconnected): the member is gone only when none of their sockets remain. */
export async function announceLeave(
  io: Server,
  member: Pick<PresenceMember, 'id' | 'account'>,
  room: string,
  channel: string,
): Promise<void> {
  const { socketIds } = await membersIn(io, room);
  const gone: PresenceMember = { id: member.id, account: member.account };
  if (!socketIds.has(member.id)) io.to(room).emit(PRESENCE_EVENTS.leaving, channel, gone);
}
