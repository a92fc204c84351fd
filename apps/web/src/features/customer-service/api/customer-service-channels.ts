import type { LangCode } from '@arks/contracts';
import { CustomerServiceChannels } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { contentKeys } from '../../../api/query-keys';

/**
 * Under `contentKeys.customerService(siteId)`, so the realtime `customer_service_link_change` (spec §7)
 * refetches it on every open page; the language is in the key because the labels are per language.
 */
export const customerServiceChannelsQueryOptions = (siteId: number, lang: LangCode) =>
  queryOptions({
    queryKey: [...contentKeys.customerService(siteId), lang] as const,
    queryFn: ({ signal }) =>
      callContract(CustomerServiceChannels, { site_id: siteId }, { signal, silent: true }),
    select: (data) => data.list,
    staleTime: 5 * 60_000,
  });

/** The site's customer-service channels in the order staff set; empty when it offers none. */
export function useCustomerServiceChannels(siteId: number, lang: LangCode) {
  return useQuery(customerServiceChannelsQueryOptions(siteId, lang));
}
