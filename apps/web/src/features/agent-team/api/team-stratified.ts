import type { CallData, CallRequest } from '@arks/contracts';
import { AgentTeamStratified } from '@arks/contracts/routes';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import type { DateRange } from '../../../lib/records/date-range';
import { stratifiedExportPath, type ExportFormat } from '../logic/export-file';
import { downloadTeamFile } from './team-operation';
import { teamKeys } from './team-keys';

export type StratifiedQuery = CallRequest<typeof AgentTeamStratified>;
export type StratifiedData = CallData<typeof AgentTeamStratified>;
export type StratifiedRow = StratifiedData['rows'][number];

/** `/member/agent/team/stratified`: one level of the tree, each sub-agent with its whole subtree. */
export const fetchStratified = (query: StratifiedQuery, signal?: AbortSignal) =>
  callContract(AgentTeamStratified, query, { signal, silent: true });

export const stratifiedQueryOptions = (memberId: string, query: StratifiedQuery) =>
  queryOptions({
    queryKey: teamKeys.stratified(memberId, query),
    queryFn: ({ signal }) => fetchStratified(query, signal),
  });

export const useStratified = (memberId: string, query: StratifiedQuery) =>
  useQuery({ ...stratifiedQueryOptions(memberId, query), placeholderData: keepPreviousData });

/** The level shown as a file (`GET .../stratified/export`), fees and commission included. */
export const useDownloadStratified = () =>
  useMutation({
    mutationFn: (q: { range: DateRange; agentId: number | undefined; format: ExportFormat }) =>
      downloadTeamFile(stratifiedExportPath(q.range, q.agentId, q.format)),
  });
