import type { CallData, CallRequest } from '@arks/contracts';
import { WithdrawRequest, WithdrawSettings } from '@arks/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';

export type WithdrawSettingsData = CallData<typeof WithdrawSettings>;

/** Under the member's wallet keys, so balance events and a new login refresh it. */
export const withdrawSettingsKey = (memberId: string | null) =>
  [...memberKeys.wallets(memberId), 'withdraw-settings'] as const;

export function useWithdrawSettings(memberId: string | null) {
  return useQuery({
    queryKey: withdrawSettingsKey(memberId),
    queryFn: ({ signal }) => callContract(WithdrawSettings, {}, { signal, silent: true }),
    enabled: memberId !== null,
  });
}

export const postWithdraw = (body: CallRequest<typeof WithdrawRequest>) =>
  callContract(WithdrawRequest, body, { silent: true });
