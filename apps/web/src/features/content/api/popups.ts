import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '../../../api/query-keys';
import { fetchMemberPopups } from './bulletin-member';
import { fetchVisitorPopups } from './bulletin';

export interface PopupQuery {
  siteId: number;
  language: string;
  device: 1 | 2;
  /** Null for a visitor. */
  memberId: string | null;
  location: 2 | 3;
}

/** Pop-up promotions: visitors ask /bulletin, members /bulletin/member for where they are (spec §4). */
export const popupsQuery = (q: PopupQuery) =>
  queryOptions({
    queryKey: [...contentKeys.all, q.siteId, 'popups', q.language, q.device, q.memberId, q.location] as const,
    queryFn: ({ signal }) =>
      q.memberId
        ? fetchMemberPopups(q.siteId, q.device, q.location, signal)
        : fetchVisitorPopups(q.siteId, q.device, signal),
    staleTime: 60_000,
  });

export const usePopups = (q: PopupQuery) => useQuery(popupsQuery(q));
