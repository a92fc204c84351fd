import type { CallData } from '@arks/contracts';
import { MemberTransactions } from '@arks/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import type { DateRange } from '../../../lib/records/date-range';
import { RECORD_PAGE_SIZE } from '../../../lib/records/paging';
import { walletKeys } from './wallet-keys';

export type TransactionRow = CallData<typeof MemberTransactions>['list'][number];

export function useTransactions(memberId: string | null, range: DateRange, page: number) {
  return useQuery({
    queryKey: walletKeys.transactions(memberId, range, page),
    queryFn: ({ signal }) =>
      callContract(
        MemberTransactions,
        { ...range, page, page_size: RECORD_PAGE_SIZE },
        { signal, silent: true },
      ),
    enabled: memberId !== null,
    // Paging keeps the old rows on screen until the next page arrives instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
