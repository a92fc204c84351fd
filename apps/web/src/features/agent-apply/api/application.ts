import type { CallData } from '@arks/contracts';
import { AgentApplicationState, ApplyForAgentCheck } from '@arks/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';

export type AgentApplication = CallData<typeof AgentApplicationState>;

const key = (memberId: string | null) => [...memberKeys.all, 'agent-application', memberId] as const;

/** The member's latest agent application and eligibility (the Register page). */
export function useAgentApplication(memberId: string | null) {
  return useQuery({
    queryKey: key(memberId),
    queryFn: ({ signal }) => callContract(AgentApplicationState, {}, { signal, silent: true }),
    enabled: memberId !== null,
  });
}

/**
 * Files the application (`/member/apply_for_agent/check` with apply_agent_flag 1). A 101 or 104
 * comes back as the error with the server's message in the member's language; either way the state is
 * read again.
 */
export function useApplyForAgent(memberId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(ApplyForAgentCheck, { apply_agent_flag: 1 }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: key(memberId) }),
  });
}
