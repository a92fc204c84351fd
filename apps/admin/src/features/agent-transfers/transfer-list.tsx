import {
  AdminAgentTransferApprove,
  AdminAgentTransferList,
  AdminAgentTransferReject,
  ZAgentTransferState,
  type ZAdminAgentTransfer,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import {
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useOneSite } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatAmount } from '../../lib/format';
import { readFilters, withFilter } from './filters';

type Transfer = z.infer<typeof ZAdminAgentTransfer>;
type State = z.infer<typeof ZAgentTransferState>;
const STATE_COLOR: Record<State, string> = {
  paid: 'success',
  waiting_approval: 'warning',
  rejected: 'default',
};

/** Every agent transfer of the site with filters kept in the address; the held ones decided here too. */
export function TransferList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const site = useOneSite();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const set = (name: string, value: string | undefined) => setParams(withFilter(params, name, value));
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = useAdminQuery(
    AdminAgentTransferList,
    { site_id: site?.id ?? 0, page_size: 20, ...filters },
    { enabled: site !== null },
  );
  const refresh = { resource: 'agentTransfers' };
  const approve = useAdminAction(AdminAgentTransferApprove, refresh);
  const reject = useAdminAction(AdminAgentTransferReject, refresh);
  const mayDecide = canCall(staff?.role, AdminAgentTransferApprove);
  const f = (name: string) => t(`agentTransfers.list.fields.${name}`);

  const decide = (r: Transfer, verdict: 'approve' | 'reject'): Decision => {
    const values = {
      amount: formatAmount(r.amount),
      currency: r.currency,
      member: r.member_account,
      agent: r.agent_account,
    };
    return {
      title: t(`agentTransfers.list.${verdict}Title`, values),
      summary: (
        <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={f('agent')}>{r.agent_account}</Descriptions.Item>
          <Descriptions.Item label={f('member')}>{r.member_account}</Descriptions.Item>
          <Descriptions.Item label={f('amount')}>
            <Amount value={r.amount} currency={r.currency} strong />
          </Descriptions.Item>
          <Descriptions.Item label={f('createdAt')}>
            <TimeText value={r.created_at} />
          </Descriptions.Item>
        </Descriptions>
      ),
      reasonRequired: verdict === 'reject',
      okText: t(`agentTransfers.list.${verdict}`),
      danger: verdict === 'reject',
      confirm: () => ({ title: t(`agentTransfers.list.${verdict}Confirm`, values) }),
      submit: async (v) => {
        const reason = v.reason?.trim();
        if (verdict === 'approve') await approve.run({ id: r.id, ...(reason ? { reason } : {}) });
        else await reject.run({ id: r.id, reason: reason! });
        await list.refetch();
      },
      onDone: () =>
        message.success(t(`agentTransfers.list.${verdict === 'approve' ? 'approved' : 'rejected'}`)),
    };
  };

  return (
    <>
      <PageHeader
        title={t('agentTransfers.list.title')}
        subtitle={t('agentTransfers.list.subtitle')}
        crumbs={[{ title: t('menu.agents') }, { title: t('agentTransfers.menu.list') }]}
      />
      <PageBody>
        <Card size="small">
          <Space wrap>
            <DatePicker.RangePicker
              value={filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
              onChange={(v) => {
                const next = withFilter(
                  withFilter(params, 'from', v?.[0]?.format('YYYY-MM-DD')),
                  'to',
                  v?.[1]?.format('YYYY-MM-DD'),
                );
                setParams(next);
              }}
            />
            <Select
              allowClear
              placeholder={t('agentTransfers.list.allCurrencies')}
              style={{ width: 150 }}
              value={filters.currency}
              options={(site?.currencies ?? []).map((c) => ({ value: c, label: c }))}
              onChange={(v: string | undefined) => set('currency', v)}
            />
            <Select
              allowClear
              placeholder={t('agentTransfers.list.allStates')}
              style={{ width: 190 }}
              value={filters.state}
              data-testid="agent-transfer-state-filter"
              options={ZAgentTransferState.options.map((s) => ({
                value: s,
                label: t(`agentTransfers.list.states.${s}`),
              }))}
              onChange={(v: State | undefined) => set('state', v)}
            />
            <Input.Search
              allowClear
              style={{ width: 170 }}
              placeholder={f('agentId')}
              defaultValue={filters.agent_id ? String(filters.agent_id) : ''}
              onSearch={(v) => set('agent_id', /^\d+$/.test(v.trim()) ? v.trim() : undefined)}
            />
            <Input.Search
              allowClear
              style={{ width: 170 }}
              placeholder={f('memberId')}
              defaultValue={filters.member_id ? String(filters.member_id) : ''}
              onSearch={(v) => set('member_id', /^\d+$/.test(v.trim()) ? v.trim() : undefined)}
            />
          </Space>
          {list.data?.totals.map((s) => (
            <div key={s.currency} style={{ marginTop: 8 }}>
              <Typography.Text type="secondary">
                {t('agentTransfers.list.totals', {
                  currency: s.currency,
                  paid: formatAmount(s.paid),
                  waiting: formatAmount(s.waiting),
                })}
              </Typography.Text>
            </div>
          ))}
        </Card>
        <Table<Transfer>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          data-testid="agent-transfer-table"
          pagination={{
            current: filters.page,
            pageSize: 20,
            total: list.data?.total ?? 0,
            onChange: (p) => set('page', p > 1 ? String(p) : undefined),
            showSizeChanger: false,
          }}
          columns={[
            { dataIndex: 'id', title: '#', width: 70 },
            {
              dataIndex: 'created_at',
              title: f('createdAt'),
              render: (v: string) => <TimeText value={v} />,
            },
            {
              dataIndex: 'agent_account',
              title: f('agent'),
              render: (v: string, r) => (
                <Space direction="vertical" size={0}>
                  {v}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    #{r.agent_id}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              dataIndex: 'member_account',
              title: f('member'),
              render: (v: string, r) => (
                <Space direction="vertical" size={0}>
                  {v}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    #{r.member_id}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              dataIndex: 'amount',
              title: f('amount'),
              align: 'right',
              render: (v: string, r) => <Amount value={v} currency={r.currency} strong />,
            },
            {
              dataIndex: 'state',
              title: f('state'),
              render: (s: State, r) => (
                <Space direction="vertical" size={0}>
                  <Tag color={STATE_COLOR[s]} bordered={false}>
                    {t(`agentTransfers.list.states.${s}`)}
                  </Tag>
                  {r.decision_reason && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.decision_reason}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            { dataIndex: 'day', title: f('day') },
            {
              dataIndex: 'decided_by',
              title: f('decidedBy'),
              render: (by: number | null) => (by === null ? t('common.none') : `#${by}`),
            },
            {
              key: 'actions',
              title: '',
              fixed: 'right',
              width: 170,
              render: (_, r) =>
                r.state === 'waiting_approval' && mayDecide ? (
                  <Space>
                    <Button size="small" type="primary" onClick={() => setDecision(decide(r, 'approve'))}>
                      {t('agentTransfers.list.approve')}
                    </Button>
                    <Button size="small" danger onClick={() => setDecision(decide(r, 'reject'))}>
                      {t('agentTransfers.list.reject')}
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
