import { BulletinHistory } from '@arks/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { contentKeys } from '../../../api/query-keys';

/** Every pop-up promotion of this device (spec §3 promotion history), to read again after closing it. */
export const popupHistoryQuery = (siteId: number, language: string, device: 1 | 2) =>
  queryOptions({
    queryKey: [...contentKeys.all, siteId, 'popup-history', language, device] as const,
    queryFn: ({ signal }) =>
      callContract(BulletinHistory, { site_id: siteId, display_device: device }, { signal, silent: true }),
  });
