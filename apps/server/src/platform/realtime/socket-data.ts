import type { SocketMember, SocketStaff } from './channels';

/**
 * What a connection is known as, fixed at the handshake. socket.io copies it to other nodes for
 * `fetchSockets`, so it holds no secret (no token).
 */
export interface SocketData {
  siteId: number;
  member: SocketMember | null;
  /** The login the token belongs to; tokens rotate, the family stays. */
  familyId: string | null;
  /** A back-office connection (staff token at the handshake); such a socket is never a member's. */
  staff?: SocketStaff | null;
}
