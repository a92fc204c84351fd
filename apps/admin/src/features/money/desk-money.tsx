import { AdminDepositList, AdminWithdrawalList, type AdminWithdrawalReview } from '@arks/contracts';
import { Card, Col, Row, Statistic, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAdminQuery } from '../../api/use-admin';
import { Amount, StatusTag, TimeText } from '../../components/values';
import { formatAmount } from '../../lib/format';
import { deskFigures } from './desk-figures';

type Review = z.output<(typeof AdminWithdrawalReview)['data']>;

function Figure(props: { title: string; value: string; currency: string; note?: ReactNode; tone?: 'bad' }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic
        title={props.title}
        value={formatAmount(props.value)}
        suffix={<Typography.Text type="secondary">{props.currency}</Typography.Text>}
        styles={{ content: { fontSize: 20, color: props.tone === 'bad' ? '#cf1322' : undefined } }}
      />
      {props.note && <Typography.Text type="secondary">{props.note}</Typography.Text>}
    </Card>
  );
}

/** The member's money at a glance: deposits against withdrawals, the hold, the games, the wallet. */
export function DeskFigures({ review }: { review: Review }) {
  const { t } = useTranslation();
  const c = review.withdrawal.currency;
  const f = deskFigures(review.totals);
  const items: [string, string, ReactNode?, 'bad'?][] = [
    [t('money.deposits'), f.deposits, t('money.times', { n: f.depositCount })],
    [t('money.withdrawalsPaid'), f.withdrawals, t('money.times', { n: f.withdrawalCount })],
    [
      t('money.depositMinusWithdrawal'),
      f.depositMinusWithdrawal,
      undefined,
      f.depositMinusWithdrawal.startsWith('-') ? 'bad' : undefined,
    ],
    [
      t('money.pendingWithdrawals'),
      review.pending_withdrawals.amount,
      t('money.times', { n: review.pending_withdrawals.count }),
    ],
    [t('money.gamesNet'), f.games, t('money.gamesNetNote')],
    [
      t('money.adjustmentsNet'),
      f.adjustments,
      t('money.promotionsNote', { amount: formatAmount(f.promotions) }),
    ],
    [t('money.balance'), review.balance, t('money.available', { amount: formatAmount(review.available) })],
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginTop: 16 }} data-testid="desk-figures">
      {items.map(([title, value, note, tone]) => (
        <Col key={title} flex="1 1 140px">
          <Figure title={title} value={value} currency={c} note={note} tone={tone} />
        </Col>
      ))}
    </Row>
  );
}

type Order = {
  id: number;
  order_number: string;
  amount: string;
  currency: string;
  status: string;
  created_at: string;
};

/** A member's latest orders of one queue: number, amount, the area's own column, status, time. */
function RecentOrders<Row extends Order>(props: {
  area: 'deposits' | 'withdrawals';
  rows: Row[] | undefined;
  loading: boolean;
  own: TableColumnsType<Row>[number];
}) {
  const { t } = useTranslation();
  const f = (name: string) => t(`${props.area}.fields.${name}`);
  return (
    <Table<Row>
      size="small"
      rowKey="id"
      loading={props.loading}
      dataSource={props.rows}
      pagination={false}
      columns={[
        { dataIndex: 'order_number', title: f('orderNumber'), className: 'admin-mono' },
        {
          dataIndex: 'amount',
          title: f('amount'),
          align: 'right',
          render: (v: string, r) => <Amount value={v} currency={r.currency} />,
        },
        props.own,
        {
          dataIndex: 'status',
          title: f('status'),
          render: (s: string) => <StatusTag area={props.area} value={s} />,
        },
        { dataIndex: 'created_at', title: f('createdAt'), render: (v: string) => <TimeText value={v} /> },
      ]}
    />
  );
}

function RecentDeposits({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const q = useAdminQuery(AdminDepositList, { member_id: memberId, page: 1, page_size: 8 });
  return (
    <RecentOrders
      area="deposits"
      rows={q.data?.list}
      loading={q.isLoading}
      own={{ dataIndex: 'channel_name', title: t('deposits.fields.channel') }}
    />
  );
}

function RecentWithdrawals({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const q = useAdminQuery(AdminWithdrawalList, { member_id: memberId, page: 1, page_size: 8 });
  return (
    <RecentOrders
      area="withdrawals"
      rows={q.data?.list}
      loading={q.isLoading}
      own={{
        key: 'bank',
        title: t('withdrawals.fields.bank'),
        render: (_, w) => `${w.bank_name} ${w.account_number}`,
      }}
    />
  );
}

function RecentGames({ review }: { review: Review }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="id"
      dataSource={review.recent_games}
      pagination={false}
      locale={{ emptyText: t('money.noGames') }}
      columns={[
        { dataIndex: 'created_at', title: t('money.when'), render: (v: string) => <TimeText value={v} /> },
        { dataIndex: 'kind', title: t('money.kind'), render: (k: string) => t(`money.kinds.${k}`) },
        {
          dataIndex: 'amount',
          title: t('withdrawals.fields.amount'),
          align: 'right',
          render: (v: string) => <Amount value={v} currency={review.withdrawal.currency} />,
        },
        { dataIndex: 'reference', title: t('money.reference'), className: 'admin-mono' },
        {
          dataIndex: 'status',
          title: t('withdrawals.fields.status'),
          render: (s: string) => t(`money.transferStatus.${s}`),
        },
      ]}
    />
  );
}

/** The member's latest deposits, withdrawals and game transfers, newest first. */
export function DeskHistory({ review }: { review: Review }) {
  const { t } = useTranslation();
  const memberId = review.withdrawal.member_id;
  return (
    <Card size="small" style={{ marginTop: 16 }}>
      <Tabs
        items={[
          {
            key: 'deposits',
            label: t('money.recentDeposits'),
            children: <RecentDeposits memberId={memberId} />,
          },
          {
            key: 'withdrawals',
            label: t('money.recentWithdrawals'),
            children: <RecentWithdrawals memberId={memberId} />,
          },
          { key: 'games', label: t('money.recentGames'), children: <RecentGames review={review} /> },
        ]}
      />
    </Card>
  );
}
