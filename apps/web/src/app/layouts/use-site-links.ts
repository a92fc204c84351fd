import { useTranslation } from 'react-i18next';
import { useCustomerServiceChannels } from '../../features/customer-service/api/customer-service-channels';
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
  return [
    { id: 'home', label: t('nav.home'), to: '/' },
    { id: 'promotions', label: t('nav.promotions'), to: '/discount' },
    { id: 'sponsor', label: t('nav.sponsor'), to: '/sponsor' },
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
