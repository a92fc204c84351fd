import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The plain notice for sections whose feature arrives in a later release. It says so instead of
 * showing made-up content, and always offers a way home.
 */
export function NotAvailable({ showHomeLink = true }: { showHomeLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="not-available"
      role="status"
      className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-fill px-6 py-12 text-center"
    >
      <span className="grid size-12 place-items-center rounded-full bg-primary/15 text-primary" aria-hidden>
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className="mt-4 text-lg font-semibold text-ink">{t('common.notAvailable')}</p>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-ink-muted">{t('common.notAvailableBody')}</p>
      {showHomeLink ? (
        <Link
          to="/"
          className="mt-6 rounded-control border border-line-strong px-5 py-2 text-sm font-medium text-ink transition hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
        >
          {t('common.backHome')}
        </Link>
      ) : null}
    </div>
  );
}
