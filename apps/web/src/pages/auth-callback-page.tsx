import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../components/not-available';

/** /authCallback: the popup a third-party login returns to. Third-party sign-in arrives with accounts. */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const isPopup = Boolean(window.opener);
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-6 px-6">
      <h1 data-testid="page-title" className="text-center text-xl font-bold text-ink">
        {t('auth.thirdPartyTitle')}
      </h1>
      <NotAvailable showHomeLink={!isPopup} />
      {isPopup ? (
        <button
          type="button"
          onClick={() => window.close()}
          className="mx-auto rounded-full border border-white/20 px-5 py-2 text-sm font-semibold text-ink hover:border-primary hover:text-primary"
        >
          {t('common.close')}
        </button>
      ) : null}
    </div>
  );
}
