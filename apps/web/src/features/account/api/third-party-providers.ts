import { ThirdPartyLoginProviders } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { accountKeys } from './member-keys';

export const thirdPartyProvidersQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: accountKeys.thirdPartyProviders(siteId),
    // A login screen without these buttons still works: no toast when the list cannot be read.
    queryFn: async ({ signal }) =>
      (await callContract(ThirdPartyLoginProviders, { site_id: siteId }, { signal, silent: true })).list,
    staleTime: 60_000,
  });

/** The site's third-party sign-in providers (OpenID Connect), as buttons under the login form. */
export function useThirdPartyProviders(siteId: number, enabled = true) {
  return useQuery({ ...thirdPartyProvidersQueryOptions(siteId), enabled });
}
