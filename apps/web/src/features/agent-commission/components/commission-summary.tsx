import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/money-format';
import { card, LoadError } from '../../../components/records/record-bits';
import { useCommissionSummary } from '../api/commission';
import { ratePercent } from '../logic/plan-words';
import { StateBadge } from './state-badge';

/**
 * The ProxyCenter's commission card: what the open period would pay now, and the last settlements.
 * The lead composes it beside the team dashboard.
 */
export function CommissionSummary(props: { memberId: string }) {
  const { t } = useTranslation();
  const query = useCommissionSummary(props.memberId);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <div className="h-40 animate-pulse rounded-card bg-fill" aria-busy="true" />;
  const { estimate, last, currency } = query.data;
  const money = (v: string) => formatMoney(v, currency);
  return (
    <section className={card} data-testid="commission-summary">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-sm font-semibold text-ink">{t('agentCommission.summary.title')}</h3>
        <Link
          to="/proxy?page=PerformanceSettlement"
          className="text-sm font-semibold text-primary hover:underline"
        >
          {t('agentCommission.summary.all')}
        </Link>
      </div>
      {estimate ? (
        <div className="mt-3">
          <p className="text-xs text-ink-faint">
            {t('agentCommission.summary.estimate', {
              start: estimate.period_start,
              end: estimate.period_end,
            })}
          </p>
          <p
            className="mt-1 text-2xl font-semibold text-primary tabular-nums"
            data-testid="commission-estimate"
          >
            {money(estimate.amount)}
          </p>
          <p className="mt-1 text-xs text-ink-muted">
            {t('agentCommission.summary.basis', {
              net: money(estimate.team_net),
              rate: ratePercent(estimate.rate_bp),
              active: estimate.active_members,
            })}
          </p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">{t('agentCommission.summary.noPlan')}</p>
      )}
      {last.length > 0 && (
        <ul className="mt-4 divide-y divide-line border-t border-line text-sm">
          {last.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-2.5">
              <span className="text-ink-muted tabular-nums">
                {s.period_start} – {s.period_end}
              </span>
              <span className="flex items-center gap-2">
                <span className="font-semibold text-ink tabular-nums">{money(s.amount)}</span>
                <StateBadge state={s.state} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
