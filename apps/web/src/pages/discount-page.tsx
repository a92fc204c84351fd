import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../components/page-frame';
import { InfoPageArticle, PromotionList } from '../features/info-pages/components/info-page-views';
import { pageNumberOf } from '../features/info-pages/logic/period';
import { useInfoReader } from './use-info-reader';

/** /discount (the promotions running now) and /discount/:id (one promotion). */
export function DiscountPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const view = useInfoReader();
  const number = pageNumberOf(id);
  return (
    <PageFrame title={t('pages.discount')}>
      {id === undefined ? (
        <PromotionList {...view} />
      ) : (
        <InfoPageArticle {...view} kind="discount" id={number ?? 0} />
      )}
    </PageFrame>
  );
}
