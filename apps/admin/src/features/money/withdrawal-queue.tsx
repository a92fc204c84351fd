import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { AdminWithdrawalApprove, ZWithdrawStatus } from '@arks/contracts';
import { getDefaultFilter, useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import { Button, Card, DatePicker, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { usePreferences } from '../../app/preferences';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { ExportCsv } from '../../components/export-csv';
import { Amount, StatusTag, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatTime } from '../../lib/format';
import { siteFilter } from '../members/member-list';
import { useWithdrawalDecision, type Withdrawal } from './money-decision';
import { QueueTabs } from './queue-tabs';

/** Whole days in the staff member's zone, as the API's from/to instants. */
function dayRange(range: [Dayjs | null, Dayjs | null] | null, zone: string): [string, string] | undefined {
  if (!range?.[0] || !range[1]) return undefined;
  const from = dayjs.tz(range[0].format('YYYY-MM-DD'), zone).startOf('day');
  const to = dayjs.tz(range[1].format('YYYY-MM-DD'), zone).endOf('day');
  return [from.format(), to.format()];
}

export function WithdrawalQueue() {
  const { t } = useTranslation();
  const { siteId, siteName } = useSiteScope();
  const { timeZone } = usePreferences();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const decide = useWithdrawalDecision();
  const [decision, setDecision] = useState<Decision | null>(null);
  const { tableProps, filters, sorters, setFilters } = useTable<Withdrawal, HttpError>({
    resource: 'withdrawals',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: {
      initial: [{ field: 'status', operator: 'eq', value: 'pending' }],
      permanent: siteFilter(siteId),
    },
  });
  const mayDecide = canCall(staff?.role, AdminWithdrawalApprove);
  const range = getDefaultFilter('created_at', filters, 'between') as [string, string] | undefined;

  return (
    <>
      <PageHeader
        title={t('withdrawals.title')}
        subtitle={t('withdrawals.subtitle')}
        crumbs={[{ title: t('menu.money') }, { title: t('menu.withdrawals') }]}
        extra={
          <ExportCsv<Withdrawal>
            resource="withdrawals"
            filters={filters}
            sorters={sorters}
            filename="withdrawals"
            mapData={(w) => ({
              [t('withdrawals.fields.orderNumber')]: w.order_number,
              [t('withdrawals.fields.member')]: w.member_account,
              [t('withdrawals.fields.site')]: siteName(w.site_id),
              [t('withdrawals.fields.amount')]: w.amount,
              [t('members.fields.currency')]: w.currency,
              [t('withdrawals.fields.bank')]: `${w.bank_name} ${w.account_name} ${w.account_number}`,
              [t('withdrawals.fields.status')]: t(`withdrawals.status.${w.status}`),
              [t('withdrawals.fields.reason')]: w.reason ?? '',
              [t('withdrawals.fields.createdAt')]: formatTime(w.created_at, timeZone),
              [t('withdrawals.fields.resolvedAt')]: formatTime(w.resolved_at, timeZone),
            })}
          />
        }
        footer={
          <QueueTabs
            area="withdrawals"
            statuses={ZWithdrawStatus.options}
            filters={filters}
            setFilters={setFilters}
          />
        }
      />
      <PageBody>
        <Card size="small">
          <Space>
            <Typography.Text>{t('withdrawals.dateRange')}</Typography.Text>
            <DatePicker.RangePicker
              value={range ? [dayjs(range[0]).tz(timeZone), dayjs(range[1]).tz(timeZone)] : null}
              onChange={(value) =>
                setFilters(
                  [
                    {
                      field: 'created_at',
                      operator: 'between',
                      value: dayRange(value as [Dayjs, Dayjs] | null, timeZone),
                    },
                  ],
                  'merge',
                )
              }
            />
          </Space>
        </Card>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<Withdrawal>
            {...tableProps}
            rowKey="id"
            size="middle"
            scroll={{ x: 1280 }}
            pagination={{
              ...tableProps.pagination,
              showSizeChanger: true,
              showTotal: (n) => t('common.total', { count: n }),
            }}
          >
            <Table.Column<Withdrawal>
              dataIndex="order_number"
              title={t('withdrawals.fields.orderNumber')}
              width={210}
              render={(v: string) => (
                <Typography.Text className="admin-mono" copyable style={{ whiteSpace: 'nowrap' }}>
                  {v}
                </Typography.Text>
              )}
            />
            <Table.Column<Withdrawal>
              dataIndex="member_account"
              title={t('withdrawals.fields.member')}
              render={(account: string, w) => <Link to={`/members/${w.member_id}`}>{account}</Link>}
            />
            <Table.Column<Withdrawal>
              dataIndex="site_id"
              title={t('withdrawals.fields.site')}
              render={(id: number) => siteName(id)}
            />
            <Table.Column<Withdrawal>
              dataIndex="amount"
              title={t('withdrawals.fields.amount')}
              align="right"
              render={(amount: string, w) => <Amount value={amount} currency={w.currency} strong />}
            />
            <Table.Column<Withdrawal>
              title={t('withdrawals.fields.bank')}
              render={(_, w) => (
                <Space direction="vertical" size={0}>
                  <Typography.Text>
                    {w.bank_name} · {w.account_name}
                  </Typography.Text>
                  <Typography.Text type="secondary" className="admin-mono">
                    {w.account_number}
                  </Typography.Text>
                </Space>
              )}
            />
            <Table.Column<Withdrawal>
              dataIndex="status"
              title={t('withdrawals.fields.status')}
              render={(s: string, w) => (
                <Space direction="vertical" size={0}>
                  <StatusTag area="withdrawals" value={s} />
                  {w.reason && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {w.reason}
                    </Typography.Text>
                  )}
                </Space>
              )}
            />
            <Table.Column<Withdrawal>
              dataIndex="created_at"
              title={t('withdrawals.fields.createdAt')}
              render={(v: string) => <TimeText value={v} />}
            />
            <Table.Column<Withdrawal>
              title={t('common.actions')}
              fixed="right"
              width={180}
              render={(_, w) =>
                w.status === 'pending' && mayDecide ? (
                  <Space>
                    <Button
                      size="small"
                      type="primary"
                      icon={<CheckOutlined />}
                      onClick={() => setDecision(decide(w, 'approve'))}
                    >
                      {t('withdrawals.approve')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<CloseOutlined />}
                      onClick={() => setDecision(decide(w, 'reject'))}
                    >
                      {t('withdrawals.reject')}
                    </Button>
                  </Space>
                ) : (
                  <TimeText value={w.resolved_at} />
                )
              }
            />
          </Table>
        </Card>
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
