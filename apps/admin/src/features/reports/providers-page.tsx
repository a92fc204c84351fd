import { AdminReportProviders, type ProviderFigures } from '@arks/contracts';
import { Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api/use-admin';
import { useHallName } from '../../components/hall-name';
import { MoneyChartCard } from '../../components/money-chart';
import { PageBody, PageHeader } from '../../layout/page-header';
import { ReportFilterBar, useReportFilters } from './report-frame';
import { amountColumn, chartNumber, ReportState, TotalsTable } from './report-parts';

type GroupBy = 'provider' | 'hall';

/** Bets, valid bets, win/loss, margin and transfers per provider, or per hall. */
export function ProvidersPage() {
  const { t } = useTranslation();
  const { filters, params, set } = useReportFilters();
  const hallName = useHallName();
  const groupBy: GroupBy = params.get('group_by') === 'hall' ? 'hall' : 'provider';
  const query = useAdminQuery(
    AdminReportProviders,
    filters ? { ...filters, group_by: groupBy } : ({} as never),
    { enabled: filters !== null },
  );
  const data = query.data;
  const label = (r: ProviderFigures) => (groupBy === 'provider' ? (r.provider ?? '') : hallName(r.hall ?? 0));
  const points = (data?.rows ?? []).map((r) => ({
    name: label(r),
    bets: chartNumber(r.bet_amount),
    ggr: chartNumber(r.ggr),
  }));
  const columns = [
    {
      key: 'name',
      dataIndex: groupBy,
      title: groupBy === 'provider' ? t('reports.provider') : t('reports.hall'),
      render: (_: unknown, r: ProviderFigures) => label(r),
    },
    { key: 'rounds', dataIndex: 'rounds', title: t('reports.rounds'), align: 'right' as const },
    amountColumn<ProviderFigures>('bet_amount', t('reports.bets')),
    amountColumn<ProviderFigures>('valid_bet_amount', t('reports.validBets')),
    amountColumn<ProviderFigures>('payout_amount', t('reports.payouts')),
    amountColumn<ProviderFigures>('ggr', t('reports.ggr')),
    {
      key: 'margin',
      dataIndex: 'margin',
      title: t('reports.margin'),
      align: 'right' as const,
      render: (v: string | null) => (v === null ? '—' : `${v}%`),
    },
    ...(groupBy === 'provider'
      ? [
          amountColumn<ProviderFigures>('transfer_in_amount', t('reports.transfersIn')),
          amountColumn<ProviderFigures>('transfer_out_amount', t('reports.transfersOut')),
        ]
      : []),
    { key: 'members', dataIndex: 'members', title: t('reports.members'), align: 'right' as const },
  ];
  return (
    <>
      <PageHeader
        title={t('reports.providersTitle')}
        crumbs={[{ title: t('menu.reports') }, { title: t('reports.menuProviders') }]}
      />
      <PageBody>
        {filters && (
          <ReportFilterBar report="providers" filters={filters} set={set} extra={{ group_by: groupBy }}>
            <Segmented<GroupBy>
              aria-label={t('reports.groupBy')}
              value={groupBy}
              onChange={(value) => set({ group_by: value })}
              options={[
                { value: 'provider', label: t('reports.byProvider') },
                { value: 'hall', label: t('reports.byHall') },
              ]}
            />
          </ReportFilterBar>
        )}
        <ReportState loading={query.isLoading} error={query.error}>
          {data && filters && (
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <MoneyChartCard
                title={t('reports.chartProviders')}
                currency={filters.currency}
                testId="chart-providers"
                data={points}
                xKey="name"
                kind="bar"
                height={260}
                series={[
                  { key: 'bets', name: t('reports.bets'), color: '#1677ff' },
                  { key: 'ggr', name: t('reports.ggr'), color: '#faad14' },
                ]}
              />
              <TotalsTable<ProviderFigures>
                testId="providers-table"
                rows={data.rows}
                totals={data.totals}
                columns={columns}
                rowKey={(r) => `${r.provider ?? ''}:${r.hall ?? ''}`}
              />
            </Space>
          )}
        </ReportState>
      </PageBody>
    </>
  );
}
