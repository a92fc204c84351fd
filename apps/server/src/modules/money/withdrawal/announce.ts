import type { DomainEventBus } from '../../../platform/domain-events';
import type { WithdrawalRow } from './repository';

/** Tells the member's open pages (and staff queues) that the order and the balance changed. */
export function announceWithdrawal(events: DomainEventBus, o: WithdrawalRow): void {
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
