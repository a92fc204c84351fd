import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { DateRangeFilter, EmptyRows, LoadError, StatusBadge } from '../../../components/records/record-bits';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { useRecordFilter } from '../../../components/records/use-record-filter';
import type { AgentViewProps } from '../../../lib/agent-view';
import { useStratified, type StratifiedRow } from '../api/team-stratified';
import { AgentPath, Figure, WinLoss } from './team-bits';

/**
 * StratifiedTable (分层报表): one level of the tree at a time. Each direct member is a row, each
 * sub-agent a row for itself and everyone below it; a sub-agent opens its own level. The rows of a
 * level add up to its totals.
 */
export function StratifiedTable(props: AgentViewProps) {
  const { t } = useTranslation();
  const range = useRecordFilter(props.timeZone);
  const [agentId, setAgentId] = useState<number | undefined>(undefined);
  const query = useStratified(props.memberId, {
    ...range.range,
    ...(agentId === undefined ? {} : { agent_id: agentId }),
  });
  const money = (amount: string) => formatMoney(amount, props.currency);

  const columns: RecordColumn<StratifiedRow>[] = [
    {
      key: 'account',
      card: 'title',
      label: t('agentTeam.col.account'),
      render: (r) =>
        r.kind === 'agent' ? (
          <button
            type="button"
            className="inline-flex items-center gap-2 font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            onClick={() => setAgentId(r.member_id)}
            title={t('agentTeam.drill')}
            data-testid="stratified-open"
          >
            {r.account}
            <StatusBadge tone="good">{t('agentTeam.kind.agent')}</StatusBadge>
          </button>
        ) : (
          <span className="font-medium">{r.account}</span>
        ),
    },
    { key: 'members', label: t('agentTeam.figures.members'), align: 'end', render: (r) => r.members },
    { key: 'dep', label: t('agentTeam.figures.deposits'), align: 'end', render: (r) => money(r.deposits) },
    {
      key: 'wd',
      label: t('agentTeam.figures.withdrawals'),
      align: 'end',
      render: (r) => money(r.withdrawals),
    },
    { key: 'valid', label: t('agentTeam.figures.validBet'), align: 'end', render: (r) => money(r.valid_bet) },
    {
      key: 'wl',
      card: 'value',
      label: t('agentTeam.figures.winLoss'),
      align: 'end',
      render: (r) => <WinLoss amount={r.win_loss} currency={props.currency} />,
    },
    {
      key: 'promo',
      label: t('agentTeam.figures.promotions'),
      align: 'end',
      render: (r) => money(r.promotions),
    },
    { key: 'rebate', label: t('agentTeam.figures.rebates'), align: 'end', render: (r) => money(r.rebates) },
  ];

  return (
    <div data-testid="stratified-table">
      {query.data ? <AgentPath path={query.data.path} onOpen={setAgentId} /> : null}
      <DateRangeFilter range={range.range} timeZone={props.timeZone} onChange={range.setRange} />
      <div className="mt-4 flex flex-col gap-4">
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <p className="text-sm text-ink-faint">{t('common.loading')}</p>
        ) : (
          <>
            <dl
              aria-label={t('agentTeam.totals')}
              className="grid grid-cols-2 gap-2 sm:grid-cols-4"
              data-testid="stratified-totals"
            >
              <Figure label={t('agentTeam.figures.members')}>{query.data.totals.members}</Figure>
              <Figure label={t('agentTeam.figures.deposits')} testId="stratified-total-deposits">
                {money(query.data.totals.deposits)}
              </Figure>
              <Figure label={t('agentTeam.figures.validBet')}>{money(query.data.totals.valid_bet)}</Figure>
              <Figure label={t('agentTeam.figures.winLoss')}>
                <WinLoss amount={query.data.totals.win_loss} currency={props.currency} />
              </Figure>
            </dl>
            {query.data.rows.length === 0 ? (
              <EmptyRows>{t('agentTeam.none')}</EmptyRows>
            ) : (
              <RecordTable
                testId="stratified-rows"
                columns={columns}
                rows={query.data.rows}
                rowKey={(r) => String(r.member_id)}
                dimmed={query.isPlaceholderData}
              />
            )}
            <p className="text-xs leading-relaxed text-ink-faint">{t('agentTeam.stratifiedNote')}</p>
          </>
        )}
      </div>
    </div>
  );
}

export default StratifiedTable;
