import type { CallData, LangCode } from '@arks/contracts';
import { Footer } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { siteKeys } from '../../../api/query-keys';

export type FooterData = CallData<typeof Footer>;

export function fetchFooter(siteId: number, lang: LangCode, signal?: AbortSignal): Promise<FooterData> {
  return callContract(Footer, { site_id: siteId, language: lang }, { signal });
}

export const footerQueryOptions = (siteId: number, lang: LangCode) =>
  queryOptions({
    queryKey: siteKeys.footer(siteId, lang),
    queryFn: ({ signal }) => fetchFooter(siteId, lang, signal),
    staleTime: 10 * 60_000,
    placeholderData: (previous) => previous,
  });

export function useFooter(siteId: number, lang: LangCode) {
  return useQuery(footerQueryOptions(siteId, lang));
}
