import type { CallData } from '@arks/contracts';
import { MemberLevel } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';

export type MemberLevelData = CallData<typeof MemberLevel>;

/** Under the member's keys, so a new login never shows another member's level. */
export const memberLevelKey = (memberId: string | null) => [...memberKeys.all, 'level', memberId] as const;

export const memberLevelQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: memberLevelKey(memberId),
    queryFn: ({ signal }) => callContract(MemberLevel, {}, { signal, silent: true }),
  });

/** The member's level, the next one and their deposits and valid bets over the site's period. */
export function useMemberLevel(memberId: string | null) {
  return useQuery({ ...memberLevelQueryOptions(memberId), enabled: memberId !== null });
}
