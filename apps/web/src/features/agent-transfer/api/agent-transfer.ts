import type { CallData, CallRequest } from '@arks/contracts';
import { AgentTransferCreate, AgentTransferList, AgentTransferSettings } from '@arks/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';
import type { DateRange } from '../../../lib/records/date-range';

export type AgentTransferSettingsData = CallData<typeof AgentTransferSettings>;
export type AgentTransfersPage = CallData<typeof AgentTransferList>;
export type AgentTransferRow = AgentTransfersPage['list'][number];

/** Under the member's wallet keys, so balance events (member.cash) and a new login refresh it. */
export const agentTransferKey = (memberId: string | null) =>
  [...memberKeys.wallets(memberId), 'agent-transfer'] as const;

export function useAgentTransferSettings(memberId: string | null) {
  return useQuery({
    queryKey: [...agentTransferKey(memberId), 'settings'] as const,
    queryFn: ({ signal }) => callContract(AgentTransferSettings, {}, { signal, silent: true }),
    enabled: memberId !== null,
  });
}

/** The agent's transfers over a range of site days, a page at a time. */
export function useAgentTransfers(memberId: string | null, range: DateRange, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...agentTransferKey(memberId), 'list', range, page] as const,
    queryFn: ({ signal }) =>
      callContract(AgentTransferList, { ...range, page, page_size: pageSize }, { signal, silent: true }),
    enabled: memberId !== null,
    placeholderData: keepPreviousData,
  });
}

export const postAgentTransfer = (body: CallRequest<typeof AgentTransferCreate>) =>
  callContract(AgentTransferCreate, body, { silent: true });
