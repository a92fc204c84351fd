import type { CallData } from '@arks/contracts';
import { MyCash } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { walletKeys } from './wallet-keys';

export type MyCashData = CallData<typeof MyCash>;

export const myCashQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: walletKeys.myCash(memberId),
    queryFn: ({ signal }) => callContract(MyCash, {}, { signal, silent: true }),
  });

/** Spec §7 my_cash: provider wallets and the total; refetched by the realtime balance events. */
export function useMyCash(memberId: string | null) {
  return useQuery({ ...myCashQueryOptions(memberId), enabled: memberId !== null });
}
