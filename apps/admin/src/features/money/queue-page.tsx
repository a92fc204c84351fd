import { useTable } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { Card, Table, type TableColumnsType, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences';
import { useSiteScope } from '../../app/site-scope';
import { ExportCsv } from '../../components/export-csv';
import { Amount, TimeText } from '../../components/values';
import { PageHeader } from '../../layout/page-header';
import { formatTime } from '../../lib/format';
import { siteFilter } from '../../components/list-parts';
import { OrderCell, queueView, StatusCell } from './queue-cells';
import { MemberCell } from '../../components/member-cell';
import { QueueTabs } from './queue-tabs';

export type QueueArea = 'deposits' | 'withdrawals';

/** What every review queue's rows have: an order of a member, an amount, a decision. */
export interface QueueRow extends BaseRecord {
  id: number;
  order_number: string;
  site_id: number;
  member_id: number;
  member_account: string;
  currency: string;
  amount: string;
  status: string;
  reason: string | null;
  created_at: string;
  resolved_at: string | null;
}

/** A review queue's list: waiting rows first, the site in scope, filters and page in the address. */
export function useQueueTable<Row extends QueueRow>(area: QueueArea) {
  const { siteId } = useSiteScope();
  const table = useTable<Row, HttpError>({
    resource: area,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: {
      initial: [{ field: 'status', operator: 'eq', value: 'pending' }],
      permanent: siteFilter(siteId),
    },
  });
  return { ...table, view: queueView(table.filters) };
}

type QueueTable<Row extends QueueRow> = ReturnType<typeof useQueueTable<Row>>;

/** The queue's header: title, the CSV of what the filters select, and the status tabs. */
export function QueueHeader<Row extends QueueRow>(props: {
  area: QueueArea;
  statuses: readonly string[];
  table: QueueTable<Row>;
  /** The area's own CSV columns, placed after the amount. */
  csv: (row: Row) => Record<string, string>;
}) {
  const { t } = useTranslation();
  const { siteName } = useSiteScope();
  const { timeZone } = usePreferences();
  const { area, table } = props;
  const f = (name: string) => t(`${area}.fields.${name}`);
  return (
    <PageHeader
      title={t(`${area}.title`)}
      subtitle={t(`${area}.subtitle`)}
      crumbs={[{ title: t('menu.money') }, { title: t(`menu.${area}`) }]}
      extra={
        <ExportCsv<Row>
          resource={area}
          filters={table.filters}
          sorters={table.sorters}
          filename={area}
          mapData={(row) => ({
            [f('orderNumber')]: row.order_number,
            [f('member')]: row.member_account,
            [f('site')]: siteName(row.site_id),
            [f('amount')]: row.amount,
            [t('members.fields.currency')]: row.currency,
            ...props.csv(row),
            [f('status')]: t(`${area}.status.${row.status}`),
            [f('reason')]: row.reason ?? '',
            [f('createdAt')]: formatTime(row.created_at, timeZone),
            [f('resolvedAt')]: formatTime(row.resolved_at, timeZone),
          })}
        />
      }
      footer={
        <QueueTabs
          area={area}
          statuses={props.statuses}
          filters={table.filters}
          setFilters={table.setFilters}
        />
      }
    />
  );
}

/** The member's account (to their page) with the site under it. */
export const memberColumn = <Row extends Pick<QueueRow, 'member_account' | 'member_id' | 'site_id'>>(
  title: string,
): TableColumnsType<Row>[number] => ({
  dataIndex: 'member_account',
  title,
  width: 150,
  render: (account: string, r: Row) => (
    <MemberCell account={account} memberId={r.member_id} siteId={r.site_id} />
  ),
});

export const amountColumn = <Row extends Pick<QueueRow, 'currency'>>(
  title: string,
): TableColumnsType<Row>[number] => ({
  dataIndex: 'amount',
  title,
  align: 'right',
  width: 170,
  render: (amount: string, r: Row) => <Amount value={amount} currency={r.currency} strong />,
});

/**
 * The queue's columns: order, member and amount, the area's own, then the status (outside the
 * waiting tab), when it came, and either when it was decided or what staff can do now.
 */
export function queueColumns<Row extends QueueRow>(
  t: TFunction,
  area: QueueArea,
  view: ReturnType<typeof queueView>,
  own: TableColumnsType<Row>,
  actions: (row: Row) => ReactNode,
): TableColumnsType<Row> {
  const f = (name: string) => t(`${area}.fields.${name}`);
  return [
    {
      dataIndex: 'order_number',
      title: f('orderNumber'),
      width: 200,
      render: (v: string) => <OrderCell value={v} />,
    },
    memberColumn<Row>(f('member')),
    amountColumn<Row>(f('amount')),
    ...own,
    ...(view !== 'pending'
      ? [
          {
            dataIndex: 'status',
            title: f('status'),
            width: 150,
            render: (s: string, r: Row) => <StatusCell area={area} status={s} reason={r.reason} />,
          },
        ]
      : []),
    {
      dataIndex: 'created_at',
      title: f('createdAt'),
      width: 170,
      render: (v: string) => <TimeText value={v} />,
    },
    view === 'decided'
      ? {
          dataIndex: 'resolved_at',
          title: f('resolvedAt'),
          width: 170,
          render: (v: string | null) => <TimeText value={v} />,
        }
      : {
          key: 'actions',
          title: t('common.actions'),
          fixed: 'right',
          width: 230,
          render: (_, r) => actions(r),
        },
  ];
}

/** The queue's table in its card, paged on the server. */
export function QueueTable<Row extends QueueRow>(props: {
  tableProps: TableProps<Row>;
  columns: TableColumnsType<Row>;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" styles={{ body: { padding: 0 } }}>
      <Table<Row>
        {...props.tableProps}
        columns={props.columns}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={{
          ...props.tableProps.pagination,
          showSizeChanger: true,
          showTotal: (n) => t('common.total', { count: n }),
        }}
      />
    </Card>
  );
}
