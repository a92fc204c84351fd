import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NoticePage } from './notice-page';

/** /discount and /discount/:id (promotions arrive with the content issue). */
export function DiscountPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <NoticePage title={id ? t('pages.discountDetail', { id }) : t('pages.discount')} />;
}
