import * as Dialog from '../../../components/lazy-dialog';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/close-icon';
import { InfoPageArticle, type InfoViewProps } from './info-page-views';

/** The discount modal: one promotion over the promotions list (desktop), at its own /discount/{id}. */
export function DiscountModal(props: InfoViewProps & { id: number | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={props.id !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="discount-modal"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[88vh] w-[min(94vw,760px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-line bg-surface p-6 shadow-2xl"
        >
          <div className="mb-2 flex justify-between">
            <Dialog.Title className="sr-only">{t('pages.discount')}</Dialog.Title>
            <span />
            <Dialog.Close
              aria-label={t('common.close')}
              className="grid size-9 place-items-center rounded-full text-ink-faint hover:bg-fill hover:text-ink"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {props.id !== null ? (
            <InfoPageArticle reader={props.reader} timeZone={props.timeZone} kind="discount" id={props.id} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
