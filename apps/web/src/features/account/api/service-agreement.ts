import { ServiceAgreement } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { accountKeys } from './member-keys';

export const serviceAgreementQueryOptions = (siteId: number, lang: string) =>
  queryOptions({
    queryKey: accountKeys.agreement(siteId, lang),
    queryFn: ({ signal }) => callContract(ServiceAgreement, { site_id: siteId }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useServiceAgreement(siteId: number, lang: string, enabled: boolean) {
  return useQuery({ ...serviceAgreementQueryOptions(siteId, lang), enabled });
}
