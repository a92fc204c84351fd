import { withdrawPasswordRule } from '@arks/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { postWithdrawPassword } from '../api/withdraw-password';
import { accountKeys } from '../api/member-keys';
import { Field, FormError, PasswordInput, primaryButton } from './form-bits';

/** Set (first time) or change the 4-digit withdrawal password (spec §3 is_withdraw_password). */
export function WithdrawPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [oldValue, setOldValue] = useState('');
  const [value, setValue] = useState('');
  const [check, setCheck] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checkOld = isSet ? withdrawPasswordRule.safeParse(oldValue) : null;
    const checkNew = withdrawPasswordRule.safeParse(value);
    const first = (checkOld && !checkOld.success ? checkOld : null) ?? (!checkNew.success ? checkNew : null);
    if (first && !first.success) {
      setError(t(first.error.issues[0]?.message ?? 'signup.err_withdraw_psw'));
      return;
    }
    if (check !== value) {
      setError(t('signup.err_checkPsw_diff'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await postWithdrawPassword({
      ...(isSet ? { old_withdraw_password: oldValue } : {}),
      withdraw_password: value,
      check_withdraw_password: check,
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast.success(t('account.saved'));
    setOldValue('');
    setValue('');
    setCheck('');
    await queryClient.invalidateQueries({ queryKey: accountKeys.all });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="withdraw-password-form">
      <p className="text-sm text-ink-muted">
        {isSet ? t('account.info.withdrawIsSet') : t('account.info.withdrawNotSet')}
      </p>
      {isSet ? (
        <Field label={t('account.info.oldWithdraw')} htmlFor="withdraw-old">
          <PasswordInput
            id="withdraw-old"
            inputMode="numeric"
            maxLength={4}
            value={oldValue}
            onChange={(e) => setOldValue(e.target.value)}
            data-testid="withdraw-old"
          />
        </Field>
      ) : null}
      <Field label={t('account.info.newWithdraw')} htmlFor="withdraw-new">
        <PasswordInput
          id="withdraw-new"
          inputMode="numeric"
          maxLength={4}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          data-testid="withdraw-new"
        />
      </Field>
      <Field label={t('account.confirmPassword')} htmlFor="withdraw-check">
        <PasswordInput
          id="withdraw-check"
          inputMode="numeric"
          maxLength={4}
          value={check}
          onChange={(e) => setCheck(e.target.value)}
          data-testid="withdraw-check"
        />
      </Field>
      <FormError message={error} testId="withdraw-error" />
      <button type="submit" disabled={busy} className={primaryButton} data-testid="withdraw-submit">
        {busy
          ? t('account.saving')
          : isSet
            ? t('account.info.withdrawChange')
            : t('account.info.withdrawSet')}
      </button>
    </form>
  );
}
