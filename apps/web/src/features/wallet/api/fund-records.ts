import { ZDepositStatus, ZWithdrawStatus, type CallData } from '@arks/contracts';
import { DepositRecords, WithdrawRecords } from '@arks/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import type { DateRange } from '../../../lib/records/date-range';
import { RECORD_PAGE_SIZE } from '../../../lib/records/paging';
import { walletKeys } from './wallet-keys';

export const DEPOSIT_STATUSES = ZDepositStatus.options;
export const WITHDRAW_STATUSES = ZWithdrawStatus.options;

export type DepositRecord = CallData<typeof DepositRecords>['list'][number];
export type WithdrawRecord = CallData<typeof WithdrawRecords>['list'][number];

export function useDepositRecords(memberId: string | null, range: DateRange, page: number) {
  return useQuery({
    queryKey: walletKeys.records('deposit', memberId, range, page),
    queryFn: ({ signal }) =>
      callContract(DepositRecords, { ...range, page, page_size: RECORD_PAGE_SIZE }, { signal, silent: true }),
    enabled: memberId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawRecords(memberId: string | null, range: DateRange, page: number) {
  return useQuery({
    queryKey: walletKeys.records('withdraw', memberId, range, page),
    queryFn: ({ signal }) =>
      callContract(
        WithdrawRecords,
        { ...range, page, page_size: RECORD_PAGE_SIZE },
        { signal, silent: true },
      ),
    enabled: memberId !== null,
    placeholderData: keepPreviousData,
  });
}
