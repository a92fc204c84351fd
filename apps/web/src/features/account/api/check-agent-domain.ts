import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { accountKeys } from './member-keys';

export interface AgentDomainData {
  is_valid: boolean;
  currency?: string | null;
  agent_id?: number | string | null;
}

/** POST /arks/web/check-agent-domain: an agent's own domain locks introducer and currency (§6). */
export function useAgentDomain(siteId: number, host: string, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.agentDomain(siteId, host),
    queryFn: async ({ signal }) =>
      (
        await request<AgentDomainData>(
          '/arks/web/check-agent-domain',
          { host, site_id: siteId },
          { signal, silent: true },
        )
      ).data,
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
