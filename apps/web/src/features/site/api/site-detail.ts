import type { CallData } from '@arks/contracts';
import { SiteDetail } from '@arks/contracts/routes';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { answerFromPage } from '../../../api/boot-data';
import { callContract } from '../../../api/call';
import { siteKeys } from '../../../api/query-keys';

export type SiteDetailData = CallData<typeof SiteDetail>;

/** No site_id: the server resolves the site from the Host header (site2.localhost is site 2). */
export function fetchSiteDetail(signal?: AbortSignal): Promise<SiteDetailData> {
  return callContract(SiteDetail, {}, { signal });
}

export const siteDetailQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.detail(),
    queryFn: ({ signal }) => fetchSiteDetail(signal),
    // The server sends the detail with the page: the first visit's longest wait loses a round trip.
    initialData: () => answerFromPage(SiteDetail),
    // A site's configuration does not change while a tab is open; the root loader fetched it once.
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useSiteDetail(): SiteDetailData {
  return useSuspenseQuery(siteDetailQueryOptions()).data;
}
