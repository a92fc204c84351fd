import { AdminReportOperations, type OperationsFigures } from '@arks/contracts';
import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api/use-admin';
import { MoneyChartCard } from '../../components/money-chart';
import { PageBody, PageHeader } from '../../layout/page-header';
import { RebuildDay } from './rebuild-day';
import { ReportFilterBar, useReportFilters } from './report-frame';
import { amountColumn, chartNumber, money, ReportState, TotalsTable } from './report-parts';

type Day = OperationsFigures & { date: string };

/** 运营报表: the site's days with money, bets, GGR, costs (commission too), NGR, company profit and active members. */
export function OperationsPage() {
  const { t } = useTranslation();
  const { filters, set } = useReportFilters();
  const query = useAdminQuery(AdminReportOperations, filters ?? ({} as never), { enabled: filters !== null });
  const data = query.data;
  const points = (data?.rows ?? []).map((r) => ({
    date: r.date.slice(5),
    ggr: chartNumber(r.ggr),
    ngr: chartNumber(r.ngr),
    deposits: chartNumber(r.deposit_amount),
    withdrawals: chartNumber(r.withdrawal_amount),
  }));
  const count = (key: keyof Day & string, title: string) => ({
    key,
    dataIndex: key,
    title,
    align: 'right' as const,
  });
  const columns = [
    { key: 'date', dataIndex: 'date', title: t('reports.date'), fixed: 'left' as const },
    count('registrations', t('reports.registrations')),
    count('first_deposit_count', t('reports.firstDeposits')),
    amountColumn<Day>('first_deposit_amount', t('reports.firstDepositAmount')),
    count('deposit_count', t('reports.depositCount')),
    amountColumn<Day>('deposit_amount', t('reports.deposits')),
    count('withdrawal_count', t('reports.withdrawalCount')),
    amountColumn<Day>('withdrawal_amount', t('reports.withdrawals')),
    amountColumn<Day>('net_deposit_amount', t('reports.netDeposits')),
    amountColumn<Day>('bet_amount', t('reports.bets')),
    amountColumn<Day>('valid_bet_amount', t('reports.validBets')),
    amountColumn<Day>('ggr', t('reports.ggr')),
    amountColumn<Day>('promotion_amount', t('reports.promotions')),
    amountColumn<Day>('rebate_amount', t('reports.rebates')),
    amountColumn<Day>('adjustment_amount', t('reports.adjustments')),
    amountColumn<Day>('commission_amount', t('reports.commission')),
    amountColumn<Day>('fee_amount', t('reports.fees')),
    amountColumn<Day>('ngr', t('reports.ngr')),
    amountColumn<Day>('company_profit', t('reports.companyProfit')),
    count('active_members', t('reports.activeMembers')),
  ];
  // The range at a glance, as the totals row says it.
  const kpis: [keyof OperationsFigures, string][] = [
    ['deposit_amount', t('reports.deposits')],
    ['withdrawal_amount', t('reports.withdrawals')],
    ['valid_bet_amount', t('reports.validBets')],
    ['ggr', t('reports.ggr')],
    ['ngr', t('reports.ngr')],
    ['active_members', t('reports.activeMembers')],
  ];
  return (
    <>
      <PageHeader
        title={t('reports.operationsTitle')}
        crumbs={[{ title: t('menu.reports') }, { title: t('reports.menuOperations') }]}
        subtitle={data ? t('reports.zone', { zone: data.time_zone }) : undefined}
      />
      <PageBody>
        {filters && (
          <ReportFilterBar report="operations" filters={filters} set={set}>
            <RebuildDay siteId={filters.site_id} onDone={() => void query.refetch()} />
          </ReportFilterBar>
        )}
        <ReportState loading={query.isLoading} error={query.error}>
          {data && filters && (
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <Row gutter={[16, 16]} data-testid="operations-kpis">
                {kpis.map(([key, title]) => {
                  const value = data.totals[key];
                  const negative = typeof value === 'string' && value.startsWith('-');
                  return (
                    <Col key={key} xs={12} md={8} xl={4}>
                      <Card size="small">
                        <Statistic
                          title={title}
                          value={typeof value === 'string' ? money(value) : value}
                          suffix={typeof value === 'string' ? filters.currency : undefined}
                          valueStyle={{ fontSize: 22, ...(negative ? { color: '#cf1322' } : {}) }}
                        />
                      </Card>
                    </Col>
                  );
                })}
              </Row>
              <Typography.Text type="secondary">{t('reports.definitions')}</Typography.Text>
              <Row gutter={[16, 16]}>
                <Col xs={24} xl={12}>
                  <MoneyChartCard
                    title={t('reports.chartGgr')}
                    currency={filters.currency}
                    testId="chart-ggr"
                    data={points}
                    xKey="date"
                    kind="line"
                    height={260}
                    series={[
                      { key: 'ggr', name: t('reports.ggr'), color: '#1677ff' },
                      { key: 'ngr', name: t('reports.ngr'), color: '#52c41a' },
                    ]}
                  />
                </Col>
                <Col xs={24} xl={12}>
                  <MoneyChartCard
                    title={t('reports.chartMoney')}
                    currency={filters.currency}
                    testId="chart-money"
                    data={points}
                    xKey="date"
                    kind="bar"
                    height={260}
                    series={[
                      { key: 'deposits', name: t('reports.deposits'), color: '#1677ff' },
                      { key: 'withdrawals', name: t('reports.withdrawals'), color: '#ff7875' },
                    ]}
                  />
                </Col>
              </Row>
              <TotalsTable<Day>
                testId="operations-table"
                rows={data.rows}
                totals={{ ...data.totals, date: '' }}
                columns={columns}
                rowKey={(r) => r.date}
              />
            </Space>
          )}
        </ReportState>
      </PageBody>
    </>
  );
}
