import { useTranslation } from 'react-i18next';
import { useSiteModels } from '../../features/content/api/models';
import { useCustomerServiceChannels } from '../../features/customer-service/api/customer-service-channels';
import { useLayoutMode } from '../../features/layout/components/layout-mode-context';
import { useSiteContext } from '../../features/site/components/use-site-context';

export interface SiteLink {
  id: string;
  label: string;
  to: string;
}

/** Pages besides the game halls that every layout links to. */
export function useSiteLinks(): SiteLink[] {
  const { t } = useTranslation();
  const hasCustomerService = useHasCustomerService();
  const hasSponsors = useHasSponsors();
  return [
    { id: 'home', label: t('nav.home'), to: '/' },
    { id: 'promotions', label: t('nav.promotions'), to: '/discount' },
    // Spec §2 /sponsor: only where the site has sponsors in this language, or the link leads nowhere.
    ...(hasSponsors ? [{ id: 'sponsor', label: t('nav.sponsor'), to: '/sponsor' }] : []),
    { id: 'app', label: t('nav.app'), to: '/app' },
    { id: 'help', label: t('nav.help'), to: '/faq' },
    // Only while staff have set channels: a menu entry leading to "none configured" helps nobody.
    ...(hasCustomerService ? [{ id: 'service', label: t('customerService.title'), to: '/service' }] : []),
  ];
}

/** Whether the site offers any customer-service channel (false while unknown or unreachable). */
export function useHasCustomerService(): boolean {
  const { siteId, language } = useSiteContext();
  const channels = useCustomerServiceChannels(siteId, language);
  return (channels.data?.length ?? 0) > 0;
}

/**
 * Whether the /sponsor page would show anything: the page's own call (spec §7 model_sponsor, same
 * language and template, so the answer is shared through the query cache), false while unknown.
 */
export function useHasSponsors(): boolean {
  const { siteId, language, env } = useSiteContext();
  const mobile = useLayoutMode() === 'mobile';
  const sponsors = useSiteModels('sponsor', {
    siteId,
    language,
    modelVersion: mobile ? env.mobile_template : env.template,
  });
  return (sponsors.data?.length ?? 0) > 0;
}
