import type { CallData, CallRequest } from '@arks/contracts';
import { DepositChannels, DepositRequest } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';
import { toResultOf } from './result';

export type DepositChannel = CallData<typeof DepositChannels>['list'][number];

export const depositChannelsQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: [...memberKeys.all, 'deposit-channels', memberId] as const,
    queryFn: ({ signal }) => callContract(DepositChannels, {}, { signal, silent: true }),
  });

export function useDepositChannels(memberId: string | null) {
  return useQuery({ ...depositChannelsQueryOptions(memberId), enabled: memberId !== null });
}

export const fileDeposit = (body: CallRequest<typeof DepositRequest>) =>
  toResultOf(() => callContract(DepositRequest, body, { silent: true }));
