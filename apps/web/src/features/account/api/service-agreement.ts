import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { accountKeys } from './member-keys';

export interface AgreementData {
  title?: string;
  content?: string;
}

export const serviceAgreementQueryOptions = (siteId: number, lang: string) =>
  queryOptions({
    queryKey: accountKeys.agreement(siteId, lang),
    queryFn: async ({ signal }) =>
      (
        await request<AgreementData>(
          '/arks/web/register-settings/service-agreement',
          { site_id: siteId },
          { signal },
        )
      ).data,
    staleTime: 5 * 60_000,
  });

export function useServiceAgreement(siteId: number, lang: string, enabled: boolean) {
  return useQuery({ ...serviceAgreementQueryOptions(siteId, lang), enabled });
}
