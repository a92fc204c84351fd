import type { CallData } from '@arks/contracts';
import { MemberProfile as MemberProfileCall } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { accountKeys } from './member-keys';

export type MemberProfile = CallData<typeof MemberProfileCall>['member_profile'];

export const memberProfileQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: accountKeys.profile(memberId),
    queryFn: async ({ signal }) => (await callContract(MemberProfileCall, {}, { signal })).member_profile,
  });

export function useMemberProfile(memberId: string | null, enabled: boolean) {
  return useQuery({ ...memberProfileQueryOptions(memberId), enabled: enabled && memberId !== null });
}
