import { FbTracking } from '@arks/contracts';
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
