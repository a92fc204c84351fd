import { useTranslation } from 'react-i18next';

export interface SiteLink {
  id: string;
  label: string;
  to: string;
}

/** Pages besides the game halls that every layout links to. */
export function useSiteLinks(): SiteLink[] {
  const { t } = useTranslation();
  return [
    { id: 'home', label: t('nav.home'), to: '/' },
    { id: 'promotions', label: t('nav.promotions'), to: '/discount' },
    { id: 'sponsor', label: t('nav.sponsor'), to: '/sponsor' },
    { id: 'app', label: t('nav.app'), to: '/app' },
    { id: 'help', label: t('nav.help'), to: '/faq' },
  ];
}
