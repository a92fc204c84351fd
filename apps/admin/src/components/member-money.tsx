import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount, StatusTag, TimeText } from './values';
import type { Deposit, Withdrawal } from './money-rows';

const memberFilter = (memberId: number) => [{ field: 'member_id', operator: 'eq' as const, value: memberId }];

/** A member's deposits on the member page (newest first, server-paginated). */
export function MemberDeposits({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { tableProps } = useTable<Deposit, HttpError>({
    resource: 'deposits',
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    sorters: { mode: 'off' },
    filters: { permanent: memberFilter(memberId) },
  });
  return (
    <Table<Deposit> {...tableProps} rowKey="id" size="small">
      <Table.Column<Deposit>
        dataIndex="order_number"
        title={t('deposits.fields.orderNumber')}
        className="admin-mono"
      />
      <Table.Column<Deposit>
        dataIndex="amount"
        title={t('deposits.fields.amount')}
        align="right"
        render={(v: string, d) => <Amount value={v} currency={d.currency} />}
      />
      <Table.Column<Deposit> dataIndex="channel_name" title={t('deposits.fields.channel')} />
      <Table.Column<Deposit>
        dataIndex="status"
        title={t('deposits.fields.status')}
        render={(s: string) => <StatusTag area="deposits" value={s} />}
      />
      <Table.Column<Deposit>
        dataIndex="created_at"
        title={t('deposits.fields.createdAt')}
        render={(v: string) => <TimeText value={v} />}
      />
    </Table>
  );
}

/** A member's withdrawals on the member page. */
export function MemberWithdrawals({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { tableProps } = useTable<Withdrawal, HttpError>({
    resource: 'withdrawals',
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    sorters: { mode: 'off' },
    filters: { permanent: memberFilter(memberId) },
  });
  return (
    <Table<Withdrawal> {...tableProps} rowKey="id" size="small">
      <Table.Column<Withdrawal>
        dataIndex="order_number"
        title={t('withdrawals.fields.orderNumber')}
        className="admin-mono"
      />
      <Table.Column<Withdrawal>
        dataIndex="amount"
        title={t('withdrawals.fields.amount')}
        align="right"
        render={(v: string, w) => <Amount value={v} currency={w.currency} />}
      />
      <Table.Column<Withdrawal>
        dataIndex="bank_name"
        title={t('withdrawals.fields.bank')}
        render={(_, w) => `${w.bank_name} ${w.account_number}`}
      />
      <Table.Column<Withdrawal>
        dataIndex="status"
        title={t('withdrawals.fields.status')}
        render={(s: string) => <StatusTag area="withdrawals" value={s} />}
      />
      <Table.Column<Withdrawal>
        dataIndex="created_at"
        title={t('withdrawals.fields.createdAt')}
        render={(v: string) => <TimeText value={v} />}
      />
    </Table>
  );
}
