import { CURRENCIES, fromMinor, type CurrencyCode } from '@arks/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LedgerService } from '../ledger';
import type { DomainEventBus } from '../../../platform/domain-events';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';

/** Turns committed domain facts into member events (spec §7: member.cash, member_deposit.success). */
export function bridgeDomainEvents(deps: {
  events: DomainEventBus;
  ledger: LedgerService;
  realtime: RealtimePublisher;
  log: FastifyBaseLogger;
}): () => void {
  const { events, ledger, realtime, log } = deps;
  const offBalance = events.subscribe('member.balance_changed', ({ memberId, currency }) => {
    if (!(currency in CURRENCIES)) return;
    // The figure is read after the commit, so several quick changes all end on the latest balance.
    ledger
      .mainBalance(memberId, currency)
      .then(({ available }) =>
        realtime.toMember(memberId, 'member.cash', {
          cash: fromMinor(available, currency as CurrencyCode),
          currency,
        }),
      )
      .catch((err: unknown) => log.warn({ err, memberId }, 'member.cash not sent'));
  });
  const offDeposit = events.subscribe('deposit.succeeded', (e) => {
    realtime.toMember(e.memberId, 'member_deposit.success', {
      order_number: e.orderNumber,
      deposit_amount: e.amount,
      deposit_times: e.depositTimes,
    });
  });
  return () => {
    offBalance();
    offDeposit();
  };
}
