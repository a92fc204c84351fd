import type { DomainEventBus } from '../../../platform/domain-events';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';

/** Review queue changes go out on the staff channels, so open consoles update their badge at once. */
export function bridgeReviewEvents(events: DomainEventBus, realtime: RealtimePublisher): () => void {
  return events.subscribe('review.changed', (e) =>
    realtime.toStaffQueue({
      queue: e.queue,
      site_id: e.siteId,
      currency: e.currency,
      order_number: e.orderNumber,
      change: e.change,
    }),
  );
}
