import { SOCKET_RECONNECT } from '@arks/contracts';
import { io, type Socket } from 'socket.io-client';
import { socketOptions } from './options';

export interface RealtimeConnection {
  socket: Socket;
  close(): void;
}

/**
 * One socket for the page: subscribes to `channels` on every (re)connect and hands each event heard on
 * one of them to `onEvent`. Echo's wire protocol: `subscribe {channel}`, events as `(name, channel, data)`.
 */
export function openRealtime(input: {
  url: string | undefined;
  token: string | null;
  channels: string[];
  onEvent(event: string, channel: string, payload: unknown): void;
  /** A channel the server accepted, on each (re)connect. */
  onSubscribed?(channel: string): void;
}): RealtimeConnection {
  const options = socketOptions(input.token);
  const socket = input.url ? io(input.url, options) : io(options);
  const channels = new Set(input.channels);
  socket.on('connect', () => {
    for (const channel of channels) {
      socket.emit('subscribe', { channel }, (result: { ok?: boolean } | undefined) => {
        if (result?.ok) input.onSubscribed?.(channel);
      });
    }
  });
  socket.onAny((event: string, channel: unknown, payload: unknown) => {
    if (typeof channel === 'string' && channels.has(channel)) input.onEvent(event, channel, payload);
  });
  // The server ends a connection whose login ended; socket.io does not retry that by itself, but the
  // public channels should come back (the private ones are then refused until a new login).
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect')
      retry = setTimeout(() => socket.connect(), SOCKET_RECONNECT.reconnectionDelay);
  });
  return {
    socket,
    close() {
      clearTimeout(retry);
      socket.removeAllListeners();
      socket.offAny();
      socket.disconnect();
    },
  };
}
