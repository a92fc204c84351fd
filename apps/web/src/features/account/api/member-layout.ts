import type { CallData } from '@arks/contracts';
import { MemberLayout as MemberLayoutCall } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { accountKeys } from './member-keys';

export type MemberLayout = CallData<typeof MemberLayoutCall>['member_common_layout'];

export const memberLayoutQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: accountKeys.layout(memberId),
    queryFn: async ({ signal }) =>
      (await callContract(MemberLayoutCall, {}, { signal })).member_common_layout,
    staleTime: 30_000,
  });

/** The member layout (spec §3); loaded for real members only, never for the demo member. */
export function useMemberLayout(memberId: string | null, enabled: boolean) {
  return useQuery({ ...memberLayoutQueryOptions(memberId), enabled: enabled && memberId !== null });
}
