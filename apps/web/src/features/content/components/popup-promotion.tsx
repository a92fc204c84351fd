import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/close-icon';
import { NativeModal } from '../../../components/native-modal';
import { hidePopups } from '../api/bulletin-member-hide';
import { usePopups, type PopupQuery } from '../api/popups';
import {
  closeTimeToRecord,
  popupLocation,
  shouldShowPopup,
  shouldTellServerToHide,
} from '../logic/popup-rules';

/** Spec §3 session storage: when the pop-up was last closed. */
const CLOSE_TIME_KEY = 'popUpDiscountModalCloseTime';

const SETTLE_MS = 400;

const readClosedAt = () => {
  const raw = Number(sessionStorage.getItem(CLOSE_TIME_KEY));
  return Number.isFinite(raw) && raw > 0 ? raw : null;
};

export interface PopupPromotionProps {
  siteId: number;
  language: string;
  mobile: boolean;
  memberId: string | null;
  onDepositPage: boolean;
  hasModalQuery: boolean;
}

/**
 * The pop-up promotion modal (spec §4): what the server offers for this device, location and reader,
 * shown by the display rules of `popup-rules.ts` — once per session for visitors unless a promotion
 * changed since, never over another open modal, not with the `modal` query parameter.
 */
export function PopupPromotion(props: PopupPromotionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const query: PopupQuery = {
    siteId: props.siteId,
    language: props.language,
    device: props.mobile ? 2 : 1,
    memberId: props.memberId,
    location: popupLocation(props.onDepositPage) as 2 | 3,
  };
  const { data } = usePopups(query);
  const [cancelled, setCancelled] = useState(false);
  const [open, setOpen] = useState(false);
  const items = data?.list ?? [];

  useEffect(() => {
    if (!data) return;
    // Decided a moment after the page settles, so a modal the page opens itself counts as visible.
    const timer = window.setTimeout(() => {
      const show = shouldShowPopup({
        loggedIn: props.memberId !== null,
        onDepositPage: props.onDepositPage,
        items: data.list,
        cancelled,
        closedAt: readClosedAt(),
        hasModalQuery: props.hasModalQuery,
        otherModalVisible: document.querySelector('[role="dialog"], dialog[open]') !== null,
      });
      if (show) setOpen(true);
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [data, cancelled, props.memberId, props.onDepositPage, props.hasModalQuery]);

  function close() {
    setOpen(false);
    setCancelled(true);
    const at = closeTimeToRecord(props.onDepositPage, Date.now());
    if (at !== null) sessionStorage.setItem(CLOSE_TIME_KEY, String(at));
    if (data && shouldTellServerToHide(props.memberId !== null, data.setting.display_frequency)) {
      void hidePopups(query).catch(() => undefined);
    }
  }

  if (!items.length) return null;
  return (
    <NativeModal
      open={open}
      onClose={close}
      labelledBy={titleId}
      testId="popup-promotion"
      className="max-h-[85vh] w-[min(92vw,520px)] overflow-y-auto rounded-card border border-line bg-surface p-5 text-ink shadow-2xl"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold">
          {items.length === 1 ? items[0]!.content : t('content.promotions')}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={t('common.close')}
          data-testid="popup-close"
          className="-mt-1 -mr-1 grid size-9 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-fill-strong"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="mt-3 space-y-5">
        {items.map((item) => (
          <article key={item.id} className="space-y-2">
            {items.length > 1 ? <h3 className="font-semibold text-primary">{item.content}</h3> : null}
            {/* Sanitized by the server (DOMPurify) before it is stored and again on the way out. */}
            <div
              className="space-y-2 text-sm leading-relaxed text-ink [&_a]:text-primary [&_a]:underline [&_strong]:text-ink"
              dangerouslySetInnerHTML={{ __html: item.display_content }}
            />
          </article>
        ))}
      </div>
    </NativeModal>
  );
}
