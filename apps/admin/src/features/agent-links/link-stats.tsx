import { AdminAgentLinkBlock, AdminAgentLinkList, type TAdminAgentLink } from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { App, Button, Card, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureText } from '../../api/admin-client';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useOneSite } from '../../app/site-scope';
import { TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';

const STATUSES = ['active', 'disabled', 'blocked'] as const;
type Status = (typeof STATUSES)[number];
const STATUS_COLOR: Record<Status, string> = { active: 'green', disabled: 'default', blocked: 'red' };
const PAGE_SIZE = 20;

/** /agent-links?currency=&agent=&status=&page=: every agent's links with their figures; block one. */
export function LinkStats() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const site = useOneSite();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const [params, setParams] = useSearchParams();
  const currency = params.get('currency') ?? undefined;
  const agent = params.get('agent') ?? undefined;
  const statusParam = params.get('status');
  const status = STATUSES.find((s) => s === statusParam);
  const page = Number(params.get('page')) || 1;
  const [agentInput, setAgentInput] = useState(agent ?? '');
  const [deciding, setDeciding] = useState<TAdminAgentLink | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const block = useAdminAction(AdminAgentLinkBlock, { resource: 'agentLinks' });
  const mayBlock = canCall(staff?.role, AdminAgentLinkBlock);
  const query = useAdminQuery(
    AdminAgentLinkList,
    {
      site_id: site?.id ?? 0,
      page,
      page_size: PAGE_SIZE,
      ...(currency ? { currency } : {}),
      ...(agent ? { agent } : {}),
      ...(status ? { status } : {}),
    },
    { enabled: site !== null },
  );
  const f = (name: string) => t(`agentLinks.fields.${name}`);

  /** Filters live in the address, so a view can be shared and survives a reload. */
  const setFilter = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const confirm = async () => {
    if (!deciding || !site) return;
    const { reason } = await form.validateFields();
    const blocking = deciding.status !== 'blocked';
    try {
      await block.run({ site_id: site.id, id: deciding.id, blocked: blocking, reason });
      message.success(t(blocking ? 'agentLinks.blocked' : 'agentLinks.released'));
      setDeciding(null);
      form.resetFields();
      void query.refetch();
    } catch (error) {
      message.error(failureText(error));
    }
  };

  const data = query.data;
  const blocking = deciding?.status !== 'blocked';
  return (
    <>
      <PageHeader
        title={t('agentLinks.title')}
        subtitle={t('agentLinks.subtitle')}
        crumbs={[{ title: t('menu.agents') }, { title: t('agentLinks.menu.links') }]}
      />
      <PageBody>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Card size="small">
            <Space wrap>
              <Select
                style={{ width: 160 }}
                value={currency ?? ''}
                onChange={(v) => setFilter({ currency: v || undefined })}
                options={[
                  { value: '', label: t('agentLinks.allCurrencies') },
                  ...(site?.currencies ?? []).map((c) => ({ value: c, label: c })),
                ]}
                aria-label={t('agentLinks.currency')}
              />
              <Select
                style={{ width: 160 }}
                value={status ?? ''}
                onChange={(v) => setFilter({ status: v || undefined })}
                options={[
                  { value: '', label: t('agentLinks.allStatuses') },
                  ...STATUSES.map((s) => ({ value: s, label: t(`agentLinks.statuses.${s}`) })),
                ]}
                aria-label={t('agentLinks.status')}
              />
              <Input.Search
                allowClear
                style={{ width: 240 }}
                placeholder={t('agentLinks.agent')}
                value={agentInput}
                onChange={(e) => setAgentInput(e.target.value)}
                onSearch={(v) => setFilter({ agent: v.trim() || undefined })}
                enterButton={t('agentLinks.search')}
                data-testid="agent-links-agent"
              />
            </Space>
          </Card>
          {query.isError ? <Typography.Text type="danger">{failureText(query.error)}</Typography.Text> : null}
          {data ? (
            <Typography.Text type="secondary" data-testid="agent-links-totals">
              {t('agentLinks.totals', {
                clicks: data.totals.clicks,
                registrations: data.totals.registrations,
                deposits: data.totals.first_deposits,
              })}
            </Typography.Text>
          ) : null}
          <Table<TAdminAgentLink>
            rowKey="id"
            loading={query.isFetching}
            dataSource={data?.list ?? []}
            data-testid="agent-links-table"
            scroll={{ x: 900 }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: data?.total ?? 0,
              showSizeChanger: false,
              onChange: (p) => setFilter({ page: String(p) }),
            }}
            columns={[
              {
                title: f('agent'),
                render: (_, r) => (
                  <span>
                    {r.agent_account} <Typography.Text type="secondary">#{r.agent_id}</Typography.Text>
                  </span>
                ),
              },
              { title: f('name'), dataIndex: 'name' },
              { title: f('code'), render: (_, r) => <Typography.Text code>{r.code}</Typography.Text> },
              { title: f('currency'), dataIndex: 'currency' },
              {
                title: f('status'),
                render: (_, r) => (
                  <Tag color={STATUS_COLOR[r.status]}>{t(`agentLinks.statuses.${r.status}`)}</Tag>
                ),
              },
              { title: f('clicks'), dataIndex: 'clicks', align: 'right' },
              { title: f('registrations'), dataIndex: 'registrations', align: 'right' },
              { title: f('firstDeposits'), dataIndex: 'first_deposits', align: 'right' },
              { title: f('created'), render: (_, r) => <TimeText value={r.created_at} /> },
              {
                title: '',
                render: (_, r) =>
                  mayBlock ? (
                    <Button
                      size="small"
                      danger={r.status !== 'blocked'}
                      onClick={() => setDeciding(r)}
                      data-testid="agent-link-block"
                    >
                      {r.status === 'blocked' ? t('agentLinks.release') : t('agentLinks.block')}
                    </Button>
                  ) : null,
              },
            ]}
          />
        </Space>
        <Modal
          open={deciding !== null}
          title={
            deciding
              ? t(blocking ? 'agentLinks.blockTitle' : 'agentLinks.releaseTitle', {
                  name: deciding.name,
                  agent: deciding.agent_account,
                })
              : ''
          }
          okText={blocking ? t('agentLinks.block') : t('agentLinks.release')}
          okButtonProps={{ danger: blocking, loading: block.isPending }}
          onOk={() => void confirm()}
          onCancel={() => setDeciding(null)}
          destroyOnHidden
        >
          <Typography.Paragraph type="secondary">
            {blocking ? t('agentLinks.blockHelp') : t('agentLinks.releaseHelp')}
          </Typography.Paragraph>
          <Form form={form} layout="vertical">
            <Form.Item
              name="reason"
              label={t('agentLinks.reason')}
              rules={[{ required: true, whitespace: true, message: t('agentLinks.reasonRequired') }]}
            >
              <Input.TextArea rows={3} maxLength={500} data-testid="agent-link-reason" />
            </Form.Item>
          </Form>
        </Modal>
      </PageBody>
    </>
  );
}
