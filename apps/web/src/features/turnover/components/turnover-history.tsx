import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { TURNOVER_PAGE_SIZE, useTurnover } from '../api/turnover';
import { remainingChange } from '../logic/progress';
import { TurnoverPanel } from './turnover-panel';
const nav =
  'inline-flex h-9 items-center rounded-control border border-line px-3 text-sm text-ink-muted transition hover:border-primary hover:text-primary disabled:opacity-40';

/**
 * Transaction records › Turnover: what remains of the member's open requirements, then every change
 * of them, newest first. It sits inside the records card, so it draws no card of its own.
 */
export function TurnoverHistory(props: { memberId: string | null; timeZone: string }) {
  return (
    <div className="flex flex-col gap-5">
      <TurnoverPanel memberId={props.memberId} embedded />
      <TurnoverChanges {...props} />
    </div>
  );
}

function TurnoverChanges(props: { memberId: string | null; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useTurnover(props.memberId, page);
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
      timeZone: props.timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(iso));

  if (query.isError)
    return (
      <p role="alert" className="text-sm text-ink-muted">
        {query.error.message}
      </p>
    );
  if (!query.data) return <p className="text-sm text-ink-faint">{t('common.loading')}</p>;
  const { history, currency } = query.data;
  const pages = Math.max(1, Math.ceil(history.total / TURNOVER_PAGE_SIZE));
  return (
    <section data-testid="turnover-history">
      {history.list.length === 0 ? (
        <p className="rounded-field border border-dashed border-line px-5 py-10 text-center text-sm text-ink-faint">
          {t('turnover.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-field border border-line">
          {history.list.map((c) => {
            const change = remainingChange(c.remaining_before, c.remaining_after);
            return (
              <li key={c.id} className="flex flex-col gap-0.5 px-4 py-3 text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-medium text-ink">
                    {t(`turnover.source.${c.source}`)} · {t(`turnover.reason.${c.reason}`)}
                  </span>
                  <span
                    className={clsx(
                      'shrink-0 font-semibold tabular-nums',
                      change.startsWith('-') ? 'text-success' : 'text-ink',
                    )}
                    data-testid="turnover-change"
                  >
                    {formatMoney(change, currency, { signed: true })}
                  </span>
                </div>
                {/* On a narrow phone the remaining amounts wrap under the time, right-aligned. */}
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-ink-faint tabular-nums">
                  <span>{time(c.created_at)}</span>
                  <span className="ml-auto">
                    {t('turnover.change', {
                      before: formatMoney(c.remaining_before, currency),
                      after: formatMoney(c.remaining_after, currency),
                    })}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <div className="mt-4 flex items-center justify-end gap-2">
          <button
            type="button"
            className={nav}
            disabled={page <= 1}
            aria-label={t('wallet.pager.previous')}
            onClick={() => setPage(page - 1)}
          >
            ‹
          </button>
          <span className="text-sm text-ink-faint tabular-nums">
            {page} / {pages}
          </span>
          <button
            type="button"
            className={nav}
            disabled={page >= pages}
            aria-label={t('wallet.pager.next')}
            onClick={() => setPage(page + 1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
