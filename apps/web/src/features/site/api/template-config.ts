import type { CallData, LangCode, MobileTemplate } from '@arks/contracts';
import { TemplateConfig } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { siteKeys } from '../../../api/query-keys';

export type TemplateConfigData = CallData<typeof TemplateConfig>;

/**
 * Localized by the `lang` header the request wrapper adds, hence `lang` in the key. Silent: without a
 * configuration the template draws with its own colours and the site's title, nothing a member can act on.
 */
export function fetchTemplateConfig(
  siteId: number,
  mobileTemplate: MobileTemplate,
  signal?: AbortSignal,
): Promise<TemplateConfigData> {
  return callContract(
    TemplateConfig,
    { site_id: siteId, mobileTemplateName: mobileTemplate },
    { signal, silent: true },
  );
}

export const templateConfigQueryOptions = (siteId: number, lang: LangCode, mobileTemplate: MobileTemplate) =>
  queryOptions({
    queryKey: siteKeys.templateConfig(siteId, lang, mobileTemplate),
    queryFn: ({ signal }) => fetchTemplateConfig(siteId, mobileTemplate, signal),
    staleTime: 10 * 60_000,
    // Keep the previous language's colours on screen while the new language loads: no flash.
    placeholderData: (previous) => previous,
  });

export function useTemplateConfig(siteId: number, lang: LangCode, mobileTemplate: MobileTemplate) {
  return useQuery(templateConfigQueryOptions(siteId, lang, mobileTemplate));
}
