import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AdminDepositChannelCreate,
  AdminDepositChannelList,
  AdminDepositChannelReorder,
  AdminDepositChannelSetActive,
  type AdminDepositChannel,
} from '@arks/contracts';
import { getDefaultFilter, useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import { App, Button, Card, Form, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAdmin } from '../../api/admin-client';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction } from '../../api/use-admin';
import { usePreferences } from '../../app/preferences';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { ExportCsv } from '../../components/export-csv';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatTime } from '../../lib/format';
import { siteFilter } from '../../components/list-parts';
import { ChannelForm } from './channel-form';
import { channelName, movedOrder } from './logic';
import { SearchCard, withTotals } from '../../components/list-parts';

type Channel = AdminDepositChannel;
interface Search {
  currency?: string;
  type?: string;
  active?: string;
}

function Details({ c }: { c: Channel }) {
  const { t } = useTranslation();
  if (c.type === 'bank')
    return (
      <Space direction="vertical" size={0}>
        <Typography.Text>
          {c.bank_name}
          {c.bank_branch && <Typography.Text type="secondary"> · {c.bank_branch}</Typography.Text>}
        </Typography.Text>
        <Typography.Text className="admin-mono">
          {c.account_name} · {c.account_number}
        </Typography.Text>
      </Space>
    );
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text>
        {t('moneySetup.channels.fields.merchantId')}: <span className="admin-mono">{c.merchant_id}</span>{' '}
        <Tag color={c.secret_set ? 'success' : 'warning'} bordered={false}>
          {t(c.secret_set ? 'moneySetup.channels.secretSet' : 'moneySetup.channels.secretNotSet')}
        </Tag>
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis={{ tooltip: c.gateway_url }} style={{ maxWidth: 260 }}>
        {c.gateway_url}
      </Typography.Text>
    </Space>
  );
}

/** Moves a channel one place within its site and currency (the reorder call takes all of them). */
function useMove() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reorder = useAdminAction(AdminDepositChannelReorder, { resource: 'depositChannels' });
  return async (c: Channel, step: -1 | 1) => {
    const scope = await callAdmin(AdminDepositChannelList, {
      site_id: c.site_id,
      currency: c.currency,
      page_size: 100,
    });
    const ids = movedOrder(scope.list, c.id, step);
    if (!ids) return;
    try {
      await reorder.run({ site_id: c.site_id, currency: c.currency as never, ids });
      message.success(t('moneySetup.channels.moved'));
    } catch (e) {
      message.error(t('common.actionFailed', { message: (e as Error).message }));
    }
  };
}

export function DepositChannels() {
  const { t } = useTranslation();
  const { language, timeZone } = usePreferences();
  const { siteId, site, sites, siteName } = useSiteScope();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const setActive = useAdminAction(AdminDepositChannelSetActive, { resource: 'depositChannels' });
  const move = useMove();
  const [editing, setEditing] = useState<Channel | null | 'new'>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const { message } = App.useApp();
  const { tableProps, searchFormProps, filters, sorters } = useTable<Channel, HttpError, Search>({
    resource: 'depositChannels',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { permanent: siteFilter(siteId) },
    onSearch: (v) => [
      { field: 'currency', operator: 'eq', value: v.currency },
      { field: 'type', operator: 'eq', value: v.type },
      { field: 'active', operator: 'eq', value: v.active },
    ],
  });
  const mayChange = canCall(staff?.role, AdminDepositChannelCreate);
  const currencies = [...new Set((site ? [site] : sites).flatMap((s) => s.currencies))];
  const nameOf = (c: Channel) => channelName(c.names, language);

  const toggle = (c: Channel): Decision => {
    const on = !c.active;
    const params = { name: nameOf(c), site: siteName(c.site_id), currency: c.currency };
    return {
      title: t(on ? 'moneySetup.channels.enableTitle' : 'moneySetup.channels.disableTitle', params),
      reasonRequired: true,
      okText: t(on ? 'moneySetup.channels.enable' : 'moneySetup.channels.disable'),
      danger: !on,
      confirm: () => ({
        title: t(on ? 'moneySetup.channels.enableConfirm' : 'moneySetup.channels.disableConfirm', params),
      }),
      submit: (v) => setActive.run({ id: c.id, active: on, reason: v.reason!.trim() }),
      onDone: () =>
        message.success(t(on ? 'moneySetup.channels.enabled' : 'moneySetup.channels.disabled', params)),
    };
  };

  return (
    <>
      <PageHeader
        title={t('moneySetup.channels.title')}
        subtitle={t('moneySetup.channels.subtitle')}
        crumbs={[{ title: t('menu.money') }, { title: t('moneySetup.menu.channels') }]}
        extra={
          <>
            <ExportCsv<Channel>
              resource="depositChannels"
              filters={filters}
              sorters={sorters}
              filename="deposit-channels"
              mapData={(c) => ({
                [t('moneySetup.channels.fields.site')]: siteName(c.site_id),
                [t('moneySetup.channels.fields.currency')]: c.currency,
                [t('moneySetup.channels.fields.order')]: c.sort + 1,
                [t('moneySetup.channels.fields.name')]: nameOf(c),
                [t('moneySetup.channels.fields.type')]: t(`moneySetup.channels.types.${c.type}`),
                [t('moneySetup.channels.fields.bankName')]: c.bank_name ?? '',
                [t('moneySetup.channels.fields.bankBranch')]: c.bank_branch ?? '',
                [t('moneySetup.channels.fields.accountName')]: c.account_name ?? '',
                [t('moneySetup.channels.fields.accountNumber')]: c.account_number ?? '',
                [t('moneySetup.channels.fields.merchantId')]: c.merchant_id ?? '',
                [t('moneySetup.channels.fields.minAmount')]: c.min_amount,
                [t('moneySetup.channels.fields.maxAmount')]: c.max_amount,
                [t('moneySetup.channels.fields.dailyLimit')]: c.daily_limit ?? '',
                [t('moneySetup.channels.fields.active')]: t(
                  c.active ? 'moneySetup.channels.status.on' : 'moneySetup.channels.status.off',
                ),
                [t('moneySetup.channels.fields.updatedAt')]: formatTime(c.updated_at, timeZone),
              })}
            />
            {mayChange && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                data-testid="channel-add"
                onClick={() => setEditing('new')}
              >
                {t('moneySetup.channels.add')}
              </Button>
            )}
          </>
        }
      />
      <PageBody>
        <SearchCard
          formProps={searchFormProps}
          name="channel-search"
          initialValues={{
            currency: getDefaultFilter('currency', filters, 'eq'),
            type: getDefaultFilter('type', filters, 'eq'),
            active: getDefaultFilter('active', filters, 'eq'),
          }}
        >
          <Form.Item
            name="currency"
            label={t('moneySetup.channels.fields.currency')}
            style={{ marginBottom: 16 }}
          >
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 120 }}
              options={currencies.map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
          <Form.Item name="type" label={t('moneySetup.channels.fields.type')} style={{ marginBottom: 16 }}>
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 140 }}
              options={(['bank', 'gateway'] as const).map((v) => ({
                value: v,
                label: t(`moneySetup.channels.types.${v}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="active"
            label={t('moneySetup.channels.fields.active')}
            style={{ marginBottom: 16 }}
          >
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 110 }}
              options={[
                { value: 'true', label: t('moneySetup.channels.status.on') },
                { value: 'false', label: t('moneySetup.channels.status.off') },
              ]}
            />
          </Form.Item>
        </SearchCard>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<Channel>
            {...tableProps}
            rowKey="id"
            size="middle"
            scroll={{ x: 1200 }}
            pagination={withTotals(tableProps.pagination, t)}
          >
            <Table.Column<Channel>
              title={
                <Tooltip title={t('moneySetup.channels.orderHint')}>
                  {t('moneySetup.channels.fields.order')}
                </Tooltip>
              }
              width={110}
              render={(_, c) => (
                <Space size={4}>
                  <Typography.Text type="secondary" style={{ minWidth: 18, display: 'inline-block' }}>
                    {c.sort + 1}
                  </Typography.Text>
                  {mayChange && (
                    <>
                      <Button
                        size="small"
                        type="text"
                        aria-label={t('moneySetup.channels.moveUp')}
                        icon={<ArrowUpOutlined />}
                        onClick={() => void move(c, -1)}
                      />
                      <Button
                        size="small"
                        type="text"
                        aria-label={t('moneySetup.channels.moveDown')}
                        icon={<ArrowDownOutlined />}
                        onClick={() => void move(c, 1)}
                      />
                    </>
                  )}
                </Space>
              )}
            />
            <Table.Column<Channel>
              title={t('moneySetup.channels.fields.name')}
              render={(_, c) => (
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{nameOf(c)}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {siteName(c.site_id)} · {c.currency}
                  </Typography.Text>
                </Space>
              )}
            />
            <Table.Column<Channel>
              dataIndex="type"
              title={t('moneySetup.channels.fields.type')}
              width={120}
              render={(v: string) => (
                <Tag color={v === 'bank' ? 'blue' : 'purple'} bordered={false}>
                  {t(`moneySetup.channels.types.${v}`)}
                </Tag>
              )}
            />
            <Table.Column<Channel>
              title={t('moneySetup.channels.fields.details')}
              render={(_, c) => <Details c={c} />}
            />
            <Table.Column<Channel>
              title={t('moneySetup.channels.fields.limits')}
              align="right"
              width={200}
              render={(_, c) => (
                <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
                  <span>
                    <Amount value={c.min_amount} /> – <Amount value={c.max_amount} currency={c.currency} />
                  </span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('moneySetup.channels.fields.dailyLimit')}:{' '}
                    {c.daily_limit ? <Amount value={c.daily_limit} /> : t('moneySetup.channels.noLimit')}
                  </Typography.Text>
                </Space>
              )}
            />
            <Table.Column<Channel>
              dataIndex="active"
              title={t('moneySetup.channels.fields.active')}
              width={90}
              render={(on: boolean) => (
                <Tag color={on ? 'success' : 'default'} bordered={false}>
                  {t(on ? 'moneySetup.channels.status.on' : 'moneySetup.channels.status.off')}
                </Tag>
              )}
            />
            <Table.Column<Channel>
              dataIndex="updated_at"
              title={t('moneySetup.channels.fields.updatedAt')}
              width={170}
              render={(v: string | null) => <TimeText value={v} />}
            />
            {mayChange && (
              <Table.Column<Channel>
                title={t('common.actions')}
                fixed="right"
                width={170}
                render={(_, c) => (
                  <Space>
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      data-testid="channel-edit"
                      onClick={() => setEditing(c)}
                    >
                      {t('moneySetup.channels.edit')}
                    </Button>
                    <Button
                      size="small"
                      danger={c.active}
                      data-testid="channel-toggle"
                      onClick={() => setDecision(toggle(c))}
                    >
                      {t(c.active ? 'moneySetup.channels.disable' : 'moneySetup.channels.enable')}
                    </Button>
                  </Space>
                )}
              />
            )}
          </Table>
        </Card>
      </PageBody>
      <ChannelForm
        channel={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
