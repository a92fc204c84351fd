import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { postBankAccount, useBankAccounts } from '../api/bank-accounts';
import { accountKeys } from '../api/member-keys';
import { useMemberProfile } from '../api/member-profile';
import { Field, FormError, PasswordInput, TextInput, primaryButton } from './form-bits';
import { useSession } from './use-session';

const card = 'rounded-card border border-line bg-surface p-5 sm:p-6';

/** /user/BindAccount: the member's bank accounts and a form to bind one (spec §2, §3). */
export function BindAccount() {
  const { t } = useTranslation();
  const session = useSession();
  const enabled = session.loggedIn && !session.isDemo;
  const accounts = useBankAccounts(session.memberId, enabled);
  const profile = useMemberProfile(session.memberId, enabled);
  const list = accounts.data ?? [];
  return (
    <div className="grid gap-6 xl:grid-cols-2" data-testid="bind-account">
      <section className={card} aria-labelledby="bind-list">
        <h3 id="bind-list" className="mb-4 text-base font-semibold text-ink">
          {t('account.info.bindAccount')}
        </h3>
        {accounts.isLoading ? (
          <p className="text-sm text-ink-faint">{t('common.loading')}</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-ink-faint" data-testid="bind-empty">
            {t('account.bind.empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="bind-list">
            {list.map((item) => (
              <li key={item.id} className="rounded-field border border-line bg-fill px-4 py-3">
                <p className="font-semibold text-ink">{item.bank_name}</p>
                <p className="mt-1 font-mono text-sm tracking-wider text-ink-muted">
                  {item.account_number_masked}
                </p>
                <p className="mt-1 text-xs text-ink-faint">
                  {item.account_name}
                  {item.branch ? ` · ${item.branch}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {enabled ? (
        <section className={card} aria-labelledby="bind-add">
          <h3 id="bind-add" className="mb-4 text-base font-semibold text-ink">
            {t('account.bind.add')}
          </h3>
          <BindForm needsWithdrawPassword={Boolean(Number(profile.data?.is_withdraw_password ?? 0))} />
        </section>
      ) : null}
    </div>
  );
}

function BindForm({ needsWithdrawPassword }: { needsWithdrawPassword: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    bank_name: '',
    account_name: '',
    account_number: '',
    branch: '',
    withdraw_password: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.bank_name.trim() || !values.account_name.trim()) {
      setError(t('signup.err_field_required'));
      return;
    }
    if (!/^\d{6,30}$/.test(values.account_number)) {
      setError(t('account.bind.numberFormat'));
      return;
    }
    if (needsWithdrawPassword && !/^\d{4}$/.test(values.withdraw_password)) {
      setError(t('signup.err_withdraw_psw'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await postBankAccount({
      bank_name: values.bank_name.trim(),
      account_name: values.account_name.trim(),
      account_number: values.account_number,
      branch: values.branch.trim() || undefined,
      withdraw_password: needsWithdrawPassword ? values.withdraw_password : undefined,
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast.success(t('account.bind.added'));
    setValues({ bank_name: '', account_name: '', account_number: '', branch: '', withdraw_password: '' });
    await queryClient.invalidateQueries({ queryKey: accountKeys.all });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="bind-form">
      <Field label={t('account.bind.bankName')} htmlFor="bind-bank" required>
        <TextInput
          id="bind-bank"
          value={values.bank_name}
          onChange={set('bank_name')}
          data-testid="bind-bank"
        />
      </Field>
      <Field label={t('account.bind.accountName')} htmlFor="bind-name" required>
        <TextInput
          id="bind-name"
          value={values.account_name}
          onChange={set('account_name')}
          data-testid="bind-name"
        />
      </Field>
      <Field label={t('account.bind.accountNumber')} htmlFor="bind-number" required>
        <TextInput
          id="bind-number"
          inputMode="numeric"
          value={values.account_number}
          onChange={set('account_number')}
          data-testid="bind-number"
        />
      </Field>
      <Field label={t('account.bind.branch')} htmlFor="bind-branch" optionalLabel={t('account.optional')}>
        <TextInput
          id="bind-branch"
          value={values.branch}
          onChange={set('branch')}
          data-testid="bind-branch"
        />
      </Field>
      {needsWithdrawPassword ? (
        <Field label={t('account.withdrawPassword')} htmlFor="bind-withdraw" required>
          <PasswordInput
            id="bind-withdraw"
            inputMode="numeric"
            maxLength={4}
            value={values.withdraw_password}
            onChange={set('withdraw_password')}
            data-testid="bind-withdraw"
          />
        </Field>
      ) : null}
      <FormError message={error} testId="bind-error" />
      <button type="submit" disabled={busy} className={primaryButton} data-testid="bind-submit">
        {busy ? t('account.saving') : t('account.bind.add')}
      </button>
    </form>
  );
}
