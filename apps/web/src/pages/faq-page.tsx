import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../components/page-frame';
import { FaqList } from '../features/info-pages/components/info-page-views';
import { pageNumberOf } from '../features/info-pages/logic/period';
import { useInfoReader } from './use-info-reader';

/** /faq and /faq/:id: every question, the one in the address opened. */
export function FaqPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { reader } = useInfoReader();
  return (
    <PageFrame title={t('pages.faq')}>
      <FaqList reader={reader} openId={id === undefined ? null : (pageNumberOf(id) ?? 0)} />
    </PageFrame>
  );
}
