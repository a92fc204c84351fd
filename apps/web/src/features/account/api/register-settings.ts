import type { TRegisterFieldSetting } from '@arks/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { accountKeys } from './member-keys';

export const registerSettingsQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: accountKeys.registerSettings(siteId),
    queryFn: async ({ signal }) =>
      (
        await request<{ list: TRegisterFieldSetting[] }>(
          '/arks/web/register-settings',
          { site_id: siteId },
          { signal },
        )
      ).data.list,
    staleTime: 60_000,
  });

export function useRegisterSettings(siteId: number, enabled = true) {
  return useQuery({ ...registerSettingsQueryOptions(siteId), enabled });
}
