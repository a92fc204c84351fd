import { AdminLoginIpBlockAdd, AdminLoginIpBlockRemove, type AdminLoginIpBlock } from '@arks/contracts';
import { getDefaultFilter } from '@refinedev/antd';
import { App, Button, Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../../api/use-admin';
import { TimeText } from '../../../components/values';
import { useDecision } from '../../../components/use-decision';
import { RuleSearch, RuleTab, useRuleTable } from './rule-tab';

/** Networks whose logins and registrations the site refuses. */
export function IpBlocksTab({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { ask, modal } = useDecision();
  const add = useAdminAction(AdminLoginIpBlockAdd, { resource: 'siteIpBlocks' });
  const remove = useAdminAction(AdminLoginIpBlockRemove, { resource: 'siteIpBlocks' });
  const { tableProps, searchFormProps, filters } = useRuleTable<AdminLoginIpBlock, { ip?: string }>(
    'siteIpBlocks',
    siteId,
    (values) => [{ field: 'ip', operator: 'eq', value: values.ip?.trim() }],
  );

  const askAdd = () =>
    ask({
      title: t('sites.ipBlocks.add'),
      fields: (
        <Form.Item
          name="network"
          label={t('sites.ipBlocks.network')}
          extra={t('sites.ipBlocks.networkHelp')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={49} placeholder="203.0.113.0/24" />
        </Form.Item>
      ),
      reasonRequired: true,
      okText: t('sites.ipBlocks.add'),
      danger: true,
      confirm: (v) => ({ title: t('sites.ipBlocks.confirmAdd', { network: v.network }) }),
      submit: (v) => add.run({ site_id: siteId, network: v.network!, reason: v.reason! }),
      onDone: (v) => message.success(t('sites.ipBlocks.added', { network: v.network })),
    });
  const askRemove = (block: AdminLoginIpBlock) =>
    ask({
      title: t('sites.ipBlocks.removeTitle', { network: block.network }),
      reasonRequired: true,
      okText: t('sites.ipBlocks.remove'),
      confirm: () => ({ title: t('sites.ipBlocks.confirmRemove', { network: block.network }) }),
      submit: (v) => remove.run({ site_id: siteId, id: block.id, reason: v.reason! }),
      onDone: () => message.success(t('sites.ipBlocks.removed', { network: block.network })),
    });

  return (
    <RuleTab
      intro={t('sites.ipBlocks.intro')}
      modal={modal}
      search={
        <RuleSearch
          formProps={searchFormProps}
          initialValues={{ ip: getDefaultFilter('ip', filters, 'eq') }}
          addLabel={t('sites.ipBlocks.add')}
          onAdd={askAdd}
          addTestId="ip-block-add"
        >
          <Form.Item name="ip" label={t('sites.ipBlocks.findIp')} style={{ marginBottom: 16 }}>
            <Input allowClear maxLength={45} placeholder="203.0.113.7" style={{ width: 220 }} />
          </Form.Item>
        </RuleSearch>
      }
    >
      <Table<AdminLoginIpBlock> {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminLoginIpBlock> dataIndex="network" title={t('sites.ipBlocks.network')} />
        <Table.Column<AdminLoginIpBlock>
          dataIndex="reason"
          title={t('common.reason')}
          render={(r: string | null) => r ?? t('common.none')}
        />
        <Table.Column<AdminLoginIpBlock>
          dataIndex="created_at"
          title={t('sites.ipBlocks.createdAt')}
          render={(v: string) => <TimeText value={v} />}
        />
        <Table.Column<AdminLoginIpBlock>
          title={t('common.actions')}
          width={100}
          render={(_, b) => (
            <Button size="small" danger onClick={() => askRemove(b)}>
              {t('sites.ipBlocks.remove')}
            </Button>
          )}
        />
      </Table>
    </RuleTab>
  );
}
