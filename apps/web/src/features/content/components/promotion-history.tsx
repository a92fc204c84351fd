import * as Dialog from '../../../components/lazy-dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popupHistoryQuery } from '../api/bulletin-history';
import { CloseIcon } from '../../../components/close-icon';

/** Promotion history (spec §3): every pop-up promotion of this device, to read again after closing it. */
export function PromotionHistory(props: { siteId: number; language: string; mobile: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const device = props.mobile ? 2 : 1;
  const history = useQuery({ ...popupHistoryQuery(props.siteId, props.language, device), enabled: open });
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language.replace('_', '-'));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        data-testid="promotion-history-open"
        className="shrink-0 rounded-chip border border-line px-3 py-1 text-xs text-ink-muted hover:border-primary hover:text-primary"
      >
        {t('content.history')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="promotion-history"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[min(92vw,560px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-line bg-surface p-5 text-ink shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('content.history')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="grid size-9 place-items-center rounded-full text-ink-muted hover:bg-fill-strong"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {history.isPending ? (
            <p className="mt-4 text-sm text-ink-faint">{t('common.loading')}</p>
          ) : history.isError || !history.data.list.length ? (
            <p className="mt-4 text-sm text-ink-faint">
              {t(history.isError ? 'content.historyFailed' : 'content.historyEmpty')}
            </p>
          ) : (
            <ol className="mt-3 divide-y divide-line">
              {history.data.list.map((item) => (
                <li key={item.id} className="space-y-2 py-3">
                  <div className="flex items-baseline justify-between gap-3">
                    <h3 className="font-semibold text-ink">{item.content}</h3>
                    <time className="shrink-0 text-xs text-ink-faint" dateTime={item.updated_at}>
                      {day(item.updated_at)}
                    </time>
                  </div>
                  {/* Sanitized by the server before it is stored and on the way out. */}
                  <div
                    className="space-y-2 text-sm leading-relaxed text-ink-muted [&_strong]:text-ink"
                    dangerouslySetInnerHTML={{ __html: item.display_content }}
                  />
                </li>
              ))}
            </ol>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
