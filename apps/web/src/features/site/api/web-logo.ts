import type { CallData } from '@arks/contracts';
import { WebLogo } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { siteKeys } from '../../../api/query-keys';

export type WebLogoData = CallData<typeof WebLogo>;

export function fetchWebLogo(siteId: number, signal?: AbortSignal): Promise<WebLogoData> {
  return callContract(WebLogo, { site_id: siteId }, { signal });
}

export const webLogoQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: siteKeys.logo(siteId),
    queryFn: ({ signal }) => fetchWebLogo(siteId, signal),
    staleTime: 10 * 60_000,
  });

export function useWebLogo(siteId: number) {
  return useQuery(webLogoQueryOptions(siteId));
}
