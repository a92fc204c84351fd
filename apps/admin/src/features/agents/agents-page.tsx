import {
  AdminAgentDetail,
  AdminAgentList,
  AdminAgentMake,
  AdminAgentMove,
  AdminAgentSettings,
  AdminAgentStatus,
  type ZAdminAgent,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import {
  Alert,
  App,
  Breadcrumb,
  Button,
  Card,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { definedOnly, useAddressFilters } from './address-filters';

type Agent = z.infer<typeof ZAdminAgent>;
const PAGE_SIZE = 20;
const optionalId = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));
const optionalAmount = (v: unknown) =>
  v === undefined || v === null || String(v).trim() === '' ? null : String(v).trim();

/**
 * /agents: the agents of the site with filters in the address; `?agent=<id>` opens one with its
 * place in the tree, its direct members and sub-agents, and the actions staff take on it.
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { site } = useSiteScope();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const filters = useAddressFilters(['status', 'currency', 'account', 'parent_id', 'agent'] as const);
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = useAdminQuery(AdminAgentList, {
    page: filters.page,
    page_size: PAGE_SIZE,
    ...definedOnly({
      site_id: site?.id,
      currency: filters.values.currency,
      account: filters.values.account,
      status: filters.values.status as Agent['status'] | undefined,
      parent_id: filters.values.parent_id ? Number(filters.values.parent_id) : undefined,
    }),
  });
  const openId = Number(filters.values.agent) || null;
  const detail = useAdminQuery(AdminAgentDetail, { member_id: openId ?? 0 }, { enabled: openId !== null });
  const refresh = { resource: 'agents' };
  const make = useAdminAction(AdminAgentMake, refresh);
  const setStatus = useAdminAction(AdminAgentStatus, refresh);
  const setTerms = useAdminAction(AdminAgentSettings, refresh);
  const move = useAdminAction(AdminAgentMove, refresh);
  const mayWrite = canCall(staff?.role, AdminAgentMake);
  const f = (name: string) => t(`agents.list.fields.${name}`);
  const reload = async () => {
    await list.refetch();
    if (openId) await detail.refetch();
  };
  const typeOptions = [1, 2, 3].map((v) => ({ value: v, label: t(`agents.types.${v}`) }));

  const makeDecision = (): Decision => ({
    title: t('agents.list.makeTitle'),
    fields: (
      <>
        <Form.Item name="member_id" label={f('memberId')} rules={[{ required: true }]}>
          <InputNumber min={1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="parent_id" label={f('parentId')} extra={t('agents.list.parentHelp')}>
          <InputNumber min={1} style={{ width: '100%' }} />
        </Form.Item>
        <Space>
          <Form.Item name="level" label={f('level')} initialValue={1}>
            <InputNumber min={1} max={10} />
          </Form.Item>
          <Form.Item name="agent_type" label={f('agentType')} initialValue={1}>
            <Select style={{ width: 180 }} options={typeOptions} />
          </Form.Item>
        </Space>
      </>
    ),
    reasonRequired: true,
    okText: t('agents.list.make'),
    confirm: (v) => ({ title: t('agents.list.makeConfirm', { id: v.member_id }) }),
    submit: async (v) => {
      const made = await make.run({
        member_id: Number(v.member_id),
        parent_id: optionalId(v.parent_id),
        level: Number(v.level ?? 1),
        agent_type: Number(v.agent_type ?? 1) as 1 | 2 | 3,
        reason: v.reason!.trim(),
      });
      filters.set('agent', made.member_id);
      await reload();
    },
    onDone: () => message.success(t('agents.list.made')),
  });

  const statusDecision = (a: Agent): Decision => {
    const next = a.status === 'active' ? 'suspended' : 'active';
    const verb = next === 'active' ? 'restore' : 'suspend';
    return {
      title: t(`agents.list.${verb}Title`, { account: a.account }),
      reasonRequired: true,
      okText: t(`agents.list.${verb}`),
      danger: next === 'suspended',
      confirm: () => ({ title: t(`agents.list.${verb}Confirm`, { account: a.account }) }),
      submit: async (v) => {
        await setStatus.run({ member_id: a.member_id, status: next, reason: v.reason!.trim() });
        await reload();
      },
      onDone: () => message.success(t(`agents.list.${verb}d`)),
    };
  };

  const termsDecision = (a: Agent): Decision => ({
    title: t('agents.list.termsTitle', { account: a.account }),
    fields: (
      <>
        <Space>
          <Form.Item name="level" label={f('level')} initialValue={a.level}>
            <InputNumber min={1} max={10} />
          </Form.Item>
          <Form.Item name="agent_type" label={f('agentType')} initialValue={a.agent_type}>
            <Select style={{ width: 180 }} options={typeOptions} />
          </Form.Item>
        </Space>
        <Form.Item
          name="transfer_max_single"
          label={f('transferSingle')}
          initialValue={a.transfer_max_single ?? ''}
          extra={t('agents.list.limitHelp')}
        >
          <Input suffix={a.currency} inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="transfer_max_daily"
          label={f('transferDaily')}
          initialValue={a.transfer_max_daily ?? ''}
        >
          <Input suffix={a.currency} inputMode="decimal" />
        </Form.Item>
      </>
    ),
    reasonRequired: true,
    okText: t('agents.save'),
    confirm: () => ({ title: t('agents.list.termsConfirm', { account: a.account }) }),
    submit: async (v) => {
      await setTerms.run({
        member_id: a.member_id,
        level: Number(v.level),
        agent_type: Number(v.agent_type) as 1 | 2 | 3,
        transfer_max_single: optionalAmount(v.transfer_max_single),
        transfer_max_daily: optionalAmount(v.transfer_max_daily),
        reason: v.reason!.trim(),
      });
      await reload();
    },
    onDone: () => message.success(t('agents.list.termsSaved')),
  });

  const moveDecision = (who: { member_id: number; account: string; isAgent: boolean }): Decision => ({
    title: t('agents.list.moveTitle', { account: who.account }),
    summary: (
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('agents.list.moveEffect')} />
    ),
    fields: (
      <Form.Item
        name="new_agent_id"
        label={f('newAgentId')}
        extra={who.isAgent ? t('agents.list.moveTopHelp') : undefined}
        rules={who.isAgent ? [] : [{ required: true }]}
      >
        <InputNumber min={1} style={{ width: '100%' }} />
      </Form.Item>
    ),
    reasonRequired: true,
    okText: t('agents.list.move'),
    confirm: (v) => ({
      title: t('agents.list.moveConfirm', { account: who.account, to: v.new_agent_id || t('agents.top') }),
    }),
    submit: async (v) => {
      const moved = await move.run({
        member_id: who.member_id,
        new_agent_id: optionalId(v.new_agent_id),
        reason: v.reason!.trim(),
      });
      message.info(moved.effect, 8);
      await reload();
    },
  });

  const d = detail.data;
  return (
    <>
      <PageHeader
        title={t('agents.list.title')}
        subtitle={t('agents.list.subtitle')}
        crumbs={[{ title: t('menu.agents') }, { title: t('agents.menu.agents') }]}
        extra={
          mayWrite && (
            <Button type="primary" onClick={() => setDecision(makeDecision())} data-testid="agent-make">
              {t('agents.list.make')}
            </Button>
          )
        }
      />
      <PageBody>
        <Card size="small">
          <Space wrap>
            <Select
              allowClear
              placeholder={t('agents.list.allStatuses')}
              style={{ width: 160 }}
              value={filters.values.status}
              options={(['active', 'suspended'] as const).map((s) => ({
                value: s,
                label: t(`agents.status.${s}`),
              }))}
              onChange={(v: string | undefined) => filters.set('status', v)}
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
              placeholder={f('account')}
              defaultValue={filters.values.account}
              onSearch={(v) => filters.set('account', v.trim() || undefined)}
              style={{ width: 220 }}
            />
            {filters.values.parent_id && (
              <Tag closable onClose={() => filters.set('parent_id', undefined)}>
                {t('agents.list.under', { id: filters.values.parent_id })}
              </Tag>
            )}
          </Space>
        </Card>
        <Table<Agent>
          rowKey="member_id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          onRow={(a) => ({ onClick: () => filters.set('agent', a.member_id), style: { cursor: 'pointer' } })}
          pagination={{
            current: filters.page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: (p) => filters.set('page', p),
            showSizeChanger: false,
          }}
          columns={[
            { dataIndex: 'member_id', title: 'ID', width: 80 },
            { dataIndex: 'account', title: f('account') },
            { dataIndex: 'currency', title: f('currency'), width: 90 },
            {
              dataIndex: 'path',
              title: f('path'),
              render: (path: Agent['path']) => path.map((p) => p.account).join(' › '),
            },
            {
              dataIndex: 'status',
              title: f('status'),
              render: (s: Agent['status']) => (
                <Tag color={s === 'active' ? 'success' : 'warning'}>{t(`agents.status.${s}`)}</Tag>
              ),
            },
            { dataIndex: 'level', title: f('level'), width: 70 },
            { dataIndex: 'agent_type', title: f('agentType'), render: (v: number) => t(`agents.types.${v}`) },
            { dataIndex: 'direct_members', title: f('directMembers'), align: 'right' },
            { dataIndex: 'sub_agents', title: f('subAgents'), align: 'right' },
            { dataIndex: 'created_at', title: f('since'), render: (v: string) => <TimeText value={v} /> },
          ]}
        />
      </PageBody>
      <Drawer
        open={openId !== null}
        width={720}
        onClose={() => filters.set('agent', undefined)}
        title={d ? d.agent.account : t('agents.loading')}
        extra={
          d &&
          mayWrite && (
            <Space wrap>
              <Button onClick={() => setDecision(termsDecision(d.agent))}>{t('agents.list.terms')}</Button>
              <Button
                onClick={() =>
                  setDecision(
                    moveDecision({ member_id: d.agent.member_id, account: d.agent.account, isAgent: true }),
                  )
                }
              >
                {t('agents.list.move')}
              </Button>
              <Button
                danger={d.agent.status === 'active'}
                onClick={() => setDecision(statusDecision(d.agent))}
              >
                {t(d.agent.status === 'active' ? 'agents.list.suspend' : 'agents.list.restore')}
              </Button>
            </Space>
          )
        }
      >
        {d && (
          <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="agent-detail">
            <Breadcrumb
              items={d.agent.path.map((p) => ({
                title:
                  p.member_id === d.agent.member_id ? (
                    <Typography.Text strong>{p.account}</Typography.Text>
                  ) : (
                    <a onClick={() => filters.set('agent', p.member_id)}>{p.account}</a>
                  ),
              }))}
            />
            <Descriptions column={2} bordered size="small">
              <Descriptions.Item label={f('status')}>
                {t(`agents.status.${d.agent.status}`)}
              </Descriptions.Item>
              <Descriptions.Item label={f('currency')}>{d.agent.currency}</Descriptions.Item>
              <Descriptions.Item label={f('level')}>{d.agent.level}</Descriptions.Item>
              <Descriptions.Item label={f('agentType')}>
                {t(`agents.types.${d.agent.agent_type}`)}
              </Descriptions.Item>
              <Descriptions.Item label={f('transferSingle')}>
                {d.agent.transfer_max_single ? (
                  <Amount value={d.agent.transfer_max_single} currency={d.agent.currency} />
                ) : (
                  t('agents.list.siteDefault')
                )}
              </Descriptions.Item>
              <Descriptions.Item label={f('transferDaily')}>
                {d.agent.transfer_max_daily ? (
                  <Amount value={d.agent.transfer_max_daily} currency={d.agent.currency} />
                ) : (
                  t('agents.list.siteDefault')
                )}
              </Descriptions.Item>
            </Descriptions>
            <div>
              <Typography.Title level={5}>
                {t('agents.list.subAgentsTitle', { count: d.sub_agents.length })}
              </Typography.Title>
              <Table<Agent>
                rowKey="member_id"
                size="small"
                pagination={false}
                dataSource={d.sub_agents}
                columns={[
                  {
                    dataIndex: 'account',
                    title: f('account'),
                    render: (v: string, a) => <a onClick={() => filters.set('agent', a.member_id)}>{v}</a>,
                  },
                  {
                    dataIndex: 'status',
                    title: f('status'),
                    render: (s: Agent['status']) => t(`agents.status.${s}`),
                  },
                  { dataIndex: 'direct_members', title: f('directMembers'), align: 'right' },
                  { dataIndex: 'sub_agents', title: f('subAgents'), align: 'right' },
                ]}
              />
            </div>
            <div>
              <Typography.Title level={5}>
                {t('agents.list.membersTitle', { count: d.direct_members.length })}
              </Typography.Title>
              <Table
                rowKey="member_id"
                size="small"
                pagination={{ pageSize: 10, showSizeChanger: false }}
                dataSource={d.direct_members}
                columns={[
                  { dataIndex: 'member_id', title: 'ID', width: 80 },
                  { dataIndex: 'account', title: f('account') },
                  { dataIndex: 'status', title: f('status') },
                  {
                    key: 'move',
                    title: '',
                    render: (_: unknown, m: { member_id: number; account: string }) =>
                      mayWrite ? (
                        <Button
                          size="small"
                          onClick={() =>
                            setDecision(
                              moveDecision({ member_id: m.member_id, account: m.account, isAgent: false }),
                            )
                          }
                        >
                          {t('agents.list.move')}
                        </Button>
                      ) : null,
                  },
                ]}
              />
            </div>
          </Space>
        )}
      </Drawer>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
