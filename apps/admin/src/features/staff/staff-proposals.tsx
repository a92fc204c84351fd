import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  AdminStaffProposalApprove,
  AdminStaffProposalList,
  AdminStaffProposalReject,
  type TStaffProposal,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { App, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { TimeText } from '../../components/values';
import { useDecision } from '../../components/use-decision';

/** What a proposal would do, in one line: "New finance account", "Role: Finance", "Enable again". */
export function describeProposal(p: TStaffProposal, t: TFunction): string {
  const role = p.role ? t(`roles.${p.role}`) : '';
  if (p.kind === 'create') return t('staff.proposals.describe.create', { role });
  if (p.kind === 'totp_reset') return t('staff.proposals.describe.totpReset');
  const parts = [
    ...(p.role ? [t('staff.proposals.describe.role', { role })] : []),
    ...(p.new_status ? [t(`staff.proposals.describe.${p.new_status}`)] : []),
  ];
  return parts.join(' · ');
}

/** The pending staff proposals list, as the staff list and its actions share it. */
export function usePendingStaffProposals() {
  return useAdminQuery(AdminStaffProposalList, { status: 'pending', page_size: 100 });
}

/**
 * Changes to staff accounts waiting for a second admin, above the staff list: approve (a note is
 * optional) or reject (a reason is required). The maker is never offered approval of their own; the
 * server also refuses an admin the maker created or last changed.
 */
export function StaffProposals() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: me } = useGetIdentity<StaffProfile>();
  const pending = usePendingStaffProposals();
  const { ask, modal } = useDecision();
  const refresh = { resource: 'staff' };
  const approve = useAdminAction(AdminStaffProposalApprove, refresh);
  const reject = useAdminAction(AdminStaffProposalReject, refresh);
  const list = pending.data?.list ?? [];
  if (list.length === 0) return null;

  const decide = (p: TStaffProposal, verdict: 'approve' | 'reject') => {
    const params = { account: p.account, change: describeProposal(p, t), maker: p.proposed_by_account };
    ask({
      title: t(`staff.proposals.${verdict}Title`, params),
      summary: (
        <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('staff.fields.account')}>{p.account}</Descriptions.Item>
          <Descriptions.Item label={t('staff.proposals.change')}>{params.change}</Descriptions.Item>
          <Descriptions.Item label={t('staff.proposals.maker')}>{p.proposed_by_account}</Descriptions.Item>
          <Descriptions.Item label={t('staff.proposals.reason')}>{p.reason}</Descriptions.Item>
        </Descriptions>
      ),
      reasonRequired: verdict === 'reject',
      reasonLabel: verdict === 'approve' ? t('staff.proposals.approveNote') : undefined,
      okText: t(`staff.proposals.${verdict}`),
      danger: verdict === 'reject',
      confirm: () => ({ title: t(`staff.proposals.${verdict}Confirm`, params) }),
      submit: (values) => {
        const reason = values.reason?.trim();
        return verdict === 'approve'
          ? approve.run({ id: p.id, ...(reason ? { reason } : {}) })
          : reject.run({ id: p.id, reason: reason! });
      },
      onDone: () => {
        message.success(t(`staff.proposals.${verdict === 'approve' ? 'approved' : 'rejected'}`, params));
        void pending.refetch();
      },
    });
  };

  return (
    <Card
      size="small"
      title={
        <Space>
          {t('staff.proposals.title')}
          <Tag color="warning" bordered={false}>
            {list.length}
          </Tag>
        </Space>
      }
      extra={<Typography.Text type="secondary">{t('staff.proposals.subtitle')}</Typography.Text>}
      styles={{ body: { padding: 0 } }}
      data-testid="staff-proposals"
    >
      <Table<TStaffProposal>
        dataSource={list}
        rowKey="id"
        size="middle"
        pagination={false}
        scroll={{ x: 1000 }}
        columns={[
          {
            key: 'change',
            title: t('staff.proposals.change'),
            width: 220,
            render: (_, p) => (
              <Tag color={p.kind === 'create' ? 'geekblue' : 'volcano'} bordered={false}>
                {describeProposal(p, t)}
              </Tag>
            ),
          },
          {
            dataIndex: 'account',
            title: t('staff.fields.account'),
            width: 160,
            render: (a: string) => <Typography.Text strong>{a}</Typography.Text>,
          },
          { dataIndex: 'proposed_by_account', title: t('staff.proposals.maker'), width: 140 },
          { dataIndex: 'reason', title: t('staff.proposals.reason'), ellipsis: true },
          {
            dataIndex: 'created_at',
            title: t('staff.proposals.proposedAt'),
            width: 170,
            render: (v: string) => <TimeText value={v} />,
          },
          {
            key: 'actions',
            title: t('common.actions'),
            fixed: 'right',
            width: 230,
            render: (_, p) => (
              <Space size={4} data-testid={`staff-proposal-${p.account}`}>
                {p.proposed_by === me?.id ? (
                  // Another admin decides: the server refuses the maker too.
                  <Tag bordered={false} data-testid="own-proposal">
                    {t('staff.proposals.yours')}
                  </Tag>
                ) : (
                  <Button
                    size="small"
                    type="primary"
                    icon={<CheckOutlined />}
                    data-testid="approve"
                    onClick={() => decide(p, 'approve')}
                  >
                    {t('staff.proposals.approve')}
                  </Button>
                )}
                <Button
                  size="small"
                  danger
                  icon={<CloseOutlined />}
                  data-testid="reject"
                  onClick={() => decide(p, 'reject')}
                >
                  {t('staff.proposals.reject')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {modal}
    </Card>
  );
}
