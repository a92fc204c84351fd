import {
  AdminAgentApplicationApprove,
  AdminAgentApplicationList,
  AdminAgentApplicationRefuse,
  type ZAdminAgentApplication,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { App, Button, Card, Descriptions, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { definedOnly, useAddressFilters } from './address-filters';

type Application = z.infer<typeof ZAdminAgentApplication>;
const STATUS_COLOR = { pending: 'warning', approved: 'success', refused: 'default' } as const;
const PAGE_SIZE = 20;

/** /agents/applications: members' applications to be agents, approved (with level and type) or refused. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { site } = useSiteScope();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const filters = useAddressFilters(['status', 'currency', 'account'] as const);
  const status = (filters.values.status ?? 'pending') as Application['status'] | 'all';
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = useAdminQuery(AdminAgentApplicationList, {
    page: filters.page,
    page_size: PAGE_SIZE,
    ...definedOnly({
      site_id: site?.id,
      currency: filters.values.currency,
      account: filters.values.account,
      status: status === 'all' ? undefined : status,
    }),
  });
  const refresh = { resource: 'agentApplications' };
  const approve = useAdminAction(AdminAgentApplicationApprove, refresh);
  const refuse = useAdminAction(AdminAgentApplicationRefuse, refresh);
  const mayDecide = canCall(staff?.role, AdminAgentApplicationApprove);
  const f = (name: string) => t(`agents.applications.fields.${name}`);

  const decide = (a: Application, verdict: 'approve' | 'refuse'): Decision => ({
    title: t(`agents.applications.${verdict}Title`, { member: a.member_account }),
    summary: (
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={f('member')}>{a.member_account}</Descriptions.Item>
        <Descriptions.Item label={f('currency')}>{a.currency}</Descriptions.Item>
        <Descriptions.Item label={f('parent')}>{a.parent_account ?? t('agents.top')}</Descriptions.Item>
      </Descriptions>
    ),
    fields:
      verdict === 'approve' ? (
        <Space>
          <Form.Item name="level" label={f('level')} initialValue={1} rules={[{ required: true }]}>
            <InputNumber min={1} max={10} />
          </Form.Item>
          <Form.Item name="agent_type" label={f('agentType')} initialValue={1} rules={[{ required: true }]}>
            <Select
              style={{ width: 180 }}
              options={[1, 2, 3].map((v) => ({ value: v, label: t(`agents.types.${v}`) }))}
            />
          </Form.Item>
        </Space>
      ) : undefined,
    reasonRequired: verdict === 'refuse',
    reasonLabel: verdict === 'refuse' ? t('agents.applications.refuseReason') : undefined,
    okText: t(`agents.applications.${verdict}`),
    danger: verdict === 'refuse',
    confirm: () => ({ title: t(`agents.applications.${verdict}Confirm`, { member: a.member_account }) }),
    submit: async (values) => {
      const reason = values.reason?.trim();
      if (verdict === 'approve')
        await approve.run({
          id: a.id,
          level: Number(values.level ?? 1),
          agent_type: Number(values.agent_type ?? 1) as 1 | 2 | 3,
          ...(reason ? { reason } : {}),
        });
      else await refuse.run({ id: a.id, reason: reason! });
      await list.refetch();
    },
    onDone: () => message.success(t(`agents.applications.${verdict}d`)),
  });

  return (
    <>
      <PageHeader
        title={t('agents.applications.title')}
        subtitle={t('agents.applications.subtitle')}
        crumbs={[{ title: t('menu.agents') }, { title: t('agents.menu.applications') }]}
      />
      <PageBody>
        <Card size="small">
          <Space wrap>
            <Select
              style={{ width: 180 }}
              value={status}
              options={(['pending', 'approved', 'refused', 'all'] as const).map((s) => ({
                value: s,
                label: t(`agents.applications.status.${s}`),
              }))}
              onChange={(v) => filters.set('status', v === 'pending' ? undefined : v)}
              data-testid="applications-status"
            />
            <Select
              allowClear
              placeholder={t('agents.allCurrencies')}
              style={{ width: 160 }}
              value={filters.values.currency}
              options={(site?.currencies ?? []).map((c) => ({ value: c, label: c }))}
              onChange={(v: string | undefined) => filters.set('currency', v)}
            />
            <Input.Search
              allowClear
              placeholder={f('member')}
              defaultValue={filters.values.account}
              onSearch={(v) => filters.set('account', v.trim() || undefined)}
              style={{ width: 220 }}
            />
          </Space>
        </Card>
        <Table<Application>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: filters.page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: (p) => filters.set('page', p),
            showSizeChanger: false,
          }}
          columns={[
            { dataIndex: 'id', title: 'ID', width: 80 },
            { dataIndex: 'member_account', title: f('member') },
            { dataIndex: 'currency', title: f('currency'), width: 90 },
            {
              dataIndex: 'parent_account',
              title: f('parent'),
              render: (v: string | null) => v ?? <Tag>{t('agents.top')}</Tag>,
            },
            {
              dataIndex: 'status',
              title: f('status'),
              render: (s: Application['status']) => (
                <Tag color={STATUS_COLOR[s]}>{t(`agents.applications.status.${s}`)}</Tag>
              ),
            },
            { dataIndex: 'created_at', title: f('appliedAt'), render: (v: string) => <TimeText value={v} /> },
            {
              dataIndex: 'decided_at',
              title: f('decidedAt'),
              render: (v: string | null) => <TimeText value={v} />,
            },
            { dataIndex: 'reason', title: f('reason'), render: (v: string | null) => v ?? '' },
            {
              key: 'actions',
              title: '',
              fixed: 'right',
              render: (_: unknown, a) =>
                mayDecide && a.status === 'pending' ? (
                  <Space>
                    <Button size="small" type="primary" onClick={() => setDecision(decide(a, 'approve'))}>
                      {t('agents.applications.approve')}
                    </Button>
                    <Button size="small" danger onClick={() => setDecision(decide(a, 'refuse'))}>
                      {t('agents.applications.refuse')}
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
