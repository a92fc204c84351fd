import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { useTurnover } from '../api/turnover';
import { requiredTotal, turnoverProgress } from '../logic/progress';

const card = 'rounded-card border border-line bg-surface p-5 sm:p-6';
/** Inside another card (Transaction records › Turnover): a filled block, not a second card. */
const block = 'rounded-field border border-line bg-fill p-4 sm:p-5';

/**
 * What the member must still wager before a withdrawal, with a progress bar: on the withdrawal page,
 * and `embedded` at the top of Transaction records › Turnover.
 */
export function TurnoverPanel(props: { memberId: string | null; embedded?: boolean }) {
  const { t } = useTranslation();
  const query = useTurnover(props.memberId);
  // A failed read says nothing here: the withdrawal itself still answers with what remains.
  if (!query.data) return null;
  const { open, currency, total_remaining } = query.data;
  if (open.length === 0) {
    return (
      <p
        className={clsx(
          'border border-line px-5 py-3 text-sm text-ink-muted',
          props.embedded ? 'rounded-field bg-fill' : 'rounded-card bg-surface',
        )}
        data-testid="turnover-none"
      >
        {t('turnover.none')}
      </p>
    );
  }
  const percent = turnoverProgress(open);
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <section
      className={props.embedded ? block : card}
      aria-labelledby="turnover-title"
      data-testid="turnover-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="turnover-title" className="text-sm font-medium text-ink-faint">
          {t('turnover.title')}
        </h3>
        <p className="text-sm text-ink-faint tabular-nums">
          {t('turnover.progress', { percent, required: money(requiredTotal(open)) })}
        </p>
      </div>
      <p className="mt-1 text-2xl font-bold text-ink tabular-nums" data-testid="turnover-remaining">
        {t('turnover.remaining', { amount: money(total_remaining) })}
      </p>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-fill"
        role="progressbar"
        data-testid="turnover-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('turnover.title')}
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          // Some wagering (under 1%) still shows: a sliver, never an empty bar.
          style={{
            width: `${percent}%`,
            minWidth: total_remaining === requiredTotal(open) ? undefined : '0.375rem',
          }}
        />
      </div>
      <p className="mt-3 text-sm text-ink-muted">{t('turnover.hint')}</p>
      <ul className="mt-3 flex flex-col gap-1 text-sm text-ink-muted" data-testid="turnover-open">
        {open.map((r) => (
          <li key={r.id} className="flex justify-between gap-3">
            <span>
              {t('turnover.requirement', { source: t(`turnover.source.${r.source}`), multiple: r.multiple })}
            </span>
            <span className="tabular-nums">
              {money(r.remaining)} / {money(r.required)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
