import type { CallData } from '@arks/contracts';
import { MemberRebates } from '@arks/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';
import type { DateRange } from '../../../lib/records/date-range';

export type RebatesPage = CallData<typeof MemberRebates>;
export type RebateRow = RebatesPage['list'][number];

/** The member's rebates over a range of site days, a page at a time, with the range's totals. */
export function useMemberRebates(memberId: string | null, range: DateRange, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...memberKeys.all, 'rebates', memberId, range, page] as const,
    queryFn: ({ signal }) =>
      callContract(MemberRebates, { ...range, page, page_size: pageSize }, { signal, silent: true }),
    enabled: memberId !== null,
    placeholderData: keepPreviousData,
  });
}
