import { AdminDepositApprove, ZDepositStatus } from '@arks/contracts';
import { useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import { Card, Table, Typography } from 'antd';
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
import { useDepositDecision, type Deposit } from './money-decision';
import { DecideButtons, MemberCell, OrderCell, queueView, StatusCell } from './queue-cells';
import { QueueTabs } from './queue-tabs';

export function DepositQueue() {
  const { t } = useTranslation();
  const { siteId, siteName } = useSiteScope();
  const { timeZone } = usePreferences();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const decide = useDepositDecision();
  const [decision, setDecision] = useState<Decision | null>(null);
  const { tableProps, filters, sorters, setFilters } = useTable<Deposit, HttpError>({
    resource: 'deposits',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: {
      initial: [{ field: 'status', operator: 'eq', value: 'pending' }],
      permanent: siteFilter(siteId),
    },
  });
  const view = queueView(filters);
  const mayDecide = canCall(staff?.role, AdminDepositApprove);

  return (
    <>
      <PageHeader
        title={t('deposits.title')}
        subtitle={t('deposits.subtitle')}
        crumbs={[{ title: t('menu.money') }, { title: t('menu.deposits') }]}
        extra={
          <ExportCsv<Deposit>
            resource="deposits"
            filters={filters}
            sorters={sorters}
            filename="deposits"
            mapData={(d) => ({
              [t('deposits.fields.orderNumber')]: d.order_number,
              [t('deposits.fields.member')]: d.member_account,
              [t('deposits.fields.site')]: siteName(d.site_id),
              [t('deposits.fields.amount')]: d.amount,
              [t('members.fields.currency')]: d.currency,
              [t('deposits.fields.channel')]: d.channel_name,
              [t('deposits.fields.reference')]: d.reference ?? '',
              [t('deposits.fields.status')]: t(`deposits.status.${d.status}`),
              [t('deposits.fields.reason')]: d.reason ?? '',
              [t('deposits.fields.createdAt')]: formatTime(d.created_at, timeZone),
              [t('deposits.fields.resolvedAt')]: formatTime(d.resolved_at, timeZone),
            })}
          />
        }
        footer={
          <QueueTabs
            area="deposits"
            statuses={ZDepositStatus.options}
            filters={filters}
            setFilters={setFilters}
          />
        }
      />
      <PageBody>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<Deposit>
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
            <Table.Column<Deposit>
              dataIndex="order_number"
              title={t('deposits.fields.orderNumber')}
              width={200}
              render={(v: string) => <OrderCell value={v} />}
            />
            <Table.Column<Deposit>
              dataIndex="member_account"
              title={t('deposits.fields.member')}
              width={140}
              render={(account: string, d) => (
                <MemberCell account={account} memberId={d.member_id} siteId={d.site_id} />
              )}
            />
            <Table.Column<Deposit>
              dataIndex="amount"
              title={t('deposits.fields.amount')}
              align="right"
              render={(amount: string, d) => <Amount value={amount} currency={d.currency} strong />}
            />
            <Table.Column<Deposit>
              dataIndex="channel_name"
              title={t('deposits.fields.channel')}
              width={130}
            />
            <Table.Column<Deposit>
              dataIndex="reference"
              title={t('deposits.fields.reference')}
              render={(v: string | null) =>
                v ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
              }
            />
            {view !== 'pending' ? (
              <Table.Column<Deposit>
                dataIndex="status"
                title={t('deposits.fields.status')}
                width={150}
                render={(s: string, d) => <StatusCell area="deposits" status={s} reason={d.reason} />}
              />
            ) : null}
            <Table.Column<Deposit>
              dataIndex="created_at"
              title={t('deposits.fields.createdAt')}
              width={170}
              render={(v: string) => <TimeText value={v} />}
            />
            {view === 'decided' ? (
              <Table.Column<Deposit>
                dataIndex="resolved_at"
                title={t('deposits.fields.resolvedAt')}
                width={170}
                render={(value: string | null) => <TimeText value={value} />}
              />
            ) : (
              <Table.Column<Deposit>
                title={t('common.actions')}
                fixed="right"
                width={170}
                render={(_, d) =>
                  d.status === 'pending' && mayDecide ? (
                    <DecideButtons area="deposits" onDecide={(verdict) => setDecision(decide(d, verdict))} />
                  ) : (
                    <TimeText value={d.resolved_at} />
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
