import { FbTracking } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';

/** The registration-complete marketing event (spec §4); best effort, never shown to the member. */
export function sendRegistrationEvent(siteId: number, memberId: number | string): void {
  const eventTime = Math.floor(Date.now() / 1000);
  void callContract(
    FbTracking,
    {
      site_id: siteId,
      eventName: 'CompleteRegistration',
      eventTime,
      eventID: `reg-${memberId}-${eventTime}`,
      customData: { fbclid: new URLSearchParams(window.location.search).get('fbclid') ?? undefined },
    },
    { silent: true },
  ).catch(() => undefined);
}

/**
 * The deposit's marketing event (spec §9: 'first pay' for the first deposit, else 'pay'), with the
 * amount and currency ad pixels read. Every open page of the member hears the deposit; the event id
 * is the order's, and the server keeps one event per id, so it is counted once.
 */
export function sendPayEvent(
  siteId: number,
  pay: { eventName: string; orderNumber: string; amount: string; currency: string },
): void {
  void callContract(
    FbTracking,
    {
      site_id: siteId,
      eventName: pay.eventName,
      eventTime: Math.floor(Date.now() / 1000),
      eventID: `pay-${pay.orderNumber}`,
      customData: { value: pay.amount, currency: pay.currency, order_number: pay.orderNumber },
    },
    { silent: true },
  ).catch(() => undefined);
}
