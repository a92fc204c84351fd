import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { TURNOVER_PAGE_SIZE, useTurnover } from '../api/turnover';

const card = 'rounded-card border border-line bg-surface p-5 sm:p-6';
const nav =
  'inline-flex h-9 items-center rounded-control border border-line px-3 text-sm text-ink-muted transition hover:border-primary hover:text-primary disabled:opacity-40';

/** Transaction records › Turnover: every change of the member's requirements, newest first. */
export function TurnoverHistory(props: { memberId: string | null; timeZone: string }) {
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
      <section className={card} role="alert">
        <p className="text-sm text-ink-muted">{query.error.message}</p>
      </section>
    );
  if (!query.data) return <p className="text-sm text-ink-faint">{t('common.loading')}</p>;
  const { history, currency } = query.data;
  const pages = Math.max(1, Math.ceil(history.total / TURNOVER_PAGE_SIZE));
  return (
    <section className={card} data-testid="turnover-history">
      {history.list.length === 0 ? (
        <p className="text-sm text-ink-faint">{t('turnover.empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {history.list.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
              <div className="flex flex-col">
                <span className="font-medium text-ink">
                  {t(`turnover.source.${c.source}`)} · {t(`turnover.reason.${c.reason}`)}
                </span>
                <span className="text-xs text-ink-faint">{time(c.created_at)}</span>
              </div>
              <span className="text-ink-muted tabular-nums">
                {t('turnover.change', {
                  before: formatMoney(c.remaining_before, currency),
                  after: formatMoney(c.remaining_after, currency),
                })}
              </span>
            </li>
          ))}
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
