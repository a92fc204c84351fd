import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maintenancePhase } from '../logic/maintenance';
import { useSiteContext } from './use-site-context';

const DISMISSED_KEY = 'maintenanceNoticeDismissed';

/**
 * The maintenance notice: a day before a planned site maintenance a banner the member may close; during
 * it, a notice over the whole page with the time it ends and the way to customer service.
 */
export function MaintenanceNotice() {
  const { t, i18n } = useTranslation();
  const { env } = useSiteContext();
  const [now, setNow] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState(() => window.sessionStorage.getItem(DISMISSED_KEY));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const window_ = env.maintenance;
  const phase = maintenancePhase(window_, now);
  if (!window_ || phase === 'none') return null;
  const at = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: env.time_zone,
    }).format(new Date(iso));
  const range = { start: at(window_.start_at), end: at(window_.end_at) };
  if (phase === 'ongoing') {
    return (
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="maintenance-title"
        data-testid="site-maintenance"
        className="fixed inset-0 z-[70] grid place-items-center bg-canvas/95 p-6 text-center backdrop-blur"
      >
        <div className="max-w-md space-y-4">
          <h2 id="maintenance-title" className="text-2xl font-bold text-ink">
            {t('maintenance.title')}
          </h2>
          <p className="text-sm text-ink-muted">{t('maintenance.ongoing', range)}</p>
          {env.customer_service_url ? (
            <a
              href={env.customer_service_url}
              className="inline-block rounded-control bg-primary px-6 py-2 text-sm font-semibold text-on-primary"
            >
              {t('games.customerService')}
            </a>
          ) : null}
        </div>
      </div>
    );
  }
  if (dismissed === window_.start_at) return null;
  return (
    <div
      role="status"
      data-testid="site-maintenance-upcoming"
      className="fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-3 border-b-2 border-warning bg-overlay px-4 py-2 text-xs text-ink shadow-lg shadow-scrim/20"
    >
      <span>{t('maintenance.upcoming', range)}</span>
      <button
        type="button"
        aria-label={t('common.close')}
        onClick={() => {
          window.sessionStorage.setItem(DISMISSED_KEY, window_.start_at);
          setDismissed(window_.start_at);
        }}
        className="rounded-control px-2 text-ink-muted hover:text-ink"
      >
        ×
      </button>
    </div>
  );
}
