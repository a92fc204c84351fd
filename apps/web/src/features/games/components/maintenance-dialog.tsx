import * as Dialog from '../../../components/lazy-dialog';
import { useTranslation } from 'react-i18next';

export interface MaintenanceWindow {
  start_at: string | null;
  end_at: string | null;
}

/**
 * Code 203 (spec §8): the provider is under maintenance. Title, the dear-customer text with the time
 * range when known (else a general text), and the way to customer service.
 */
export function MaintenanceDialog(props: {
  window: MaintenanceWindow | null;
  serviceUrl: string;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const at = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
  const w = props.window;
  return (
    <Dialog.Root open={w !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="maintenance-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-surface p-6 text-center text-ink shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold">{t('games.maintenanceTitle')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm leading-relaxed text-ink-muted">
            {w?.start_at && w.end_at
              ? t('games.maintenanceWindow', { start: at(w.start_at), end: at(w.end_at) })
              : t('games.maintenance')}
          </Dialog.Description>
          <div className="mt-6 flex gap-3">
            <Dialog.Close className="h-11 flex-1 rounded-full border border-line-strong text-sm font-semibold text-ink hover:border-primary">
              {t('common.close')}
            </Dialog.Close>
            {props.serviceUrl ? (
              <a
                href={props.serviceUrl}
                target={/^https?:/i.test(props.serviceUrl) ? '_blank' : undefined}
                rel="noopener"
                className="grid h-11 flex-1 place-items-center rounded-control bg-primary text-sm font-bold text-on-primary hover:brightness-110"
              >
                {t('games.customerService')}
              </a>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
