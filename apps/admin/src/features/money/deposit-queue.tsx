import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { AdminDepositApprove, ZDepositStatus } from '@arks/contracts';
import { useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import { Button, Card, Space, Table, Typography } from 'antd';
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
import { useDepositDecision, type Deposit } from './money-decision';
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
            scroll={{ x: 1280 }}
            pagination={{
              ...tableProps.pagination,
              showSizeChanger: true,
              showTotal: (n) => t('common.total', { count: n }),
            }}
          >
            <Table.Column<Deposit>
              dataIndex="order_number"
              title={t('deposits.fields.orderNumber')}
              width={210}
              render={(v: string) => (
                <Typography.Text className="admin-mono" copyable style={{ whiteSpace: 'nowrap' }}>
                  {v}
                </Typography.Text>
              )}
            />
            <Table.Column<Deposit>
              dataIndex="member_account"
              title={t('deposits.fields.member')}
              render={(account: string, d) => <Link to={`/members/${d.member_id}`}>{account}</Link>}
            />
            <Table.Column<Deposit>
              dataIndex="site_id"
              title={t('deposits.fields.site')}
              render={(id: number) => siteName(id)}
            />
            <Table.Column<Deposit>
              dataIndex="amount"
              title={t('deposits.fields.amount')}
              align="right"
              render={(amount: string, d) => <Amount value={amount} currency={d.currency} strong />}
            />
            <Table.Column<Deposit> dataIndex="channel_name" title={t('deposits.fields.channel')} />
            <Table.Column<Deposit>
              dataIndex="reference"
              title={t('deposits.fields.reference')}
              render={(v: string | null) =>
                v ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
              }
            />
            <Table.Column<Deposit>
              dataIndex="status"
              title={t('deposits.fields.status')}
              render={(s: string, d) => (
                <Space direction="vertical" size={0}>
                  <StatusTag area="deposits" value={s} />
                  {d.reason && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {d.reason}
                    </Typography.Text>
                  )}
                </Space>
              )}
            />
            <Table.Column<Deposit>
              dataIndex="created_at"
              title={t('deposits.fields.createdAt')}
              render={(v: string) => <TimeText value={v} />}
            />
            <Table.Column<Deposit>
              title={t('common.actions')}
              fixed="right"
              width={180}
              render={(_, d) =>
                d.status === 'pending' && mayDecide ? (
                  <Space>
                    <Button
                      size="small"
                      type="primary"
                      icon={<CheckOutlined />}
                      onClick={() => setDecision(decide(d, 'approve'))}
                    >
                      {t('deposits.approve')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<CloseOutlined />}
                      onClick={() => setDecision(decide(d, 'reject'))}
                    >
                      {t('deposits.reject')}
                    </Button>
                  </Space>
                ) : (
                  <TimeText value={d.resolved_at} />
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
