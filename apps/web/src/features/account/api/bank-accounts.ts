import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { toResult } from './call-result';
import { accountKeys } from './member-keys';

/** Shape of BankAccountList / BankAccountStore (member-center contracts, paths chosen by the server). */
export interface BankAccount {
  id: number;
  bank_name: string;
  account_name: string;
  account_number_masked: string;
  branch: string | null;
  is_verified: 0 | 1;
}

export const bankAccountsQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...accountKeys.all, 'bank-accounts', memberId] as const,
    queryFn: async ({ signal }) =>
      (await request<{ list: BankAccount[] }>('/member/bank_account', {}, { signal })).data.list,
  });

export function useBankAccounts(memberId: string | null, enabled: boolean) {
  return useQuery({ ...bankAccountsQueryOptions(memberId), enabled: enabled && memberId !== null });
}

export function postBankAccount(body: {
  bank_name: string;
  account_name: string;
  account_number: string;
  branch?: string;
  withdraw_password?: string;
}) {
  return toResult(
    async () =>
      (await request<{ bank_account: BankAccount }>('/member/bank_account/store', body, { silent: true }))
        .data,
  );
}
