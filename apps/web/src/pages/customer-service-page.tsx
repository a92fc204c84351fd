import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';
import { CustomerServiceChannelList } from '../features/customer-service/components/channel-list';
import { useSiteContext } from '../features/site/components/use-site-context';

/**
 * /service: the ways to reach customer service that staff set for this site (our route; spec §2
 * lists none for it). Menus link here only while the site has channels; an address typed in by hand
 * on a site without any still gets a page saying so.
 */
export function CustomerServicePage() {
  const { t } = useTranslation();
  const { siteId, language } = useSiteContext();
  return (
    <PageFrame title={t('customerService.title')} subtitle={t('customerService.intro')}>
      <CustomerServiceChannelList siteId={siteId} language={language} />
    </PageFrame>
  );
}
