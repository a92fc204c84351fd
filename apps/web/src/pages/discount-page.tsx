import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageFrame } from '../components/page-frame';
import { DiscountModal } from '../features/info-pages/components/discount-modal';
import { InfoPageArticle, PromotionList } from '../features/info-pages/components/info-page-views';
import { pageNumberOf } from '../features/info-pages/logic/period';
import { useLayoutMode } from '../features/layout/components/layout-mode-context';
import { useInfoReader } from './use-info-reader';

/**
 * /discount (the promotions running now) and /discount/:id (one promotion). On desktop a promotion
 * picked from the list opens in the discount modal over the list, at its own address; opened
 * directly, /discount/:id is a page.
 */
export function DiscountPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const view = useInfoReader();
  const desktop = useLayoutMode() === 'desktop';
  const number = pageNumberOf(id);
  const inModal =
    desktop && id !== undefined && (location.state as { discountModal?: boolean } | null)?.discountModal;
  return (
    <PageFrame title={t('pages.discount')}>
      {id === undefined || inModal ? (
        <PromotionList
          {...view}
          onOpen={
            desktop ? (n) => void navigate(`/discount/${n}`, { state: { discountModal: true } }) : undefined
          }
        />
      ) : (
        <InfoPageArticle {...view} kind="discount" id={number ?? 0} />
      )}
      <DiscountModal
        {...view}
        id={inModal ? (number ?? 0) : null}
        onClose={() => void navigate('/discount', { replace: true })}
      />
    </PageFrame>
  );
}
