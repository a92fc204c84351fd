import { TEAM_REPORT_MAX_DAYS } from '@arks/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { DateRangeFilter, EmptyRows, LoadError, StatusBadge } from '../../../components/records/record-bits';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { useRecordFilter } from '../../../components/records/use-record-filter';
import type { AgentViewProps } from '../../../lib/agent-view';
import { toast } from '../../../lib/toast';
import { useDownloadStratified, useStratified, type StratifiedRow } from '../api/team-stratified';
import { EXPORT_FORMATS, wholePeriods } from '../logic/export-file';
import { LevelChart } from './level-chart';
import { AgentPath, ExportButtons, Figure, WinLoss } from './team-bits';

/**
 * StratifiedTable (分层报表): one level of the tree at a time. Each direct member is a row, each
 * sub-agent a row for itself and everyone below it; a sub-agent opens its own level. The rows of a
 * level add up to its totals. Fees are exact for any dates; commission (what a sub-agent earns, and
 * in the totals what this level's agent earns) shows only when the dates cover whole commission
 * periods, with a shortcut to the dates that do.
 */
export function StratifiedTable(props: AgentViewProps) {
  const { t } = useTranslation();
  const range = useRecordFilter(props.timeZone);
  const [agentId, setAgentId] = useState<number | undefined>(undefined);
  const request = { ...range.range, ...(agentId === undefined ? {} : { agent_id: agentId }) };
  const query = useStratified(props.memberId, request);
  const download = useDownloadStratified();
  const money = (amount: string) => formatMoney(amount, props.currency);
  const commission = (amount: string | null) => (amount === null ? '—' : money(amount));
  const whole = query.data ? wholePeriods(query.data.commission_periods, TEAM_REPORT_MAX_DAYS) : null;
  const save = (format: (typeof EXPORT_FORMATS)[number]) =>
    download.mutate(
      { range: range.range, agentId, format },
      { onError: () => toast.error(t('agentTeam.export.failed')) },
    );

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
    { key: 'fees', label: t('agentTeam.figures.fees'), align: 'end', render: (r) => money(r.fees) },
    {
      key: 'commission',
      label: t('agentTeam.figures.commission'),
      align: 'end',
      render: (r) => commission(r.commission),
    },
  ];

  return (
    <div data-testid="stratified-table">
      {query.data ? <AgentPath path={query.data.path} onOpen={setAgentId} /> : null}
      <DateRangeFilter range={range.range} timeZone={props.timeZone} onChange={range.setRange} />
      <ExportButtons disabled={download.isPending || !query.data} onSave={save} testId="stratified-export" />
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
              <Figure label={t('agentTeam.figures.fees')} testId="stratified-total-fees">
                {money(query.data.totals.fees)}
              </Figure>
              <Figure label={t('agentTeam.figures.commission')} testId="stratified-total-commission">
                {commission(query.data.totals.commission)}
              </Figure>
            </dl>
            {query.data.commission_whole ? null : (
              <div
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-field border border-line bg-fill px-4 py-3 text-sm text-ink-muted"
                data-testid="stratified-commission-cut"
              >
                <p className="min-w-0 flex-1">{t('agentTeam.commissionCut')}</p>
                {whole ? (
                  <button
                    type="button"
                    onClick={() => range.setRange(whole)}
                    className="inline-flex min-h-9 items-center rounded-control border border-primary px-4 py-1 text-start text-sm font-medium text-primary transition hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-primary"
                    data-testid="stratified-whole-periods"
                  >
                    {t('agentTeam.commissionWhole', { start: whole.start_date, end: whole.end_date })}
                  </button>
                ) : null}
              </div>
            )}
            {query.data.rows.length === 0 ? (
              <EmptyRows>{t('agentTeam.none')}</EmptyRows>
            ) : (
              <>
                <LevelChart rows={query.data.rows} currency={props.currency} />
                <RecordTable
                  testId="stratified-rows"
                  columns={columns}
                  rows={query.data.rows}
                  rowKey={(r) => String(r.member_id)}
                  dimmed={query.isPlaceholderData}
                />
              </>
            )}
            <p className="text-xs leading-relaxed text-ink-faint">{t('agentTeam.stratifiedNote')}</p>
            <p className="text-xs leading-relaxed text-ink-faint">{t('agentTeam.feesNote')}</p>
          </>
        )}
      </div>
    </div>
  );
}

export default StratifiedTable;
