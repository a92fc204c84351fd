import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { memberKeys } from '../../../api/query-keys';
import { formatMoney } from '../../../components/money-format';
import { postWithdraw, type WithdrawSettingsData } from '../api/withdraw';
import {
  exponentOf,
  newIdempotencyKey,
  withdrawFormSchema,
  type WithdrawValues,
} from '../logic/withdraw-form';

const input =
  'h-11 w-full rounded-field border border-line bg-canvas px-3 text-sm text-ink placeholder:text-ink-faint transition outline-none focus:border-primary focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-secondary';
const label = 'text-xs font-medium text-ink-muted';
const submitButton =
  'inline-flex h-11 w-full items-center justify-center rounded-control bg-gradient-to-b from-primary to-primary/80 px-5 text-sm font-semibold text-on-primary shadow-lg shadow-primary/20 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto sm:min-w-48';

const ORDER = ['bank_account_id', 'amount', 'withdraw_password'] as const;

/** Amount, bank account and withdraw password; on success hands the order number up. */
export function WithdrawalForm(props: {
  memberId: string | null;
  settings: WithdrawSettingsData;
  onDone: (orderNumber: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { settings } = props;
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per intended withdrawal: a resubmit after a lost answer must not hold the money twice.
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useForm<WithdrawValues>({
    resolver: zodResolver(withdrawFormSchema(settings)) as unknown as Resolver<WithdrawValues>,
    defaultValues: {
      amount: '',
      bank_account_id: String(settings.bank_accounts[0]?.id ?? ''),
      withdraw_password: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const money = (amount: string) => formatMoney(amount, settings.currency);
  const firstKey = ORDER.map((f) => errors[f]?.message).find(Boolean);
  const figures = {
    min: money(settings.min_amount),
    max: money(settings.max_amount),
    digits: exponentOf(settings.currency),
  };
  const shownError = firstKey ? t(firstKey, figures) : serverError;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await postWithdraw({
        amount: values.amount.trim(),
        bank_account_id: Number(values.bank_account_id),
        withdraw_password: values.withdraw_password,
        idempotency_key: key,
      });
      setKey(newIdempotencyKey());
      form.reset({ ...values, amount: '', withdraw_password: '' });
      await queryClient.invalidateQueries({ queryKey: memberKeys.wallets(props.memberId) });
      await queryClient.invalidateQueries({ queryKey: memberKeys.layout(props.memberId) });
      props.onDone(result.order_number);
    } catch (error) {
      // A refusal (wrong password, limits, funds) is final for this key; a new attempt gets a new one.
      setKey(newIdempotencyKey());
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="withdraw-form">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="withdraw-bank" className={label}>
          {t('withdraw.bankAccount')}
        </label>
        <select
          id="withdraw-bank"
          className={input}
          data-testid="withdraw-bank"
          aria-invalid={Boolean(errors.bank_account_id)}
          {...form.register('bank_account_id')}
        >
          {settings.bank_accounts.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {b.bank_name} {b.account_masked}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="withdraw-amount" className={label}>
          {t('withdraw.amount')}
        </label>
        <input
          id="withdraw-amount"
          inputMode="decimal"
          autoComplete="off"
          className={input}
          placeholder={t('withdraw.amountPlaceholder', figures)}
          data-testid="withdraw-amount"
          aria-invalid={Boolean(errors.amount)}
          {...form.register('amount')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="withdraw-password" className={label}>
          {t('withdraw.password')}
        </label>
        <input
          id="withdraw-password"
          type="password"
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          className={input}
          data-testid="withdraw-password"
          aria-invalid={Boolean(errors.withdraw_password)}
          {...form.register('withdraw_password')}
        />
      </div>
      {shownError ? (
        <p
          role="alert"
          data-testid="withdraw-error"
          className="rounded-field border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          {shownError}
        </p>
      ) : null}
      <button type="submit" disabled={isSubmitting} className={submitButton} data-testid="withdraw-submit">
        {isSubmitting ? t('withdraw.submitting') : t('withdraw.submit')}
      </button>
    </form>
  );
}
