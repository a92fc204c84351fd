import { AdminDepositApprove, ZDepositStatus } from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { PageBody } from '../../layout/page-header';
import { useDepositDecision, type Deposit } from './money-decision';
import { DecideButtons } from './queue-cells';
import { QueueHeader, QueueTable, queueColumns, useQueueTable } from './queue-page';

/** Where an online order stands at its gateway: waiting for the payment, paid (its number), or failed. */
function GatewayState({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const state = { pending: 'waiting', success: 'paid', rejected: 'failed', cancelled: 'failed' }[
    deposit.status
  ];
  return (
    <Space direction="vertical" size={0}>
      <Tag bordered={false} color={{ waiting: 'processing', paid: 'success', failed: 'default' }[state]}>
        {t(`money.gateway.${state}`)}
      </Tag>
      {deposit.gateway_trade_no && (
        <Typography.Text type="secondary" className="admin-mono" style={{ fontSize: 12 }}>
          {deposit.gateway_trade_no}
        </Typography.Text>
      )}
    </Space>
  );
}

export function DepositQueue() {
  const { t } = useTranslation();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const decide = useDepositDecision();
  const [decision, setDecision] = useState<Decision | null>(null);
  const table = useQueueTable<Deposit>('deposits');
  const mayDecide = canCall(staff?.role, AdminDepositApprove);

  const columns = queueColumns<Deposit>(
    t,
    'deposits',
    table.view,
    [
      {
        dataIndex: 'channel_name',
        title: t('deposits.fields.channel'),
        width: 170,
        render: (name: string, d) => (
          <Space direction="vertical" size={0}>
            <span>{name}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`money.channelType.${d.channel_type}`)}
            </Typography.Text>
          </Space>
        ),
      },
      {
        dataIndex: 'reference',
        title: t('money.referenceOrGateway'),
        render: (v: string | null, d) =>
          d.channel_type === 'gateway' ? (
            <GatewayState deposit={d} />
          ) : (
            (v ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text>)
          ),
      },
    ],
    (d) => {
      // The gateway settles online orders by its signed callback; staff decide bank transfers only.
      if (d.status === 'pending' && d.channel_type === 'gateway') return <GatewayState deposit={d} />;
      if (d.status === 'pending' && mayDecide)
        return <DecideButtons area="deposits" onDecide={(verdict) => setDecision(decide(d, verdict))} />;
      return null;
    },
  );

  return (
    <>
      <QueueHeader<Deposit>
        area="deposits"
        statuses={ZDepositStatus.options}
        table={table}
        csv={(d) => ({
          [t('deposits.fields.channel')]: d.channel_name,
          [t('money.channelTypeTitle')]: t(`money.channelType.${d.channel_type}`),
          [t('deposits.fields.reference')]: d.reference ?? d.gateway_trade_no ?? '',
        })}
      />
      <PageBody>
        <QueueTable<Deposit> tableProps={table.tableProps} columns={columns} />
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
