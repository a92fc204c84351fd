import type { CallData } from '@arks/contracts';
import { CheckAgentDomain } from '@arks/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { accountKeys } from './member-keys';

export type AgentDomainData = CallData<typeof CheckAgentDomain>;

/** POST /arks/web/check-agent-domain: an agent's own domain locks introducer and currency (§6). */
export function useAgentDomain(siteId: number, host: string, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.agentDomain(siteId, host),
    queryFn: ({ signal }) =>
      callContract(CheckAgentDomain, { host, site_id: siteId }, { signal, silent: true }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
