import { RegisterSettings } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { accountKeys } from './member-keys';

export const registerSettingsQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: accountKeys.registerSettings(siteId),
    queryFn: async ({ signal }) =>
      (await callContract(RegisterSettings, { site_id: siteId }, { signal })).list,
    staleTime: 60_000,
  });

export function useRegisterSettings(siteId: number, enabled = true) {
  return useQuery({ ...registerSettingsQueryOptions(siteId), enabled });
}
