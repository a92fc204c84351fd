import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NoticePage } from './notice-page';

/** /main/:id: operator information pages linked from the footer. */
export function InfoPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <NoticePage title={t('pages.main', { id })} />;
}
