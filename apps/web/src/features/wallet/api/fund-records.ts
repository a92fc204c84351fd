import { defineCall, ZDateRangePage, type CallData } from '@arks/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callContract } from '../../../api/call';
import type { DateRange } from '../logic/date-range';
import { RECORD_PAGE_SIZE } from '../logic/paging';
import { walletKeys } from './wallet-keys';

/*
 * The deposit and withdrawal modules own these calls; their agreed wire shapes (issue 4 money notes)
 * are written here for the records page. Replace them with those modules' contracts once they are in
 * packages/contracts, so one object describes each call.
 */
export const DEPOSIT_STATUSES = ['pending', 'success', 'rejected', 'cancelled'] as const;
export const WITHDRAW_STATUSES = ['pending', 'approved', 'rejected'] as const;

const ZRecordsRequest = ZDateRangePage.safeExtend({ status: z.string().optional() });

export const DepositRecords = defineCall({
  name: 'DepositRecords',
  method: 'POST',
  path: '/member/deposit/records',
  auth: 'member',
  request: ZRecordsRequest,
  data: z.object({
    list: z.array(
      z.object({
        order_number: z.string(),
        channel_name: z.string(),
        amount: z.string(),
        status: z.enum(DEPOSIT_STATUSES),
        created_at: z.string(),
        resolved_at: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
  }),
});

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
