import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { card, chip, LoadError } from '../../../components/records/record-bits';
import type { AgentViewProps } from '../../../lib/agent-view';
import { useTeamDashboard, type TeamDashboardData } from '../api/team-dashboard';
import { PERIOD_KEYS } from '../logic/label-keys';
import { Figure, WinLoss } from './team-bits';

type PeriodName = TeamDashboardData['periods'][number]['period'];

/**
 * ProxyCenter: the agent's team at a glance. Team size, then today's, this week's or this month's
 * figures (site days), from the same daily figures as the operator's reports. The commission card
 * sits beside it (the commission feature's own component).
 */
export function TeamDashboard(props: AgentViewProps) {
  const { t } = useTranslation();
  const query = useTeamDashboard(props.memberId);
  const [period, setPeriod] = useState<PeriodName>('today');
  const money = (amount: string) => formatMoney(amount, props.currency);

  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <div className="h-40 animate-pulse rounded-lg bg-fill" aria-busy="true" />;
  const { team, periods } = query.data;
  const shown = periods.find((p) => p.period === period) ?? periods[0]!;

  return (
    <div className="flex flex-col gap-4" data-testid="team-dashboard">
      <section className={card} aria-labelledby="team-size">
        <h3 id="team-size" className="mb-3 text-sm font-semibold text-ink">
          {t('agentTeam.team.title')}
        </h3>
        <dl className="grid grid-cols-3 gap-2 sm:gap-3">
          <Figure label={t('agentTeam.team.direct')} testId="team-direct">
            {team.direct_members}
          </Figure>
          <Figure label={t('agentTeam.team.subAgents')} testId="team-sub-agents">
            {team.sub_agents}
          </Figure>
          <Figure label={t('agentTeam.team.whole')} testId="team-whole">
            {team.whole_tree}
          </Figure>
        </dl>
      </section>
      <section className={card} aria-labelledby="team-figures">
        <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h3 id="team-figures" className="text-sm font-semibold text-ink">
            {t('agentTeam.figures.title')}
            <span className="ml-2 text-xs font-normal text-ink-faint tabular-nums">
              {shown.start_date === shown.end_date
                ? shown.end_date
                : `${shown.start_date} – ${shown.end_date}`}
            </span>
          </h3>
          <div className="flex gap-2" role="group" aria-label={t('agentTeam.periodLabel')}>
            {periods.map((p) => (
              <button
                key={p.period}
                type="button"
                aria-pressed={p.period === period}
                data-testid={`team-period-${p.period}`}
                onClick={() => setPeriod(p.period)}
                className={clsx(
                  chip,
                  p.period === period
                    ? 'border-primary bg-primary/15 text-primary'
                    : 'border-line text-ink-muted hover:border-primary hover:text-primary',
                )}
              >
                {t(PERIOD_KEYS[p.period])}
              </button>
            ))}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3" data-testid="team-period-figures">
          <Figure label={t('agentTeam.figures.newMembers')} testId="team-new-members">
            {shown.new_members}
          </Figure>
          <Figure label={t('agentTeam.figures.activeMembers')} testId="team-active-members">
            {shown.active_members}
          </Figure>
          <Figure label={t('agentTeam.figures.deposits')} testId="team-deposits">
            {money(shown.deposits)}
          </Figure>
          <Figure label={t('agentTeam.figures.withdrawals')}>{money(shown.withdrawals)}</Figure>
          <Figure label={t('agentTeam.figures.validBet')}>{money(shown.valid_bet)}</Figure>
          <Figure label={t('agentTeam.figures.winLoss')}>
            <WinLoss amount={shown.win_loss} currency={props.currency} />
          </Figure>
        </dl>
        <p className="mt-3 text-xs leading-relaxed text-ink-faint">
          {t('agentTeam.activeNote')} {t('agentTeam.winLossNote')}
        </p>
      </section>
    </div>
  );
}

export default TeamDashboard;
