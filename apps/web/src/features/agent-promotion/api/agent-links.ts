import type { CallData } from '@arks/contracts';
import { AgentLinkCreate, AgentLinks, AgentLinkUpdate } from '@arks/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';

export type AgentLinksData = CallData<typeof AgentLinks>;
export type AgentLinkRow = AgentLinksData['list'][number];

const linksKey = (memberId: string | null) => [...memberKeys.all, 'agent-links', memberId] as const;

/** The agent's links with their counts, its domains and the plain agent link's id. */
export function useAgentLinks(memberId: string | null) {
  return useQuery({
    queryKey: linksKey(memberId),
    queryFn: ({ signal }) => callContract(AgentLinks, {}, { signal, silent: true }),
    enabled: memberId !== null,
  });
}

/** Create, rename and switch links; each refetches the list (failures toast the server's words). */
export function useAgentLinkActions(memberId: string | null) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: linksKey(memberId) });
  const create = useMutation({
    mutationFn: (name: string) => callContract(AgentLinkCreate, { name }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (input: { id: number; name?: string; is_active?: boolean }) =>
      callContract(AgentLinkUpdate, input),
    onSuccess: refresh,
  });
  return { create, update };
}
