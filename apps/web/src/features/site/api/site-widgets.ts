import { DEFAULT_MOBILE_FOOTER, type LangCode } from '@arks/contracts';
import { FloatItems, MobileFooter, RegisterBackground } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { siteKeys } from '../../../api/query-keys';

/** Spec §7 web-mobile-footer: the tab bar for this mobile template (the default one until it answers). */
export const mobileFooterQuery = (siteId: number, template: string, lang: LangCode) =>
  queryOptions({
    queryKey: [...siteKeys.all, siteId, 'mobile-footer', template, lang] as const,
    queryFn: ({ signal }) =>
      callContract(MobileFooter, { site_id: siteId, template }, { signal, silent: true }),
    select: (data) => data.list,
    placeholderData: { list: DEFAULT_MOBILE_FOOTER },
    staleTime: 5 * 60_000,
  });

export const useMobileFooter = (siteId: number, template: string, lang: LangCode) =>
  useQuery(mobileFooterQuery(siteId, template, lang));

/** Spec §7 float: the site's floating side items. */
export const floatItemsQuery = (siteId: number) =>
  queryOptions({
    queryKey: [...siteKeys.all, siteId, 'float'] as const,
    queryFn: ({ signal }) => callContract(FloatItems, { site_id: siteId }, { signal, silent: true }),
    select: (data) => data.list,
    staleTime: 5 * 60_000,
  });

export const useFloatItems = (siteId: number) => useQuery(floatItemsQuery(siteId));

/** Spec §7 register-background/detail: the register form's picture for this template, if any. */
export function useRegisterBackground(siteId: number, template: string) {
  return useQuery({
    queryKey: [...siteKeys.all, siteId, 'register-background', template] as const,
    queryFn: ({ signal }) =>
      callContract(RegisterBackground, { site_id: siteId, template }, { signal, silent: true }),
    select: (data) => data.detail,
    staleTime: 5 * 60_000,
  });
}
