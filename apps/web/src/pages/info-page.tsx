import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../components/page-frame';
import { useInfoPage } from '../features/info-pages/api/info-pages';
import { InfoPageArticle } from '../features/info-pages/components/info-page-views';
import { pageNumberOf } from '../features/info-pages/logic/period';
import { useInfoReader } from './use-info-reader';

/** /main/:id: operator information pages linked from the footer (about, terms, contact, ...). */
export function InfoPage() {
  const { t } = useTranslation();
  const view = useInfoReader();
  const number = pageNumberOf(useParams().id) ?? 0;
  // The article's own query: the same key, so the title costs no second request.
  const { data } = useInfoPage(view.reader, 'main', number);
  return (
    <PageFrame title={data?.title ?? t('pages.info')}>
      <InfoPageArticle {...view} kind="main" id={number} showTitle={false} />
    </PageFrame>
  );
}
