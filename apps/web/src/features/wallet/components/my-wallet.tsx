import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberKeys } from '../../../api/query-keys';
import { formatMoney } from '../../../components/money-format';
import { useMyCash } from '../api/my-cash';
import { BalanceReturnButton } from './balance-return-button';
import { card, chip, EmptyRows, LoadError } from '../../../components/records/record-bits';

/** /user?page=MyWallet: the main wallet, every game wallet (spec §7 my_cash) and their total. */
export function MyWallet(props: { memberId: string | null; currency: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cash = useMyCash(props.memberId);
  const money = (amount: string) => formatMoney(amount, props.currency);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.wallets(props.memberId) }),
      queryClient.invalidateQueries({ queryKey: memberKeys.layout(props.memberId) }),
    ]);

  return (
    <div className="flex flex-col gap-6" data-testid="my-wallet">
      <section className={clsx(card, 'relative overflow-hidden')} aria-labelledby="wallet-main">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-primary/10 blur-3xl"
        />
        <div className="relative flex flex-wrap items-start justify-between gap-4">
          <div>
            <h3 id="wallet-main" className="text-sm font-medium text-ink-faint">
              {t('wallet.main')}
            </h3>
            <p
              className="mt-1 text-3xl font-bold tracking-tight text-ink tabular-nums sm:text-4xl"
              data-testid="wallet-main-cash"
            >
              {cash.data ? money(cash.data.main_cash) : cash.isError ? '—' : '…'}
            </p>
            <p className="mt-2 text-sm text-ink-faint">
              {t('wallet.total')}{' '}
              <span className="font-semibold text-ink tabular-nums" data-testid="wallet-total">
                {cash.data ? money(cash.data.total) : '—'}
              </span>
            </p>
          </div>
          <button
            type="button"
            data-testid="wallet-refresh"
            onClick={() => void refresh()}
            disabled={cash.isFetching}
            className={clsx(
              chip,
              'gap-2 border-line-strong text-ink hover:border-primary hover:text-primary',
            )}
          >
            <svg
              viewBox="0 0 24 24"
              className={clsx('size-4', cash.isFetching && 'animate-spin')}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden
            >
              <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('wallet.refresh')}
          </button>
        </div>
        <div className="relative mt-5 flex flex-wrap gap-2">
          <Link
            to="/user?page=Deposit"
            className={clsx(chip, 'border-transparent bg-secondary text-on-secondary hover:brightness-110')}
          >
            {t('user.pages.Deposit')}
          </Link>
          <Link
            to="/user?page=Withdrawal"
            className={clsx(chip, 'border-line-strong text-ink hover:border-primary hover:text-primary')}
          >
            {t('user.pages.Withdrawal')}
          </Link>
          <Link
            to="/user?page=Transaction"
            className={clsx(chip, 'border-line-strong text-ink hover:border-primary hover:text-primary')}
          >
            {t('user.pages.Transaction')}
          </Link>
        </div>
      </section>

      <section className={card} aria-labelledby="wallet-games">
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <h3 id="wallet-games" className="text-base font-semibold text-ink">
            {t('wallet.games')}
          </h3>
          <BalanceReturnButton memberId={props.memberId} />
        </div>
        {cash.isError ? (
          <LoadError error={cash.error} onRetry={() => void cash.refetch()} />
        ) : !cash.data ? (
          <p className="text-sm text-ink-faint">{t('common.loading')}</p>
        ) : cash.data.my_cash_list.length === 0 ? (
          <EmptyRows>{t('wallet.noGames')}</EmptyRows>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="wallet-list">
            {cash.data.my_cash_list.map((w) => (
              <li
                key={w.gp_id}
                className="flex items-center gap-3 rounded-field border border-line bg-fill px-4 py-3"
              >
                {w.icon_dark ? (
                  <img src={w.icon_dark} alt="" className="size-10 rounded-field object-contain" />
                ) : (
                  <span
                    aria-hidden
                    className="grid size-10 shrink-0 place-items-center rounded-field bg-primary/15 text-xs font-bold text-primary"
                  >
                    {w.name.slice(0, 2).toUpperCase()}
                  </span>
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-ink">{w.name}</span>
                  <span className="block text-xs text-ink-faint">{w.gp_id}</span>
                </span>
                <span className="text-sm font-semibold text-ink tabular-nums">{money(w.cash)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
