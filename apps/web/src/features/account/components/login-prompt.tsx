import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { primaryButton } from './form-bits';
import { useLoginDialog } from './login-dialog-provider';

/** Shown in place of member-only content for visitors (spec §2 login prompt, please_login_title). */
export function LoginPrompt() {
  const { t } = useTranslation();
  const loginDialog = useLoginDialog();
  const location = useLocation();
  return (
    <div
      data-testid="login-prompt"
      className="flex flex-col items-center rounded-card border border-line bg-surface px-6 py-12 text-center"
    >
      <p className="text-lg font-semibold text-ink">{t('please_login_title')}</p>
      <p className="mt-2 max-w-md text-sm text-ink-muted">{t('check_login_msg')}</p>
      <button
        type="button"
        className={`${primaryButton} mt-6 w-auto px-8`}
        data-testid="login-prompt-button"
        onClick={() => loginDialog.open({ tab: 'login', redirectTo: location.pathname + location.search })}
      >
        {t('account.login')}
      </button>
    </div>
  );
}
