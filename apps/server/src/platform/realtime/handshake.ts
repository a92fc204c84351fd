import type { Socket } from 'socket.io';

type Handshake = Socket['handshake'];

/**
 * The member token of a connection: `auth.token` (socket.io clients), the `Authorization` header
 * (Echo's `extraHeaders`, native apps; with or without `Bearer`), or `?token=` for clients that can
 * set neither.
 */
export function handshakeToken(handshake: Pick<Handshake, 'auth' | 'headers' | 'query'>): string | null {
  const fromAuth = (handshake.auth as { token?: unknown } | undefined)?.token;
  const header = handshake.headers.authorization;
  const fromQuery = handshake.query.token;
  const raw =
    typeof fromAuth === 'string' && fromAuth
      ? fromAuth
      : typeof header === 'string' && header
        ? header
        : typeof fromQuery === 'string'
          ? fromQuery
          : '';
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/** A site the client names (`auth.site_id` or `?site_id=`), for hosts that serve several sites. */
export function handshakeSiteId(handshake: Pick<Handshake, 'auth' | 'query'>): number | undefined {
  const raw = (handshake.auth as { site_id?: unknown } | undefined)?.site_id ?? handshake.query.site_id;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * A staff token (`auth.staff_token`): the back office's connection. Kept apart from the member token
 * so one is never taken for the other.
 */
export function handshakeStaffToken(handshake: Pick<Handshake, 'auth'>): string | null {
  const raw = (handshake.auth as { staff_token?: unknown } | undefined)?.staff_token;
  return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
}
