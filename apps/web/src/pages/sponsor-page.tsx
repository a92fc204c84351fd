import { useTranslation } from 'react-i18next';
import { NoticePage } from './notice-page';

export function SponsorPage() {
  const { t } = useTranslation();
  return <NoticePage title={t('pages.sponsor')} />;
}
