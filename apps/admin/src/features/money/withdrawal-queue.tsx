import { AdminWithdrawalApprove, ZWithdrawStatus } from '@arks/contracts';
import { getDefaultFilter, useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import { Card, DatePicker, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { usePreferences } from '../../app/preferences';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { ExportCsv } from '../../components/export-csv';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatTime } from '../../lib/format';
import { siteFilter } from '../members/member-list';
import { useWithdrawalDecision, type Withdrawal } from './money-decision';
import { DecideButtons, MemberCell, OrderCell, queueView, StatusCell } from './queue-cells';
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
  const view = queueView(filters);
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
            scroll={{ x: 1100 }}
            pagination={{
              ...tableProps.pagination,
              showSizeChanger: true,
              showTotal: (n) => t('common.total', { count: n }),
            }}
          >
            <Table.Column<Withdrawal>
              dataIndex="order_number"
              title={t('withdrawals.fields.orderNumber')}
              width={200}
              render={(v: string) => <OrderCell value={v} />}
            />
            <Table.Column<Withdrawal>
              dataIndex="member_account"
              title={t('withdrawals.fields.member')}
              width={140}
              render={(account: string, w) => (
                <MemberCell account={account} memberId={w.member_id} siteId={w.site_id} />
              )}
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
            {view !== 'pending' ? (
              <Table.Column<Withdrawal>
                dataIndex="status"
                title={t('withdrawals.fields.status')}
                width={150}
                render={(s: string, w) => <StatusCell area="withdrawals" status={s} reason={w.reason} />}
              />
            ) : null}
            <Table.Column<Withdrawal>
              dataIndex="created_at"
              title={t('withdrawals.fields.createdAt')}
              width={170}
              render={(v: string) => <TimeText value={v} />}
            />
            {view === 'decided' ? (
              <Table.Column<Withdrawal>
                dataIndex="resolved_at"
                title={t('withdrawals.fields.resolvedAt')}
                width={170}
                render={(value: string | null) => <TimeText value={value} />}
              />
            ) : (
              <Table.Column<Withdrawal>
                title={t('common.actions')}
                fixed="right"
                width={170}
                render={(_, w) =>
                  w.status === 'pending' && mayDecide ? (
                    <DecideButtons
                      area="withdrawals"
                      onDecide={(verdict) => setDecision(decide(w, verdict))}
                    />
                  ) : (
                    <TimeText value={w.resolved_at} />
                  )
                }
              />
            )}
          </Table>
        </Card>
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
