import { GAME_HALLS } from '@arks/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { card, LoadError } from '../../../components/records/record-bits';
import type { AgentViewProps } from '../../../lib/agent-view';
import { useCommissionPlan } from '../api/commission';
import { isZero, paysOf, ratePercent } from '../logic/plan-words';

/** Plan: the commission plan in force for the member's site and currency, tiers and rules in words. */
export default function PlanView(props: AgentViewProps) {
  const { t } = useTranslation();
  const query = useCommissionPlan(props.memberId);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="text-sm text-ink-faint">{t('common.loading')}</p>;
  const { plan, currency, agent_type } = query.data;
  if (!plan) return <p className={card}>{t('agentCommission.plan.none', { currency })}</p>;
  const money = (v: string) => formatMoney(v, currency);
  const period = {
    week: t('agentCommission.period.week'),
    half_month: t('agentCommission.period.half_month'),
    month: t('agentCommission.period.month'),
  }[plan.period];
  const cpaOffered = !isZero(plan.cpa_amount);
  const pays = paysOf(agent_type, cpaOffered);
  const hallName = (hall: number) => {
    const known = GAME_HALLS[hall as keyof typeof GAME_HALLS];
    return known ? t(`halls.${known.key}.name`) : `#${hall}`;
  };
  return (
    <div className="space-y-5" data-testid="commission-plan">
      <section className={card}>
        <p className="text-xs text-ink-faint">
          {t('agentCommission.plan.version', { version: plan.version, date: plan.since.slice(0, 10) })}
        </p>
        <p className="mt-2 text-base font-semibold text-ink">
          {t('agentCommission.plan.period', { period })}
        </p>
        <p className="mt-2 text-sm text-ink-muted">{t('agentCommission.plan.basis')}</p>
      </section>
      {pays.share && (
        <section className={card}>
          <h3 className="text-sm font-semibold text-ink">{t('agentCommission.plan.tiers')}</h3>
          <ol className="mt-3 divide-y divide-line rounded-field border border-line" data-testid="plan-tiers">
            {plan.tiers.map((tier, i) => (
              <li key={i} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
                <span className="text-ink-muted">
                  {t('agentCommission.plan.tierLine', {
                    n: i + 1,
                    net: money(tier.min_net_revenue),
                    active: tier.min_active_members,
                  })}
                </span>
                <span className="text-lg font-semibold whitespace-nowrap text-primary tabular-nums">
                  {ratePercent(tier.rate_bp)}
                </span>
              </li>
            ))}
          </ol>
          <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-ink-muted">
            <li>
              {t('agentCommission.plan.active', {
                deposits: money(plan.active_min_deposits),
                bets: money(plan.active_min_valid_bet),
              })}
            </li>
            <li>
              {t('agentCommission.plan.hallFee', { rate: ratePercent(plan.default_hall_fee_bp) })}
              {plan.hall_fees.length > 0 &&
                ` (${plan.hall_fees.map((h) => `${hallName(h.hall)} ${ratePercent(h.fee_bp)}`).join(', ')})`}
            </li>
            <li>
              {t('agentCommission.plan.moneyFees', {
                deposit: ratePercent(plan.deposit_fee_bp),
                withdrawal: ratePercent(plan.withdrawal_fee_bp),
              })}
            </li>
            <li>
              {plan.carry_negative ? t('agentCommission.plan.carryOn') : t('agentCommission.plan.carryOff')}
            </li>
            <li>{t('agentCommission.plan.multiLevel')}</li>
          </ul>
        </section>
      )}
      {pays.cpa && cpaOffered && (
        <section className={card} data-testid="plan-cpa">
          <h3 className="text-sm font-semibold text-ink">{t('agentCommission.plan.cpaTitle')}</h3>
          <p className="mt-2 text-sm text-ink-muted">
            {t('agentCommission.plan.cpa', {
              amount: money(plan.cpa_amount),
              min: money(plan.cpa_min_deposits),
            })}
          </p>
        </section>
      )}
    </div>
  );
}
