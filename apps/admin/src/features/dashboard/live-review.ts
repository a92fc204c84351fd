import {
  STAFF_QUEUE_LISTS,
  STAFF_QUEUES,
  STAFF_REVIEW_EVENT,
  StaffChannels,
  ZStaffReviewEvent,
  PlatformCode,
  type StaffQueue,
  type SubscribeResult,
  type TStaffRole,
} from '@arks/contracts';
import { useOnError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { io, type Socket } from 'socket.io-client';
import { AdminApiError } from '../../api/admin-client';
import { canCall } from '../../api/roles';
import { sessionToken } from '../../api/session-token';
import { staffSession } from '../../api/staff-session';
import { playChime, reviewSound } from './sound';

/** The review queues a role may read, so its socket asks only for channels the server would grant. */
export const queuesFor = (role: TStaffRole | undefined): StaffQueue[] =>
  STAFF_QUEUES.filter((queue) => canCall(role, STAFF_QUEUE_LISTS[queue]));

/** How long after the server cut a live session's socket (a node going down) it connects again. */
export const RECONNECT_MS = 3_000;

/** The part of a socket.io client the review queues use. */
type ReviewSocket = Pick<Socket, 'on' | 'connect' | 'disconnect' | 'timeout'>;

export interface ReviewQueuesOptions {
  socket: ReviewSocket;
  channels: string[];
  /** Every connect (the first and each reconnect): counts may have moved meanwhile. */
  onConnect(): void;
  onEvent(payload: unknown): void;
  /** Asks the server whether the session is still alive; rejects (401) when it is not. */
  checkSession(): Promise<unknown>;
  /** Whether the check's failure says the session ended (rather than the server being unreachable). */
  isSessionEnded(error: unknown): boolean;
  /** The session ended: the console's sign-in takes over. */
  onSessionEnded(error: unknown): void;
}

/**
 * Listens on the review channels of one socket. The server cuts a staff socket when its session ends
 * (logout, an admin's change, expiry) and refuses the channels to a dead session; either way the
 * console asks whether the session is alive. A dead one goes to sign-in instead of reconnecting for
 * ever; a live one (the server node went down) connects again after a pause. Returns the cleanup.
 */
export function listenToReviewQueues(options: ReviewQueuesOptions): () => void {
  const { socket, channels } = options;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** `alive` runs when the session lives, or when the server could not say (it is tried again later). */
  const sessionCheck = (alive: () => void) => {
    options.checkSession().then(
      () => {
        if (!stopped) alive();
      },
      (error: unknown) => {
        if (stopped) return;
        if (options.isSessionEnded(error)) options.onSessionEnded(error);
        else alive();
      },
    );
  };
  // Subscriptions live on the connection: a reconnect subscribes again and catches up on counts.
  socket.on('connect', () => {
    for (const channel of channels) {
      socket
        .timeout(10_000)
        .emitWithAck('subscribe', { channel })
        .then(
          (answer: SubscribeResult) => {
            if (!answer.ok && answer.error === 'unauthorized') sessionCheck(() => undefined);
          },
          () => undefined,
        );
    }
    options.onConnect();
  });
  socket.on('disconnect', (reason) => {
    // Lost connections reconnect by themselves; only a cut by the server needs a look at the session.
    if (reason !== 'io server disconnect' || stopped) return;
    sessionCheck(() => {
      retry = setTimeout(() => socket.connect(), RECONNECT_MS);
    });
  });
  socket.on(STAFF_REVIEW_EVENT, (_channel: string, payload: unknown) => options.onEvent(payload));
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket.disconnect();
  };
}

/**
 * Listens on the staff review channels (every site, or the chosen one) over the site's socket.io
 * connection, authenticated with the staff token. Each change refetches the counts and the
 * dashboard; a new item also chimes, unless this browser muted it.
 */
export function useLiveReview(role: TStaffRole | undefined, siteId: number | null): void {
  const queryClient = useQueryClient();
  const queues = queuesFor(role).join(',');
  const { mutate: onError } = useOnError();
  // Through the auth provider, like any call's 401: sign-in, saying the session ended.
  const sessionEnded = useEffectEvent((error: unknown) => onError(error));

  useEffect(() => {
    const token = sessionToken.get();
    if (!queues || !token) return;
    return listenToReviewQueues({
      socket: io(window.location.origin, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { staff_token: token },
      }),
      channels: queues.split(',').map((q) => StaffChannels.queue(q as StaffQueue, siteId ?? undefined)),
      onConnect: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'AdminReviewWaiting'] }),
      onEvent(payload) {
        const event = ZStaffReviewEvent.safeParse(payload);
        if (!event.success) return;
        void queryClient.invalidateQueries({ queryKey: ['admin', 'AdminReviewWaiting'] });
        void queryClient.invalidateQueries({ queryKey: ['admin', 'AdminDashboard'] });
        if (event.data.change === 'new' && !reviewSound.muted()) playChime();
      },
      checkSession: () => staffSession.load(true),
      isSessionEnded: (error) =>
        error instanceof AdminApiError && (error.status === 401 || error.code === PlatformCode.UNAUTHORIZED),
      onSessionEnded: sessionEnded,
    });
  }, [queues, siteId, queryClient]);
}
