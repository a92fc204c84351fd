import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NoticePage } from './notice-page';

/** /faq and /faq/:id. */
export function FaqPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <NoticePage title={id ? t('pages.faqDetail', { id }) : t('pages.faq')} />;
}
