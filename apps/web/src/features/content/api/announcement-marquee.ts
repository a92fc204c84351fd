import { AnnouncementMarquee } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { contentKeys } from '../../../api/query-keys';
import { useFailureToast } from '../../../lib/use-failure-toast';

/** Marquee lines for visitors or members (the server knows which from the token), newest sort first. */
export const fetchMarquee = (siteId: number, signal?: AbortSignal) =>
  callContract(
    AnnouncementMarquee,
    { site_id: siteId, sort_field: 'sort', sort_order: 'desc' },
    { signal, silent: true },
  );

export const marqueeQuery = (siteId: number, language: string, reader: string) =>
  queryOptions({
    queryKey: [...contentKeys.all, siteId, 'marquee', language, reader] as const,
    queryFn: ({ signal }) => fetchMarquee(siteId, signal),
    select: (data) => data.web_announcement_list,
    // As the banners: a page's mount does not ask again for what it (or the first page) just got.
    staleTime: 60_000,
  });

export function useMarquee(siteId: number, language: string, reader: string) {
  const query = useQuery(marqueeQuery(siteId, language, reader));
  useFailureToast(query.error, 'marquee-failed');
  return query;
}
