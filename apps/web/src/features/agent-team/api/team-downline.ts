import type { CallData, CallRequest } from '@arks/contracts';
import { AgentTeamDownline } from '@arks/contracts/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { teamKeys } from './team-keys';

export type DownlineQuery = CallRequest<typeof AgentTeamDownline>;
export type DownlineData = CallData<typeof AgentTeamDownline>;
export type DownlineRow = DownlineData['list'][number];

/** `/member/agent/team/downline`: one page of an agent's direct members or sub-agents, or of a search. */
export const fetchDownline = (query: DownlineQuery, signal?: AbortSignal) =>
  callContract(AgentTeamDownline, query, { signal, silent: true });

export const downlineQueryOptions = (memberId: string, query: DownlineQuery) =>
  queryOptions({
    queryKey: teamKeys.downline(memberId, query),
    queryFn: ({ signal }) => fetchDownline(query, signal),
  });

export const useDownline = (memberId: string, query: DownlineQuery) =>
  useQuery({ ...downlineQueryOptions(memberId, query), placeholderData: keepPreviousData });
