import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/money-format';
import { useWithdrawSettings } from '../api/withdraw';
import { WithdrawalForm } from './withdrawal-form';

const card = 'rounded-card border border-line bg-surface p-5 sm:p-6';
const action =
  'inline-flex h-10 items-center justify-center rounded-control bg-secondary px-5 text-sm font-semibold text-on-secondary transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-primary';
const quiet =
  'inline-flex h-10 items-center justify-center rounded-control border border-line-strong px-5 text-sm font-medium text-ink transition hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary';

/** /user?page=Withdrawal: available balance, limits, bound accounts and the request form. */
export function WithdrawalPage(props: { memberId: string | null }) {
  const { t } = useTranslation();
  const settings = useWithdrawSettings(props.memberId);
  const [done, setDone] = useState<string | null>(null);

  if (settings.isError) {
    return (
      <div className={card} role="alert" data-testid="withdraw-load-error">
        <p className="text-sm text-ink-muted">{settings.error.message}</p>
        <button type="button" className={`${quiet} mt-4`} onClick={() => void settings.refetch()}>
          {t('wallet.refresh')}
        </button>
      </div>
    );
  }
  if (!settings.data) return <p className="text-sm text-ink-faint">{t('common.loading')}</p>;
  const s = settings.data;
  const money = (amount: string) => formatMoney(amount, s.currency);

  return (
    <div className="flex flex-col gap-6" data-testid="withdrawal-page">
      <section className={`${card} relative overflow-hidden`} aria-labelledby="withdraw-available">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-primary/10 blur-3xl"
        />
        <h3 id="withdraw-available" className="relative text-sm font-medium text-ink-faint">
          {t('withdraw.available')}
        </h3>
        <p
          className="relative mt-1 text-3xl font-bold tracking-tight text-ink tabular-nums sm:text-4xl"
          data-testid="withdraw-available-amount"
        >
          {money(s.available)}
        </p>
        <p className="relative mt-2 text-sm text-ink-faint" data-testid="withdraw-limits">
          {t('withdraw.limits', { min: money(s.min_amount), max: money(s.max_amount) })}
        </p>
      </section>

      <section className={card}>
        {done ? (
          <div className="flex flex-col gap-4" role="status" data-testid="withdraw-done">
            <p className="text-sm text-ink">{t('withdraw.done', { order: done })}</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/user?page=DWRecord" className={action} data-testid="withdraw-records-link">
                {t('withdraw.records')}
              </Link>
              <button type="button" className={quiet} onClick={() => setDone(null)}>
                {t('withdraw.again')}
              </button>
            </div>
          </div>
        ) : s.bank_accounts.length === 0 ? (
          <Prompt text={t('withdraw.noBank')} to="/user?page=BindAccount" label={t('withdraw.bindBank')} />
        ) : !s.has_withdraw_password ? (
          <Prompt text={t('withdraw.noPassword')} to="/user?page=Info" label={t('withdraw.setPassword')} />
        ) : (
          <div className="max-w-xl">
            <WithdrawalForm memberId={props.memberId} settings={s} onDone={setDone} />
          </div>
        )}
        {!done ? (
          <p className="mt-5 text-sm">
            <Link to="/user?page=DWRecord" className="text-primary underline-offset-4 hover:underline">
              {t('withdraw.records')}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}

function Prompt(props: { text: string; to: string; label: string }) {
  return (
    <div className="flex flex-col items-start gap-4" data-testid="withdraw-prompt">
      <p className="text-sm text-ink-muted">{props.text}</p>
      <Link to={props.to} className={action}>
        {props.label}
      </Link>
    </div>
  );
}
