import type { CallData } from '@arks/contracts';
import { MemberTurnover } from '@arks/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';

export type TurnoverData = CallData<typeof MemberTurnover>;
export type TurnoverRequirement = TurnoverData['open'][number];
export type TurnoverChange = TurnoverData['history']['list'][number];

export const TURNOVER_PAGE_SIZE = 10;

export const turnoverKeys = {
  all: (memberId: string | null) => ['turnover', memberId] as const,
  page: (memberId: string | null, page: number) => ['turnover', memberId, page] as const,
};

/** The member's open requirements, what remains in total, and one page of the change history. */
export function useTurnover(memberId: string | null, page = 1) {
  return useQuery({
    queryKey: turnoverKeys.page(memberId, page),
    queryFn: ({ signal }) =>
      callContract(MemberTurnover, { page, page_size: TURNOVER_PAGE_SIZE }, { signal, silent: true }),
    enabled: memberId !== null,
    placeholderData: keepPreviousData,
  });
}
