import type { PresenceMember } from '@arks/contracts';

/**
 * Who is in each presence room, as counts of sockets per member. Joins and leaves are deltas, so a
 * join costs the same with ten members in the room as with ten thousand (apart from the list the
 * joining socket is sent), and no node is ever asked for its sockets.
 */
export interface PresenceStore {
  /** One more socket of the member in the room; true when the member was in it nowhere before. */
  join(room: string, member: PresenceMember): Promise<boolean>;
  /** One socket fewer; true when it was the member's last one, on every node. */
  leave(room: string, member: PresenceMember): Promise<boolean>;
  /** One entry per member in the room, however many sockets they have. */
  members(room: string): Promise<PresenceMember[]>;
  /** How many distinct members are in the room. */
  count(room: string): Promise<number>;
  /** Takes this node's counts out (its sockets are going); answers who is gone from where. */
  close(): Promise<GonePresence[]>;
}

export interface GonePresence {
  room: string;
  member: PresenceMember;
}

/** One node without Redis: the counts live in this process, which holds every socket there is. */
export function createMemoryPresence(): PresenceStore {
  const rooms = new Map<string, Map<number, { account: string; sockets: number }>>();
  return {
    join(room, member) {
      let counts = rooms.get(room);
      if (!counts) rooms.set(room, (counts = new Map()));
      const entry = counts.get(member.id);
      if (entry) entry.sockets += 1;
      else counts.set(member.id, { account: member.account, sockets: 1 });
      return Promise.resolve(!entry);
    },
    leave(room, member) {
      const counts = rooms.get(room);
      const entry = counts?.get(member.id);
      if (!counts || !entry) return Promise.resolve(false);
      entry.sockets -= 1;
      if (entry.sockets > 0) return Promise.resolve(false);
      counts.delete(member.id);
      if (counts.size === 0) rooms.delete(room);
      return Promise.resolve(true);
    },
    members(room) {
      const counts = rooms.get(room);
      return Promise.resolve(counts ? [...counts].map(([id, { account }]) => ({ id, account })) : []);
    },
    count(room) {
      return Promise.resolve(rooms.get(room)?.size ?? 0);
    },
    close() {
      rooms.clear();
      return Promise.resolve([]);
    },
  };
}
