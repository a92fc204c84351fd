import { defineCall, DepositRecords, ZDateRangePage, type CallData } from '@arks/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callContract } from '../../../api/call';
import type { DateRange } from '../logic/date-range';
import { RECORD_PAGE_SIZE } from '../logic/paging';
import { walletKeys } from './wallet-keys';

/*
 * Deposit records come from the deposit module's contract; the withdrawal records' agreed shape is
 * still written here for the records page (replace it with contracts' WithdrawRecords).
 */
export const DEPOSIT_STATUSES = ['pending', 'success', 'rejected', 'cancelled'] as const;
export const WITHDRAW_STATUSES = ['pending', 'approved', 'rejected'] as const;

const ZRecordsRequest = ZDateRangePage.safeExtend({ status: z.string().optional() });

export const WithdrawRecords = defineCall({
  name: 'WithdrawRecords',
  method: 'POST',
  path: '/member/withdraw/records',
  auth: 'member',
  request: ZRecordsRequest,
  data: z.object({
    list: z.array(
      z.object({
        order_number: z.string(),
        amount: z.string(),
        bank_name: z.string(),
        account_masked: z.string(),
        status: z.enum(WITHDRAW_STATUSES),
        reason: z.string().nullable(),
        created_at: z.string(),
        resolved_at: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
  }),
});

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

export { DepositRecords };
