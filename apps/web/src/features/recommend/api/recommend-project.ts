import type { CallData } from '@arks/contracts';
import { MemberRecommendProject } from '@arks/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';

export type RecommendProjectData = CallData<typeof MemberRecommendProject>;

/** The member's recommend code, link, the reward rules and what the member has earned. */
export function useRecommendProject(memberId: string | null) {
  return useQuery({
    queryKey: [...memberKeys.all, 'recommend-project', memberId] as const,
    queryFn: ({ signal }) => callContract(MemberRecommendProject, {}, { signal, silent: true }),
    enabled: memberId !== null,
  });
}
