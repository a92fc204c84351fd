import { AdminReportOperations, type OperationsFigures } from '@arks/contracts';
import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useAdminQuery } from '../../api/use-admin';
import { PageBody, PageHeader } from '../../layout/page-header';
import { RebuildDay } from './rebuild-day';
import { ReportFilterBar, useReportFilters } from './report-frame';
import { amountColumn, chartNumber, money, ReportState, TotalsTable } from './report-parts';

type Day = OperationsFigures & { date: string };

/** 运营报表: the site's days with money, bets, GGR, NGR and active members. */
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
    amountColumn<Day>('fee_amount', t('reports.fees')),
    amountColumn<Day>('ngr', t('reports.ngr')),
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
                  <Card
                    size="small"
                    title={t('reports.chartGgr')}
                    extra={filters.currency}
                    data-testid="chart-ggr"
                  >
                    <ResponsiveContainer width="100%" height={260}>
                      <LineChart data={points} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
                        <CartesianGrid strokeDasharray="3 3" vertical={false} />
                        <XAxis dataKey="date" tickLine={false} />
                        <YAxis tickLine={false} axisLine={false} width={72} tickFormatter={money} />
                        <Tooltip formatter={money} />
                        <Legend />
                        <Line
                          isAnimationActive={false}
                          dataKey="ggr"
                          name={t('reports.ggr')}
                          stroke="#1677ff"
                          strokeWidth={2}
                          dot={false}
                        />
                        <Line
                          isAnimationActive={false}
                          dataKey="ngr"
                          name={t('reports.ngr')}
                          stroke="#52c41a"
                          strokeWidth={2}
                          dot={false}
                        />
                      </LineChart>
                    </ResponsiveContainer>
                  </Card>
                </Col>
                <Col xs={24} xl={12}>
                  <Card
                    size="small"
                    title={t('reports.chartMoney')}
                    extra={filters.currency}
                    data-testid="chart-money"
                  >
                    <ResponsiveContainer width="100%" height={260}>
                      <BarChart data={points} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
                        <CartesianGrid strokeDasharray="3 3" vertical={false} />
                        <XAxis dataKey="date" tickLine={false} />
                        <YAxis tickLine={false} axisLine={false} width={72} tickFormatter={money} />
                        <Tooltip formatter={money} />
                        <Legend />
                        <Bar
                          isAnimationActive={false}
                          dataKey="deposits"
                          name={t('reports.deposits')}
                          fill="#1677ff"
                        />
                        <Bar
                          isAnimationActive={false}
                          dataKey="withdrawals"
                          name={t('reports.withdrawals')}
                          fill="#ff7875"
                        />
                      </BarChart>
                    </ResponsiveContainer>
                  </Card>
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
