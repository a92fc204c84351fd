import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { DateRangeFilter, LoadError } from '../../../components/records/record-bits';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { useRecordFilter } from '../../../components/records/use-record-filter';
import type { AgentViewProps } from '../../../lib/agent-view';
import { toast } from '../../../lib/toast';
import { useDownloadOperation, useOperation, type OperationDay } from '../api/team-operation';
import { EXPORT_FORMATS } from '../logic/export-file';
import type { ChartMetric } from '../logic/label-keys';
import { DayChart } from './day-chart';
import { ExportButtons, Figure, WinLoss } from './team-bits';

/**
 * OperationTable (运营报表): the whole team's figures per site day over a period, a chart of one
 * figure, the period's totals and the report as CSV or Excel. Newest day first in the table.
 */
export function OperationTable(props: AgentViewProps) {
  const { t } = useTranslation();
  const range = useRecordFilter(props.timeZone);
  const query = useOperation(props.memberId, range.range);
  const download = useDownloadOperation();
  const [metric, setMetric] = useState<ChartMetric>('deposits');
  const money = (amount: string) => formatMoney(amount, props.currency);

  const columns: RecordColumn<OperationDay>[] = [
    {
      key: 'day',
      card: 'title',
      label: t('agentTeam.col.day'),
      render: (r) => <span className="whitespace-nowrap tabular-nums">{r.day}</span>,
    },
    { key: 'reg', label: t('agentTeam.figures.registrations'), align: 'end', render: (r) => r.registrations },
    {
      key: 'first',
      label: t('agentTeam.figures.firstDeposits'),
      align: 'end',
      render: (r) => r.first_deposits,
    },
    { key: 'dep', label: t('agentTeam.figures.deposits'), align: 'end', render: (r) => money(r.deposits) },
    {
      key: 'wd',
      label: t('agentTeam.figures.withdrawals'),
      align: 'end',
      render: (r) => money(r.withdrawals),
    },
    { key: 'net', label: t('agentTeam.figures.net'), align: 'end', render: (r) => money(r.net) },
    { key: 'bets', label: t('agentTeam.figures.rounds'), align: 'end', render: (r) => r.rounds },
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
    {
      key: 'active',
      label: t('agentTeam.figures.activeMembers'),
      align: 'end',
      render: (r) => r.active_members,
    },
  ];

  const save = (format: (typeof EXPORT_FORMATS)[number]) =>
    download.mutate(
      { query: range.range, format },
      { onError: () => toast.error(t('agentTeam.export.failed')) },
    );

  return (
    <div data-testid="operation-table">
      <DateRangeFilter range={range.range} timeZone={props.timeZone} onChange={range.setRange} />
      <ExportButtons disabled={download.isPending || !query.data} onSave={save} testId="operation-export" />
      <div className="mt-4 flex flex-col gap-4">
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <p className="text-sm text-ink-faint">{t('common.loading')}</p>
        ) : (
          <>
            <dl
              aria-label={t('agentTeam.totals')}
              className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
              data-testid="operation-totals"
            >
              <Figure label={t('agentTeam.figures.registrations')}>{query.data.totals.registrations}</Figure>
              <Figure label={t('agentTeam.figures.activeMembers')}>{query.data.totals.active_members}</Figure>
              <Figure label={t('agentTeam.figures.deposits')} testId="operation-total-deposits">
                {money(query.data.totals.deposits)}
              </Figure>
              <Figure label={t('agentTeam.figures.withdrawals')}>
                {money(query.data.totals.withdrawals)}
              </Figure>
              <Figure label={t('agentTeam.figures.validBet')}>{money(query.data.totals.valid_bet)}</Figure>
              <Figure label={t('agentTeam.figures.winLoss')}>
                <WinLoss amount={query.data.totals.win_loss} currency={props.currency} />
              </Figure>
            </dl>
            <DayChart days={query.data.list} currency={props.currency} metric={metric} onMetric={setMetric} />
            <RecordTable
              testId="operation-rows"
              columns={columns}
              rows={[...query.data.list].reverse()}
              rowKey={(r) => r.day}
              dimmed={query.isPlaceholderData}
            />
            <p className="text-xs leading-relaxed text-ink-faint">
              {t('agentTeam.activeNote')} {t('agentTeam.winLossNote')}
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export default OperationTable;
