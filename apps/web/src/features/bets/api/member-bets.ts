import type { CallData } from '@arks/contracts';
import { MemberBets } from '@arks/contracts/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { RECORD_PAGE_SIZE } from '../../../lib/records/paging';
import { betRequest, type BetFilter } from '../logic/bet-filter';
import { betKeys } from './bet-keys';

export type MemberBetList = CallData<typeof MemberBets>;
export type BetRow = MemberBetList['list'][number];

/** `/member/bets`: one page of the member's rounds and the totals of the whole filtered range. */
export const fetchMemberBets = (filter: BetFilter, page: number, signal?: AbortSignal) =>
  callContract(MemberBets, betRequest(filter, page, RECORD_PAGE_SIZE), { signal, silent: true });

export const memberBetsQueryOptions = (memberId: string | null, filter: BetFilter, page: number) =>
  queryOptions({
    queryKey: betKeys.list(memberId, filter, page),
    queryFn: ({ signal }) => fetchMemberBets(filter, page, signal),
  });

export function useMemberBets(memberId: string | null, filter: BetFilter, page: number) {
  return useQuery({
    ...memberBetsQueryOptions(memberId, filter, page),
    enabled: memberId !== null,
    // Paging keeps the old rows on screen until the next page arrives instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
