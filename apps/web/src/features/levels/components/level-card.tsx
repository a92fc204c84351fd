import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { useMemberLevel, type MemberLevelData } from '../api/member-level';
import { progressPercent, remainingAmount } from '../logic/progress';

const card = 'rounded-card border border-line bg-surface p-5 sm:p-6';

function ProgressBar(props: {
  label: string;
  value: string;
  target: string;
  currency: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const pct = progressPercent(props.value, props.target);
  const money = (amount: string) => formatMoney(amount, props.currency);
  const left = remainingAmount(props.value, props.target);
  return (
    <div data-testid={props.testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-ink">{props.label}</span>
        <span className="text-ink-faint tabular-nums">
          {money(props.value)} / {money(props.target)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-fill"
      >
        <div
          className={clsx(
            'h-full rounded-full transition-[width]',
            pct >= 100 ? 'bg-primary' : 'bg-secondary',
          )}
          // A start (under 1%) still shows: a sliver, never an empty bar.
          style={{ width: `${pct}%`, minWidth: /^[0.]+$/.test(props.value) ? undefined : '0.375rem' }}
        />
      </div>
      <p className="mt-1 text-xs text-ink-faint">
        {pct >= 100 ? t('levels.reached') : t('levels.toGo', { amount: money(left) })}
      </p>
    </div>
  );
}

function Limits(props: { data: MemberLevelData }) {
  const { t } = useTranslation();
  const { current, currency } = props.data;
  const parts = [
    current.withdraw_daily_count === null
      ? null
      : t('levels.withdrawCount', { count: current.withdraw_daily_count }),
    current.withdraw_daily_amount === null
      ? null
      : t('levels.withdrawAmount', { amount: formatMoney(current.withdraw_daily_amount, currency) }),
  ].filter((p): p is string => p !== null);
  return (
    <div className="rounded-field border border-line bg-fill px-4 py-3">
      <dt className="text-xs text-ink-faint">{t('levels.withdrawLimits')}</dt>
      <dd className="mt-1 text-sm font-medium text-ink" data-testid="level-withdraw-limits">
        {parts.length ? parts.join(' · ') : t('levels.siteLimits')}
      </dd>
    </div>
  );
}

/** The member centre's level card: level and name, progress to the next level, its perks. */
export function LevelCard(props: { memberId: string | null }) {
  const { t } = useTranslation();
  const level = useMemberLevel(props.memberId);
  if (level.isError)
    return (
      <section className={card} aria-label={t('levels.title')}>
        <p className="text-sm text-ink-faint">{t('levels.loadError')}</p>
      </section>
    );
  if (!level.data)
    return (
      <section className={card} aria-label={t('levels.title')}>
        <p className="text-sm text-ink-faint">{t('common.loading')}</p>
      </section>
    );
  const d = level.data;
  const money = (amount: string) => formatMoney(amount, d.currency);
  return (
    <section
      className={clsx(card, 'relative overflow-hidden')}
      aria-labelledby="level-title"
      data-testid="level-card"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-20 -right-12 size-56 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative flex flex-wrap items-center gap-4">
        <span
          aria-hidden
          className="flex size-14 shrink-0 flex-col items-center justify-center rounded-full bg-gradient-to-br from-primary/30 to-primary/5 leading-none text-primary ring-1 ring-primary/40"
        >
          <span className="text-[0.625rem] font-semibold tracking-widest">VIP</span>
          <span className="text-xl font-bold">{d.current.level}</span>
        </span>
        <div className="min-w-0">
          <h3 id="level-title" className="text-sm font-medium text-ink-faint">
            {t('levels.title')}
          </h3>
          <p className="text-2xl font-bold tracking-tight text-ink" data-testid="level-name">
            {d.current.name}
          </p>
        </div>
      </div>

      <div className="relative mt-5 flex flex-col gap-4">
        {d.next ? (
          <>
            <p className="text-sm text-ink">
              {t('levels.next', { name: d.next.name })}{' '}
              <span className="text-ink-faint">{t('levels.period', { days: d.period_days })}</span>
            </p>
            <ProgressBar
              label={t('levels.deposits')}
              value={d.deposits}
              target={d.next.deposit_threshold}
              currency={d.currency}
              testId="level-progress-deposits"
            />
            <ProgressBar
              label={t('levels.validBets')}
              value={d.valid_bets}
              target={d.next.valid_bet_threshold}
              currency={d.currency}
              testId="level-progress-bets"
            />
            <p className="text-xs text-ink-faint">{t('levels.bothNeeded')}</p>
          </>
        ) : (
          <p className="text-sm font-medium text-primary">{t('levels.top')}</p>
        )}
        <dl className="grid gap-3 sm:grid-cols-2">
          <Limits data={d} />
          <div className="rounded-field border border-line bg-fill px-4 py-3">
            <dt className="text-xs text-ink-faint">{t('levels.bonus')}</dt>
            <dd className="mt-1 text-sm font-medium text-ink" data-testid="level-next-bonus">
              {d.next && !/^0(\.0+)?$/.test(d.next.bonus)
                ? t('levels.nextBonus', { name: d.next.name, amount: money(d.next.bonus) })
                : t('levels.noBonus')}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
