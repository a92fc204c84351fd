import type { DomainEventBus } from '../../../platform/domain-events';
import type { WithdrawalRow } from './repository';

/** Tells the member's open pages (and staff queues) that the order and the balance changed. */
export function announceWithdrawal(events: DomainEventBus, o: WithdrawalRow): void {
  // A first approval of a large withdrawal leaves it pending: it waits again, for the second approver.
  events.publish('review.changed', {
    queue: 'withdrawals',
    siteId: o.siteId,
    currency: o.currency,
    orderNumber: o.orderNumber,
    change: o.status === 'pending' ? 'new' : 'resolved',
  });
  events.publish('withdrawal.updated', {
    memberId: o.memberId,
    siteId: o.siteId,
    orderNumber: o.orderNumber,
    status: o.status,
  });
  events.publish('member.balance_changed', {
    memberId: o.memberId,
    siteId: o.siteId,
    currency: o.currency,
  });
}
