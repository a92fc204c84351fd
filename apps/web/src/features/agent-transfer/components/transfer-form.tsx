import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { memberKeys } from '../../../api/query-keys';
import { formatMoney } from '../../../components/money-format';
import {
  postAgentTransfer,
  type AgentTransferRow,
  type AgentTransferSettingsData,
} from '../api/agent-transfer';
import {
  exponentOf,
  needsApproval,
  newIdempotencyKey,
  transferFormSchema,
  type TransferValues,
} from '../logic/transfer-form';

const input =
  'h-11 w-full rounded-field border border-line bg-canvas px-3 text-sm text-ink placeholder:text-ink-faint transition outline-none focus:border-primary focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-secondary';
const label = 'text-xs font-medium text-ink-muted';
const submitButton =
  'inline-flex h-11 w-full items-center justify-center rounded-control bg-gradient-to-b from-primary to-primary/80 px-5 text-sm font-semibold text-on-primary shadow-lg shadow-primary/20 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto sm:min-w-48';

const ORDER = ['member_account', 'amount', 'withdraw_password'] as const;

/** A direct member's account, the amount and the withdraw password; on success hands the transfer up. */
export function TransferForm(props: {
  memberId: string;
  settings: AgentTransferSettingsData;
  onDone: (row: AgentTransferRow) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { settings } = props;
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per intended transfer: a resubmit after a lost answer must not move the money twice.
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useForm<TransferValues>({
    resolver: zodResolver(transferFormSchema(settings)) as unknown as Resolver<TransferValues>,
    defaultValues: { member_account: '', amount: '', withdraw_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const money = (amount: string) => formatMoney(amount, settings.currency);
  const figures = {
    single: money(settings.max_single),
    left: money(settings.left_today),
    available: money(settings.available),
    digits: exponentOf(settings.currency),
  };
  const firstKey = ORDER.map((f) => errors[f]?.message).find(Boolean);
  const shownError = firstKey ? t(firstKey, figures) : serverError;
  const held = needsApproval(useWatch({ control: form.control, name: 'amount' }), settings);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const row = await postAgentTransfer({
        member_account: values.member_account.trim(),
        amount: values.amount.trim(),
        withdraw_password: values.withdraw_password,
        idempotency_key: key,
      });
      setKey(newIdempotencyKey());
      form.reset({ member_account: '', amount: '', withdraw_password: '' });
      await queryClient.invalidateQueries({ queryKey: memberKeys.wallets(props.memberId) });
      // The header's balance comes with the member layout.
      await queryClient.invalidateQueries({ queryKey: memberKeys.layout(props.memberId) });
      props.onDone(row);
    } catch (error) {
      // A refusal (wrong password, limits, funds, not a direct member) is final for this key.
      setKey(newIdempotencyKey());
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="agent-transfer-form">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="agent-transfer-account" className={label}>
          {t('agentTransfer.account')}
        </label>
        <input
          id="agent-transfer-account"
          autoComplete="off"
          className={input}
          placeholder={t('agentTransfer.accountPlaceholder')}
          data-testid="agent-transfer-account"
          aria-invalid={Boolean(errors.member_account)}
          {...form.register('member_account')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="agent-transfer-amount" className={label}>
          {t('agentTransfer.amount')}
        </label>
        <input
          id="agent-transfer-amount"
          inputMode="decimal"
          autoComplete="off"
          className={input}
          placeholder={t('agentTransfer.amountPlaceholder', figures)}
          data-testid="agent-transfer-amount"
          aria-invalid={Boolean(errors.amount)}
          {...form.register('amount')}
        />
        {held ? (
          <p className="text-xs text-warning" data-testid="agent-transfer-held-note">
            {t('agentTransfer.heldNote', { line: money(settings.approval_line) })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="agent-transfer-password" className={label}>
          {t('agentTransfer.password')}
        </label>
        <input
          id="agent-transfer-password"
          type="password"
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          className={input}
          data-testid="agent-transfer-password"
          aria-invalid={Boolean(errors.withdraw_password)}
          {...form.register('withdraw_password')}
        />
      </div>
      {shownError ? (
        <p
          role="alert"
          data-testid="agent-transfer-error"
          className="rounded-field border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          {shownError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting}
        className={submitButton}
        data-testid="agent-transfer-submit"
      >
        {isSubmitting ? t('agentTransfer.submitting') : t('agentTransfer.submit')}
      </button>
    </form>
  );
}
