import { SOCKET_RECONNECT } from '@arks/contracts';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';

export const SOCKET_PATH = '/socket.io';

/**
 * Spec §7: the socket host is the development URL when configured, else the site-info URL for the
 * page's protocol. Empty means the page's own origin.
 */
export function socketUrl(
  env: { CONFIG_WEBSOCKET_URL: string; CONFIG_WEBSOCKET_URL_SSL: string },
  pageProtocol: string,
  devUrl?: string,
): string | undefined {
  if (devUrl) return devUrl;
  const url = pageProtocol === 'https:' ? env.CONFIG_WEBSOCKET_URL_SSL : env.CONFIG_WEBSOCKET_URL;
  return url || undefined;
}

/**
 * Reconnect timing of spec §9. The token goes in `auth` (browsers cannot set headers on a WebSocket)
 * and in the Authorization header for the polling transport, which the server accepts as well.
 */
export function socketOptions(token: string | null): Partial<ManagerOptions & SocketOptions> {
  return {
    path: SOCKET_PATH,
    reconnection: true,
    reconnectionDelay: SOCKET_RECONNECT.reconnectionDelay,
    reconnectionDelayMax: SOCKET_RECONNECT.reconnectionDelayMax,
    randomizationFactor: SOCKET_RECONNECT.randomizationFactor,
    reconnectionAttempts: SOCKET_RECONNECT.reconnectionAttempts,
    timeout: SOCKET_RECONNECT.timeout,
    auth: token ? { token } : {},
    extraHeaders: token ? { authorization: token } : {},
  };
}
