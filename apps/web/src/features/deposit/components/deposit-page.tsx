import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/money-format';
import { fileDeposit, useDepositChannels, type DepositChannel } from '../api/deposit';
import { rememberWaitingWindow } from '../../../realtime/window-registry';
import { abandon, openWaiting, sendToPayment } from '../logic/pay-window';

const card = 'rounded-card border border-line bg-surface p-5 sm:p-6';
const input =
  'h-11 w-full rounded-field border border-line bg-canvas px-3 text-sm text-ink placeholder:text-ink-faint focus:border-primary focus:outline-none';
const primary =
  'inline-flex h-11 items-center justify-center rounded-control bg-secondary px-6 text-sm font-semibold text-on-secondary transition hover:brightness-110 disabled:opacity-50';

const newKey = () => `dep-${crypto.randomUUID()}`;

/**
 * The payment window is remembered: a quickGame naming it closes it, and the deposit's ad-pixel
 * event waits until it is closed (spec §7 member_deposit.success).
 */
function openRemembered(url: string, name: string): Window | null {
  const win = window.open(url, name);
  // At /loading it waits for the payment address (spec §3 waitingUrl, until the page leaves /loading).
  rememberWaitingWindow(name, win, url === '/loading' ? 'payment' : undefined);
  return win;
}

/**
 * /user?page=Deposit: the site's channels for the member's currency. A bank channel files what the
 * member transferred; a gateway channel sends them to the gateway's payment page (a waiting window on
 * desktop, this tab on a phone) and the balance updates live once the gateway confirms.
 */
export function DepositPage(props: {
  memberId: string | null;
  currency: string;
  mobile: boolean;
  /** /fastPayment offers the online channels only. */
  only?: 'bank' | 'gateway';
}) {
  const { t } = useTranslation();
  const channels = useDepositChannels(props.memberId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ order: string; paying: boolean } | null>(null);

  if (channels.isError)
    return (
      <p role="alert" className={card}>
        {channels.error.message}
      </p>
    );
  if (!channels.data) return <p className="text-sm text-ink-faint">{t('common.loading')}</p>;
  const list = channels.data.list.filter((c) => !props.only || c.type === props.only);
  if (list.length === 0)
    return (
      <p className={card} data-testid="deposit-none">
        {t('deposit.none')}
      </p>
    );
  const channel: DepositChannel = list.find((c) => c.id === chosen) ?? list[0]!;
  const money = (v: string) => formatMoney(v, props.currency);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!/^\d+(\.\d+)?$/.test(amount.trim())) {
      setError(t('deposit.amountInvalid'));
      return;
    }
    const gateway = channel.type === 'gateway';
    const target = gateway ? openWaiting(props.mobile, openRemembered) : null;
    setBusy(true);
    setError(null);
    const result = await fileDeposit({
      channel_id: channel.id,
      amount: amount.trim(),
      reference: gateway ? undefined : reference.trim() || undefined,
      idempotency_key: key,
    });
    setBusy(false);
    if (!result.ok || (gateway && !result.data.pay_url)) {
      if (target) abandon(target);
      setError(result.ok ? t('deposit.payFailed') : result.message);
      return;
    }
    setKey(newKey());
    if (target && result.data.pay_url) {
      if (sendToPayment(target, result.data.pay_url, window.location) === 'page') return;
    }
    setDone({ order: result.data.order_number, paying: gateway });
  }

  if (done) {
    return (
      <section className={card} role="status" data-testid="deposit-done">
        <p className="text-sm text-ink">
          {t(done.paying ? 'deposit.paying' : 'deposit.done', { order: done.order })}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/user?page=DWRecord" className={primary}>
            {t('deposit.records')}
          </Link>
          <button
            type="button"
            className="text-sm text-primary hover:underline"
            onClick={() => setDone(null)}
          >
            {t('deposit.another')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" data-testid="deposit-page">
      <fieldset className={card}>
        <legend className="mb-3 text-sm font-medium text-ink-muted">{t('deposit.channel')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {list.map((c) => (
            <label
              key={c.id}
              className={`flex cursor-pointer flex-col rounded-field border p-4 ${c.id === channel.id ? 'border-primary bg-primary/10' : 'border-line'}`}
            >
              <input
                type="radio"
                name="channel"
                className="sr-only"
                checked={c.id === channel.id}
                onChange={() => setChosen(c.id)}
              />
              <span className="text-sm font-semibold text-ink">{c.name}</span>
              <span className="mt-1 text-xs text-ink-faint">
                {t('deposit.limits', { min: money(c.min_amount), max: money(c.max_amount) })}
              </span>
            </label>
          ))}
        </div>
        {channel.account_number ? (
          <dl
            className={`mt-4 grid gap-2 rounded-field bg-fill p-4 text-sm ${channel.bank_branch ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}
            data-testid="deposit-bank"
          >
            <div>
              <dt className="text-xs text-ink-faint">{t('deposit.bankName')}</dt>
              <dd className="text-ink">{channel.bank_name}</dd>
            </div>
            {channel.bank_branch ? (
              <div>
                <dt className="text-xs text-ink-faint">{t('deposit.bankBranch')}</dt>
                <dd className="text-ink">{channel.bank_branch}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-xs text-ink-faint">{t('deposit.accountName')}</dt>
              <dd className="text-ink">{channel.account_name}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink-faint">{t('deposit.accountNumber')}</dt>
              <dd className="font-mono text-ink">{channel.account_number}</dd>
            </div>
          </dl>
        ) : null}
      </fieldset>
      <div className={`${card} flex flex-col gap-4`}>
        <label className="flex flex-col gap-1.5 text-sm text-ink-muted">
          {t(channel.type === 'gateway' ? 'deposit.payAmount' : 'deposit.amount')}
          <input
            className={input}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="deposit-amount"
          />
        </label>
        {channel.type === 'bank' ? (
          <label className="flex flex-col gap-1.5 text-sm text-ink-muted">
            {t('deposit.reference')}
            <input
              className={input}
              maxLength={100}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              data-testid="deposit-reference"
            />
          </label>
        ) : (
          <p className="text-sm text-ink-faint" data-testid="deposit-gateway-note">
            {t('deposit.gatewayNote')}
          </p>
        )}
        {error ? (
          <p role="alert" className="text-sm text-primary" data-testid="deposit-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className={primary} disabled={busy} data-testid="deposit-submit">
          {busy ? t('deposit.sending') : t(channel.type === 'gateway' ? 'deposit.pay' : 'deposit.submit')}
        </button>
      </div>
    </form>
  );
}
