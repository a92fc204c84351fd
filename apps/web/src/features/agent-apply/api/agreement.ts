import { AgentAgreementText } from '@arks/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';

/** The site's agent agreement in the reader's language (the server picks it by the lang header). */
export function useAgentAgreement(memberId: string | null, language: string) {
  return useQuery({
    queryKey: [...memberKeys.all, 'agent-agreement', memberId, language] as const,
    queryFn: ({ signal }) => callContract(AgentAgreementText, {}, { signal, silent: true }),
    enabled: memberId !== null,
  });
}
