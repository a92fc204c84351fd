import { ReloadOutlined } from '@ant-design/icons';
import { AdminDashboard } from '@arks/contracts';
import { Alert, Button, Col, Empty, Row, Segmented, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api/use-admin';
import { useSiteScope } from '../../app/site-scope';
import { PageBody, PageHeader } from '../../layout/page-header';
import { FigureCards, NowCards } from './dashboard-cards';
import { MembersChart, MoneyChart } from './dashboard-charts';
import { chartPoints, dashboardCurrency, dashboardSite, PERIODS, type Period } from './figures';

/** The console's first page: one site and currency, today / 7 / 30 days of the site's own days. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { sites, siteId, setSiteId, siteName } = useSiteScope();
  const [pickedCurrency, setPickedCurrency] = useState<string | null>(null);
  const [period, setPeriod] = useState<Period>('today');
  const site = dashboardSite(sites, siteId);
  const currency = dashboardCurrency(site, pickedCurrency);
  const query = useAdminQuery(
    AdminDashboard,
    { site_id: site?.id ?? 0, currency: currency ?? '' },
    { enabled: Boolean(site && currency), refetchInterval: 60_000 },
  );
  const data = query.data;

  const pickers = (
    <Space wrap>
      <Select
        aria-label={t('dashboard.site')}
        value={site?.id}
        onChange={(id: number) => setSiteId(id)}
        style={{ minWidth: 180 }}
        options={sites.map((s) => ({ value: s.id, label: siteName(s.id) }))}
        data-testid="dashboard-site"
      />
      <Select
        aria-label={t('dashboard.currency')}
        value={currency}
        onChange={(value: string) => setPickedCurrency(value)}
        style={{ width: 110 }}
        options={(site?.currencies ?? []).map((c) => ({ value: c, label: c }))}
        data-testid="dashboard-currency"
      />
      <Segmented<Period>
        aria-label={t('dashboard.period')}
        value={period}
        onChange={setPeriod}
        options={PERIODS.map((p) => ({ value: p, label: t(`dashboard.periods.${p}`) }))}
      />
      <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
        {t('dashboard.refresh')}
      </Button>
    </Space>
  );

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={data ? t('dashboard.subtitle', { zone: data.time_zone, today: data.today }) : undefined}
        extra={pickers}
      />
      <PageBody>
        {sites.length === 0 && !query.isLoading ? (
          <Empty description={t('dashboard.noSites')} />
        ) : query.error ? (
          <Alert
            type="error"
            showIcon
            message={t('dashboard.loadFailed', { message: query.error.message })}
          />
        ) : !data ? (
          <Spin style={{ display: 'block', margin: '80px auto' }} />
        ) : (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <NowCards online={data.online_members} waiting={data.waiting} />
            <FigureCards f={data.periods[period]} />
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={14}>
                <MoneyChart points={chartPoints(data, period)} currency={data.currency} />
              </Col>
              <Col xs={24} xl={10}>
                <MembersChart points={chartPoints(data, period)} />
              </Col>
            </Row>
          </Space>
        )}
      </PageBody>
    </>
  );
}
