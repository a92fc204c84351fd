import { useTranslation } from 'react-i18next';
import { NoticePage } from './notice-page';

/** /app: the native app download page. */
export function AppPage() {
  const { t } = useTranslation();
  return <NoticePage title={t('pages.app')} />;
}
