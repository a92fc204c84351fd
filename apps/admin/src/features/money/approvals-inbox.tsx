import { PlusOutlined } from '@ant-design/icons';
import {
  AdminAdjustmentProposalApprove,
  AdminCommissionApprove,
  AdminCommissionReject,
  AdminAdjustmentProposalReject,
  AdminMemberAdjustment,
  AdminAgentTransferApprove,
  AdminAgentTransferReject,
  AdminRebateApprove,
  AdminRebateReject,
  AdminRecommendRewardApprove,
  AdminRecommendRewardReject,
  AdminWithdrawalApprove,
  AdminWithdrawalReject,
  ZAdjustmentProposalStatus,
  ZApprovalKind,
  type ZAdminApproval,
} from '@arks/contracts';
import { getDefaultFilter, useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import { App, Button, Card, Descriptions, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction } from '../../api/use-admin';
import { usePreferences } from '../../app/preferences';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { ExportCsv } from '../../components/export-csv';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatAmount, formatTime } from '../../lib/format';
import { siteFilter } from '../../components/list-parts';
import { AdjustmentModal } from '../../components/adjustment-modal';
import { ageOf } from './approval-age';
import { DecideButtons } from './queue-cells';
import { amountColumn, memberColumn } from './queue-page';
import type { Verdict } from './money-decision';
import { withTotals } from '../../components/list-parts';

type Approval = z.infer<typeof ZAdminApproval>;

const KIND_COLOR = {
  adjustment: 'geekblue',
  withdrawal: 'volcano',
  rebate: 'green',
  recommend_reward: 'purple',
  agent_transfer: 'purple',
  commission: 'purple',
} as const;

/** Approve or reject a proposal of any kind through that kind's own call. */
function useApprovalDecision() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = { resource: 'approvals' };
  const calls = {
    adjustment: {
      approve: useAdminAction(AdminAdjustmentProposalApprove, refresh),
      reject: useAdminAction(AdminAdjustmentProposalReject, refresh),
    },
    withdrawal: {
      approve: useAdminAction(AdminWithdrawalApprove, refresh),
      reject: useAdminAction(AdminWithdrawalReject, refresh),
    },
    rebate: {
      approve: useAdminAction(AdminRebateApprove, refresh),
      reject: useAdminAction(AdminRebateReject, refresh),
    },
    recommend_reward: {
      approve: useAdminAction(AdminRecommendRewardApprove, refresh),
      reject: useAdminAction(AdminRecommendRewardReject, refresh),
    },
    agent_transfer: {
      approve: useAdminAction(AdminAgentTransferApprove, refresh),
      reject: useAdminAction(AdminAgentTransferReject, refresh),
    },
    commission: {
      approve: useAdminAction(AdminCommissionApprove, refresh),
      reject: useAdminAction(AdminCommissionReject, refresh),
    },
  };
  return (a: Approval, verdict: Verdict): Decision => {
    const params = {
      kind: t(`money.approvalKind.${a.kind}`),
      amount: formatAmount(a.amount),
      currency: a.currency,
      member: a.member_account,
      maker: a.maker_account ?? t('money.inbox.jobMaker'),
    };
    return {
      title: t(`money.inbox.${verdict}Title`, params),
      summary: (
        <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('money.inbox.kind')}>{params.kind}</Descriptions.Item>
          <Descriptions.Item label={t('withdrawals.fields.member')}>{a.member_account}</Descriptions.Item>
          <Descriptions.Item label={t('withdrawals.fields.amount')}>
            <Amount value={a.amount} currency={a.currency} strong />
          </Descriptions.Item>
          <Descriptions.Item label={t('money.inbox.maker')}>{params.maker}</Descriptions.Item>
          <Descriptions.Item label={t('money.inbox.reason')}>
            {a.reason ?? t('common.none')}
          </Descriptions.Item>
        </Descriptions>
      ),
      reasonRequired: verdict === 'reject',
      reasonLabel: verdict === 'approve' ? t('withdrawals.approveNote') : undefined,
      okText: t(`money.inbox.${verdict}`),
      danger: verdict === 'reject',
      confirm: () => ({ title: t(`money.inbox.${verdict}Confirm`, params) }),
      submit: (values) => {
        const reason = values.reason?.trim();
        const pair = calls[a.kind];
        return verdict === 'approve'
          ? pair.approve.run({ id: a.id, ...(reason ? { reason } : {}) })
          : pair.reject.run({ id: a.id, reason: reason! });
      },
      onDone: () =>
        message.success(t(`money.inbox.${verdict === 'approve' ? 'approved' : 'rejected'}`, params)),
    };
  };
}

/** The clock, read again each minute so the waiting times stay current on an open page. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Age({ since, now }: { since: string; now: number }) {
  const { t } = useTranslation();
  const age = ageOf(since, now);
  return (
    <Typography.Text type={age.unit === 'days' ? 'danger' : undefined}>
      {t(`money.age.${age.unit}`, { n: age.count })}
    </Typography.Text>
  );
}

/** Every maker-checker proposal in one list: what, who proposed it, for whom, how much, how long it waits. */
export function ApprovalsInbox() {
  const { t } = useTranslation();
  const { siteId, siteName } = useSiteScope();
  const { timeZone } = usePreferences();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const decide = useApprovalDecision();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const now = useMinuteClock();
  const { tableProps, filters, sorters, setFilters } = useTable<Approval, HttpError>({
    resource: 'approvals',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: {
      initial: [{ field: 'status', operator: 'eq', value: 'pending' }],
      permanent: siteFilter(siteId),
    },
  });
  const status = (getDefaultFilter('status', filters, 'eq') as string | undefined) ?? 'pending';
  const kind = getDefaultFilter('kind', filters, 'eq') as string | undefined;
  const mayAdjust = canCall(staff?.role, AdminMemberAdjustment);
  const f = (name: string) => t(`money.inbox.${name}`);

  return (
    <>
      <PageHeader
        title={t('money.inbox.title')}
        subtitle={t('money.inbox.subtitle')}
        crumbs={[{ title: t('menu.money') }, { title: t('money.menuApprovals') }]}
        extra={
          <>
            <ExportCsv<Approval>
              resource="approvals"
              filters={filters}
              sorters={sorters}
              filename="approvals"
              mapData={(a) => ({
                [f('kind')]: t(`money.approvalKind.${a.kind}`),
                [t('withdrawals.fields.orderNumber')]: a.order_number ?? '',
                [t('withdrawals.fields.member')]: a.member_account,
                [t('withdrawals.fields.site')]: siteName(a.site_id),
                [t('withdrawals.fields.amount')]: a.amount,
                [t('members.fields.currency')]: a.currency,
                [f('maker')]: a.maker_account ?? t('money.inbox.jobMaker'),
                [f('reason')]: a.reason ?? '',
                [f('proposedAt')]: formatTime(a.proposed_at, timeZone),
                [f('checker')]: a.checker_account ?? '',
                [f('decisionReason')]: a.decision_reason ?? '',
                [f('decidedAt')]: formatTime(a.decided_at, timeZone),
              })}
            />
            {mayAdjust && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                data-testid="new-adjustment"
                onClick={() => setAdjusting(true)}
              >
                {t('money.adjust.open')}
              </Button>
            )}
          </>
        }
      />
      <PageBody>
        <Card size="small">
          <Space wrap>
            <Select
              style={{ width: 160 }}
              value={status}
              data-testid="approval-status"
              onChange={(value) => setFilters([{ field: 'status', operator: 'eq', value }], 'merge')}
              options={ZAdjustmentProposalStatus.options.map((s) => ({
                value: s,
                label: t(`money.inbox.status.${s}`),
              }))}
            />
            <Select
              style={{ width: 200 }}
              allowClear
              placeholder={f('allKinds')}
              value={kind}
              onChange={(value) => setFilters([{ field: 'kind', operator: 'eq', value }], 'merge')}
              options={ZApprovalKind.options.map((k) => ({ value: k, label: t(`money.approvalKind.${k}`) }))}
            />
          </Space>
        </Card>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<Approval>
            {...tableProps}
            rowKey={(a) => `${a.kind}:${a.id}`}
            size="middle"
            scroll={{ x: 1100 }}
            pagination={withTotals(tableProps.pagination, t)}
            columns={[
              {
                key: 'kind',
                title: f('kind'),
                width: 150,
                render: (_, a) => (
                  <Space direction="vertical" size={0}>
                    <Tag color={KIND_COLOR[a.kind]} bordered={false}>
                      {t(`money.approvalKind.${a.kind}`)}
                    </Tag>
                    {(a.kind === 'rebate' ||
                      a.kind === 'recommend_reward' ||
                      a.kind === 'agent_transfer' ||
                      a.kind === 'commission') && (
                      <Typography.Text className="admin-mono" style={{ fontSize: 12 }}>
                        {a.order_number}
                      </Typography.Text>
                    )}
                    {a.kind === 'withdrawal' && a.order_number && (
                      <Link to={`/withdrawals/${a.id}`} className="admin-mono" style={{ fontSize: 12 }}>
                        {a.order_number}
                      </Link>
                    )}
                  </Space>
                ),
              },
              memberColumn<Approval>(t('withdrawals.fields.member')),
              amountColumn<Approval>(t('withdrawals.fields.amount')),
              {
                dataIndex: 'maker_account',
                title: f('maker'),
                width: 120,
                render: (v: string | null) =>
                  v ?? <Typography.Text type="secondary">{t('money.inbox.jobMaker')}</Typography.Text>,
              },
              {
                dataIndex: 'reason',
                title: f('reason'),
                ellipsis: true,
                render: (v: string | null) =>
                  v ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text>,
              },
              status === 'pending'
                ? {
                    dataIndex: 'proposed_at',
                    title: f('age'),
                    width: 130,
                    render: (v: string) => <Age since={v} now={now} />,
                  }
                : {
                    dataIndex: 'proposed_at',
                    title: f('proposedAt'),
                    width: 170,
                    render: (v: string) => <TimeText value={v} />,
                  },
              status === 'pending'
                ? {
                    key: 'actions',
                    title: t('common.actions'),
                    fixed: 'right',
                    width: 200,
                    render: (_, a) => (
                      // A maker never gets approve on their own proposal (the server refuses it too).
                      <Space size={4}>
                        {a.maker_id === staff?.id && (
                          <Tag bordered={false} data-testid="own-proposal">
                            {f('yours')}
                          </Tag>
                        )}
                        <DecideButtons
                          area="money"
                          mayApprove={a.maker_id !== staff?.id}
                          onDecide={(verdict) => setDecision(decide(a, verdict))}
                        />
                      </Space>
                    ),
                  }
                : {
                    key: 'decision',
                    title: f('checker'),
                    width: 240,
                    render: (_, a) => (
                      <Space direction="vertical" size={0}>
                        <span>
                          {a.checker_account} · <TimeText value={a.decided_at} />
                        </span>
                        {a.decision_reason && (
                          <Typography.Text
                            type="secondary"
                            style={{ fontSize: 12 }}
                            ellipsis={{ tooltip: a.decision_reason }}
                          >
                            {a.decision_reason}
                          </Typography.Text>
                        )}
                      </Space>
                    ),
                  },
            ]}
          />
        </Card>
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
      <AdjustmentModal open={adjusting} onClose={() => setAdjusting(false)} />
    </>
  );
}
