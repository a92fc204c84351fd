import type { CallData, CallRequest } from '@arks/contracts';
import { AgentTeamOperation } from '@arks/contracts/routes';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { API_PREFIX } from '../../../api/request';
import { RequestError } from '../../../api/request-error';
import { getToken } from '../../../api/session';
import { currentLanguage } from '../../../i18n/instance';
import { exportPath, type ExportFormat } from '../logic/export-file';
import { teamKeys } from './team-keys';

export type OperationQuery = CallRequest<typeof AgentTeamOperation>;
export type OperationData = CallData<typeof AgentTeamOperation>;
export type OperationDay = OperationData['list'][number];

/** `/member/agent/team/operation`: the team's figures per site day of a period, and their totals. */
export const fetchOperation = (query: OperationQuery, signal?: AbortSignal) =>
  callContract(AgentTeamOperation, query, { signal, silent: true });

export const operationQueryOptions = (memberId: string, query: OperationQuery) =>
  queryOptions({
    queryKey: teamKeys.operation(memberId, query),
    queryFn: ({ signal }) => fetchOperation(query, signal),
  });

export const useOperation = (memberId: string, query: OperationQuery) =>
  useQuery({ ...operationQueryOptions(memberId, query), placeholderData: keepPreviousData });

/**
 * The same report as a file (`GET .../operation/export`): it answers the file, not an envelope, so it
 * is fetched here with the member's token and language and handed to the browser as a download.
 */
export const downloadOperation = (query: OperationQuery, format: ExportFormat) =>
  downloadTeamFile(exportPath(query, format));

/** Fetches a team file route with the member's token and language and saves the answer as a download. */
export async function downloadTeamFile({
  path,
  fileName,
}: {
  path: string;
  fileName: string;
}): Promise<void> {
  const token = getToken();
  const response = await fetch(API_PREFIX + path, {
    headers: { lang: currentLanguage(), ...(token ? { authorization: token } : {}) },
  });
  if (!response.ok) {
    throw new RequestError({ kind: 'invalid', code: response.status, status: response.status, message: '' });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadOperation = () =>
  useMutation({
    mutationFn: ({ query, format }: { query: OperationQuery; format: ExportFormat }) =>
      downloadOperation(query, format),
  });
