import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';
import { AppInstallPanel } from '../features/install/components/app-install-panel';
import { useSiteContext } from '../features/site/components/use-site-context';
import { siteTitle } from '../features/site/logic/site-title';

/** /app: installing the member site as an app on this device. */
export function AppPage() {
  const { t } = useTranslation();
  const { env, language } = useSiteContext();
  return (
    <PageFrame title={t('pages.app')}>
      <AppInstallPanel siteName={siteTitle(env, language)} />
    </PageFrame>
  );
}
