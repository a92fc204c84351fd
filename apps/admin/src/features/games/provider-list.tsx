import { EditOutlined } from '@ant-design/icons';
import { AdminProviderSave } from '@arks/contracts';
import { getDefaultFilter, getDefaultSortOrder, useTable } from '@refinedev/antd';
import { useCan, type HttpError } from '@refinedev/core';
import { App, Button, Card, Form, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminAction } from '../../api/use-admin';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { ExportCsv } from '../../components/export-csv';
import { TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { maintenanceState, providerSaveInput, type Provider } from './logic';
import { SearchCard } from '../../components/list-parts';

/** A provider's maintenance window as a tag and its times. */
export function MaintenanceCell({ p }: { p: Provider }) {
  const { t } = useTranslation();
  // The time the page was drawn: the list refetches after every change, which draws it again.
  const [now] = useState(() => Date.now());
  const state = maintenanceState(p, now);
  if (state === 'none')
    return <Typography.Text type="secondary">{t('games.providers.noWindow')}</Typography.Text>;
  return (
    <Space size={4} wrap>
      <Tag color={state === 'now' ? 'warning' : 'processing'} bordered={false}>
        {t(state === 'now' ? 'games.providers.maintenanceNow' : 'games.providers.maintenanceLater')}
      </Tag>
      <TimeText value={p.maintenance_start_at} />
      <span>→</span>
      {p.maintenance_end_at ? (
        <TimeText value={p.maintenance_end_at} />
      ) : (
        <Typography.Text type="secondary">{t('games.providers.openEnded')}</Typography.Text>
      )}
    </Space>
  );
}

function useTransfersDecision(onClose: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useAdminAction(AdminProviderSave, { resource: 'game-providers' });
  return (p: Provider): Decision => {
    const state = t(p.transfer_enabled ? 'games.providers.off' : 'games.providers.on');
    return {
      title: t('games.providers.toggleTransfers', { gpId: p.gp_id }),
      summary: (
        <Typography.Paragraph type="secondary">{t('games.providers.transfersHelp')}</Typography.Paragraph>
      ),
      reasonRequired: true,
      okText: t('common.confirm'),
      danger: p.transfer_enabled,
      confirm: () => ({ title: t('games.providers.confirmTransfers', { gpId: p.gp_id, state }) }),
      submit: (values) =>
        save.run(providerSaveInput(p, { transfer_enabled: !p.transfer_enabled }, values.reason!)),
      onDone: () => {
        message.success(t('games.providers.transfersChanged', { gpId: p.gp_id, state }));
        onClose();
      },
    };
  };
}

export function ProviderList() {
  const { t } = useTranslation();
  const canEdit = useCan({ resource: 'game-providers', action: 'edit' }).data?.can ?? false;
  const [decision, setDecision] = useState<Decision | null>(null);
  const transfers = useTransfersDecision(() => setDecision(null));
  const { tableProps, searchFormProps, filters, sorters } = useTable<Provider, HttpError, { q?: string }>({
    resource: 'game-providers',
    syncWithLocation: true,
    pagination: { pageSize: 50 },
    sorters: { initial: [{ field: 'gp_id', order: 'asc' }] },
    onSearch: (values) => [{ field: 'q', operator: 'contains', value: values.q?.trim() }],
  });
  const yes = (on: boolean, a: string, b: string) => (
    <Tag color={on ? 'success' : 'default'} bordered={false}>
      {t(on ? a : b)}
    </Tag>
  );

  return (
    <>
      <PageHeader
        title={t('games.providers.title')}
        subtitle={t('games.providers.subtitle')}
        crumbs={[{ title: t('menu.games') }, { title: t('games.menu.providers') }]}
        extra={
          <ExportCsv<Provider>
            resource="game-providers"
            filters={filters}
            sorters={sorters}
            filename="game-providers"
            mapData={(p) => ({
              [t('games.providers.fields.gpId')]: p.gp_id,
              [t('games.providers.fields.name')]: p.name,
              [t('games.providers.fields.active')]: p.active
                ? t('games.providers.active')
                : t('games.providers.inactive'),
              [t('games.providers.fields.transfers')]: p.transfer_enabled
                ? t('games.providers.on')
                : t('games.providers.off'),
              [t('games.providers.fields.maintenance')]: [p.maintenance_start_at, p.maintenance_end_at].join(
                ' → ',
              ),
              [t('games.providers.fields.blocked')]: p.blocked_devices
                .map((d) => t(`games.devices.${d}`))
                .join(' '),
              [t('games.providers.fields.secret')]: p.secret_set
                ? t('games.providers.secretSet')
                : t('games.providers.secretNotSet'),
            })}
          />
        }
      />
      <PageBody>
        <SearchCard
          formProps={searchFormProps}
          initialValues={{ q: getDefaultFilter('q', filters, 'contains') }}
        >
          <Form.Item name="q" style={{ marginBottom: 16 }}>
            <Input
              placeholder={t('games.providers.searchPlaceholder')}
              allowClear
              maxLength={64}
              style={{ width: 240 }}
            />
          </Form.Item>
        </SearchCard>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<Provider>
            {...tableProps}
            rowKey="gp_id"
            size="middle"
            pagination={{
              ...tableProps.pagination,
              showTotal: (total) => t('common.total', { count: total }),
            }}
            scroll={{ x: 1100 }}
          >
            <Table.Column<Provider>
              dataIndex="gp_id"
              title={t('games.providers.fields.gpId')}
              width={120}
              sorter
              defaultSortOrder={getDefaultSortOrder('gp_id', sorters)}
              render={(id: string, p) => (
                <Space size={4}>
                  <Typography.Text strong>{id}</Typography.Text>
                  {p.house && <Tag bordered={false}>{t('games.providers.house')}</Tag>}
                </Space>
              )}
            />
            <Table.Column<Provider>
              dataIndex="name"
              title={t('games.providers.fields.name')}
              sorter
              defaultSortOrder={getDefaultSortOrder('name', sorters)}
            />
            <Table.Column<Provider>
              dataIndex="active"
              title={t('games.providers.fields.active')}
              width={90}
              render={(on: boolean) => yes(on, 'games.providers.active', 'games.providers.inactive')}
            />
            <Table.Column<Provider>
              dataIndex="transfer_enabled"
              title={t('games.providers.fields.transfers')}
              width={100}
              render={(on: boolean, p) => (
                <Switch
                  size="small"
                  checked={on}
                  disabled={!canEdit}
                  aria-label={t('games.providers.toggleTransfers', { gpId: p.gp_id })}
                  data-testid={`transfers-${p.gp_id}`}
                  onClick={() => setDecision(transfers(p))}
                />
              )}
            />
            <Table.Column<Provider>
              title={t('games.providers.fields.maintenance')}
              render={(_, p) => <MaintenanceCell p={p} />}
            />
            <Table.Column<Provider>
              dataIndex="blocked_devices"
              title={t('games.providers.fields.blocked')}
              width={150}
              render={(devices: number[]) =>
                devices.length === 0 ? (
                  <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
                ) : (
                  devices.map((d) => (
                    <Tag key={d} color="error" bordered={false}>
                      {t(`games.devices.${d}`)}
                    </Tag>
                  ))
                )
              }
            />
            <Table.Column<Provider>
              dataIndex="secret_set"
              title={t('games.providers.fields.secret')}
              width={90}
              render={(set: boolean, p) =>
                p.house ? (
                  <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
                ) : (
                  yes(set, 'games.providers.secretSet', 'games.providers.secretNotSet')
                )
              }
            />
            <Table.Column<Provider>
              dataIndex="reachable"
              title={t('games.providers.fields.reachable')}
              width={80}
              render={(on: boolean) => yes(on, 'common.yes', 'common.no')}
            />
            {canEdit && (
              <Table.Column<Provider>
                title={t('common.actions')}
                width={80}
                fixed="right"
                render={(_, p) => (
                  <Link
                    to={`/game-providers/${p.gp_id}`}
                    aria-label={t('games.providers.editTitle', { gpId: p.gp_id })}
                  >
                    <Button size="small" icon={<EditOutlined />} />
                  </Link>
                )}
              />
            )}
          </Table>
        </Card>
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
