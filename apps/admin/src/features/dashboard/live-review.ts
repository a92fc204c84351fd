import {
  STAFF_QUEUE_LISTS,
  STAFF_QUEUES,
  STAFF_REVIEW_EVENT,
  StaffChannels,
  ZStaffReviewEvent,
  type StaffQueue,
  type TStaffRole,
} from '@arks/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { canCall } from '../../api/roles';
import { sessionToken } from '../../api/session-token';
import { playChime, reviewSound } from './sound';

/** The review queues a role may read, so its socket asks only for channels the server would grant. */
export const queuesFor = (role: TStaffRole | undefined): StaffQueue[] =>
  STAFF_QUEUES.filter((queue) => canCall(role, STAFF_QUEUE_LISTS[queue]));

/**
 * Listens on the staff review channels (every site, or the chosen one) over the site's socket.io
 * connection, authenticated with the staff token. Each change refetches the counts and the
 * dashboard; a new item also chimes, unless this browser muted it.
 */
export function useLiveReview(role: TStaffRole | undefined, siteId: number | null): void {
  const queryClient = useQueryClient();
  const queues = queuesFor(role).join(',');

  useEffect(() => {
    const token = sessionToken.get();
    if (!queues || !token) return;
    const channels = queues.split(',').map((q) => StaffChannels.queue(q as StaffQueue, siteId ?? undefined));
    const socket = io(window.location.origin, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { staff_token: token },
    });
    // Subscriptions live on the connection: a reconnect subscribes again and catches up on counts.
    socket.on('connect', () => {
      for (const channel of channels) socket.emit('subscribe', { channel });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'AdminReviewWaiting'] });
    });
    socket.on(STAFF_REVIEW_EVENT, (_channel: string, payload: unknown) => {
      const event = ZStaffReviewEvent.safeParse(payload);
      if (!event.success) return;
      void queryClient.invalidateQueries({ queryKey: ['admin', 'AdminReviewWaiting'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'AdminDashboard'] });
      if (event.data.change === 'new' && !reviewSound.muted()) playChime();
    });
    return () => {
      socket.disconnect();
    };
  }, [queues, siteId, queryClient]);
}
