import { useTranslation } from 'react-i18next';

/**
 * /loading: the blank window opened synchronously on a click (so popup blockers allow it) and pointed at
 * the game, deposit or payment address once the server returns it.
 */
export function WaitingPage() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-label={t('pages.loading')}>
      <div className="relative size-12">
        <div className="absolute inset-0 rounded-full border-2 border-line" />
        <div className="absolute inset-0 animate-spin rounded-full border-2 border-transparent border-t-primary" />
      </div>
    </div>
  );
}
