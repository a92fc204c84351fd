import type { CallData } from '@arks/contracts';
import { SiteDetail } from '@arks/contracts/routes';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { answerFromPage } from '../../../api/boot-data';
import { callContract } from '../../../api/call';
import { siteKeys } from '../../../api/query-keys';
import { siteConfigFiles, siteDetailFallsBack, withPageSockets } from '../logic/site-config-fallback';

export type SiteDetailData = CallData<typeof SiteDetail>;

/**
 * No site_id: the server resolves the site from the Host header (site2.localhost is site 2). When the
 * call finds no server to answer it, the static copy of the detail stands in (spec §7; see
 * logic/site-config-fallback.ts); without one the call's own error is what the page shows.
 */
export async function fetchSiteDetail(signal?: AbortSignal): Promise<SiteDetailData> {
  try {
    return await callContract(SiteDetail, {}, { signal, silent: true });
  } catch (error) {
    if (!siteDetailFallsBack(error)) throw error;
    const copy = await readSiteConfigFile(signal);
    if (!copy) throw error;
    return copy;
  }
}

async function readSiteConfigFile(signal?: AbortSignal): Promise<SiteDetailData | null> {
  const contract = await SiteDetail.contract();
  for (const file of siteConfigFiles(window.location.hostname)) {
    try {
      const response = await fetch(file, { signal, headers: { accept: 'application/json' } });
      if (!response.ok) continue;
      // Checked like the call's own answer: a copy that does not fit is no site to draw.
      const parsed = contract.data.safeParse(await response.json());
      if (parsed.success) return withPageSockets(parsed.data, window.location.host);
    } catch {
      // Unreachable or not JSON: the next file, else the call's error.
    }
  }
  return null;
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
