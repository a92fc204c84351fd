import type { CallData, CallRequest } from '@arks/contracts';
import { BankAccountList, BankAccountStore } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { toResult } from './call-result';
import { accountKeys } from './member-keys';

export type BankAccount = CallData<typeof BankAccountList>['list'][number];

export const bankAccountsQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: accountKeys.bankAccounts(memberId),
    queryFn: async ({ signal }) => (await callContract(BankAccountList, {}, { signal })).list,
  });

export function useBankAccounts(memberId: string | null, enabled: boolean) {
  return useQuery({ ...bankAccountsQueryOptions(memberId), enabled: enabled && memberId !== null });
}

export function postBankAccount(body: CallRequest<typeof BankAccountStore>) {
  return toResult(() => callContract(BankAccountStore, body, { silent: true }));
}
