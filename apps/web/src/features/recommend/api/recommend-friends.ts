import type { CallData } from '@arks/contracts';
import { MemberRecommendFriends } from '@arks/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';

export type FriendsPage = CallData<typeof MemberRecommendFriends>;
export type FriendRow = FriendsPage['list'][number];

export interface FriendFilter {
  account?: string;
  start_date?: string;
  end_date?: string;
}

/** The member's friends (registered with the member's code), a page at a time, newest first. */
export function useRecommendFriends(
  memberId: string | null,
  filter: FriendFilter,
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: [...memberKeys.all, 'recommend-friends', memberId, filter, page] as const,
    queryFn: ({ signal }) =>
      callContract(
        MemberRecommendFriends,
        { ...filter, page, page_size: pageSize },
        { signal, silent: true },
      ),
    enabled: memberId !== null,
    placeholderData: keepPreviousData,
  });
}
