import { useTranslation } from 'react-i18next';

/** /user/BindAccount: the member's bank accounts (spec §2). */
export function BindAccount() {
  const { t } = useTranslation();
  return (
    <div data-testid="bind-account" className="rounded-2xl border border-white/8 bg-surface p-6">
      <p className="text-sm text-ink/70">{t('account.bind.empty')}</p>
      <p className="mt-2 text-sm text-ink/50">{t('account.bankBody')}</p>
    </div>
  );
}
