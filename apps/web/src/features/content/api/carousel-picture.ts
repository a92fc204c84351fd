import { CarouselPicture } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { contentKeys } from '../../../api/query-keys';
import { useFailureToast } from '../../../lib/use-failure-toast';

/** Banners of one use_type (0 large desktop, 1 small desktop, 2 mobile); refetched on carousel_picture.url. */
export const bannersQuery = (siteId: number, currency: string, useType: 0 | 1 | 2) =>
  queryOptions({
    queryKey: [...contentKeys.banners(siteId, currency), useType] as const,
    queryFn: ({ signal }) =>
      callContract(CarouselPicture, { site_id: siteId, use_type: useType }, { signal, silent: true }),
    select: (data) => data.web_carousel_picture_list,
    // Changes arrive through realtime (carousel_picture.url invalidates them); the home page's loader,
    // the page and its carousel asking within a minute share one answer instead of three.
    staleTime: 60_000,
  });

export function useBanners(siteId: number, currency: string, useType: 0 | 1 | 2) {
  const query = useQuery(bannersQuery(siteId, currency, useType));
  useFailureToast(query.error, 'banners-failed');
  return query;
}
