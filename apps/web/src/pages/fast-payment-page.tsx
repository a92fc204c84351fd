import { useTranslation } from 'react-i18next';
import { NoticePage } from './notice-page';

export function FastPaymentPage() {
  const { t } = useTranslation();
  return <NoticePage title={t('pages.fastPayment')} />;
}
