import {
  AdminAgentDomainAdd,
  AdminAgentDomainRemove,
  AdminAgentDomainUpdate,
  type AdminAgentDomain,
} from '@arks/contracts';
import { getDefaultFilter } from '@refinedev/antd';
import { App, Button, Form, Input, InputNumber, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../../api/use-admin';
import { useDecision } from '../../../components/use-decision';
import { RuleSearch, RuleTab, useRuleTable } from './rule-tab';

/** Hosts whose registrations go to an agent. */
export function AgentDomainsTab({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { ask, modal } = useDecision();
  const refresh = { resource: 'siteAgentDomains' };
  const add = useAdminAction(AdminAgentDomainAdd, refresh);
  const update = useAdminAction(AdminAgentDomainUpdate, refresh);
  const remove = useAdminAction(AdminAgentDomainRemove, refresh);
  const { tableProps, searchFormProps, filters } = useRuleTable<AdminAgentDomain, { search?: string }>(
    'siteAgentDomains',
    siteId,
    (values) => [{ field: 'search', operator: 'contains', value: values.search?.trim() }],
  );

  const askAdd = () =>
    ask({
      title: t('sites.agentDomains.add'),
      fields: (
        <>
          <Form.Item
            name="host"
            label={t('sites.agentDomains.host')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={253} placeholder="agent1.example.com" />
          </Form.Item>
          <Form.Item name="agent_id" label={t('sites.agentDomains.agentId')} rules={[{ required: true }]}>
            <InputNumber min={1} precision={0} style={{ width: 200 }} />
          </Form.Item>
        </>
      ),
      reasonRequired: true,
      okText: t('sites.agentDomains.add'),
      confirm: (v) => ({ title: t('sites.agentDomains.confirmAdd', { host: v.host, agent: v.agent_id }) }),
      submit: (v) =>
        add.run({ site_id: siteId, host: v.host!, agent_id: Number(v.agent_id), reason: v.reason! }),
      onDone: (v) => message.success(t('sites.agentDomains.added', { host: v.host })),
    });
  const askChange = (domain: AdminAgentDomain, change: 'enable' | 'disable' | 'remove') => {
    const action = t(`sites.agentDomains.${change}`);
    ask({
      title: t('sites.agentDomains.changeTitle', { action, host: domain.host }),
      reasonRequired: true,
      okText: action,
      danger: change !== 'enable',
      confirm: () => ({ title: t('sites.agentDomains.confirmChange', { action, host: domain.host }) }),
      submit: (v) =>
        change === 'remove'
          ? remove.run({ site_id: siteId, id: domain.id, reason: v.reason! })
          : update.run({ site_id: siteId, id: domain.id, is_active: change === 'enable', reason: v.reason! }),
      onDone: () =>
        message.success(
          t(`sites.agentDomains.${change === 'remove' ? 'removed' : 'changed'}`, { host: domain.host }),
        ),
    });
  };

  return (
    <RuleTab
      intro={t('sites.agentDomains.intro')}
      modal={modal}
      search={
        <RuleSearch
          formProps={searchFormProps}
          initialValues={{ search: getDefaultFilter('search', filters, 'contains') }}
          addLabel={t('sites.agentDomains.add')}
          onAdd={askAdd}
        >
          <Form.Item name="search" label={t('sites.agentDomains.host')} style={{ marginBottom: 16 }}>
            <Input allowClear maxLength={100} style={{ width: 220 }} />
          </Form.Item>
        </RuleSearch>
      }
    >
      <Table<AdminAgentDomain> {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminAgentDomain> dataIndex="host" title={t('sites.agentDomains.host')} />
        <Table.Column<AdminAgentDomain>
          dataIndex="agent_account"
          title={t('sites.agentDomains.agent')}
          render={(account: string, d) => `${account} (#${d.agent_id})`}
        />
        <Table.Column<AdminAgentDomain> dataIndex="currency" title={t('sites.agentDomains.currency')} />
        <Table.Column<AdminAgentDomain>
          dataIndex="is_active"
          title={t('sites.agentDomains.active')}
          render={(on: boolean) => (
            <Tag color={on ? 'success' : 'default'} bordered={false}>
              {on ? t('common.yes') : t('common.no')}
            </Tag>
          )}
        />
        <Table.Column<AdminAgentDomain>
          title={t('common.actions')}
          width={170}
          render={(_, d) => (
            <Space size={4}>
              <Button size="small" onClick={() => askChange(d, d.is_active ? 'disable' : 'enable')}>
                {t(`sites.agentDomains.${d.is_active ? 'disable' : 'enable'}`)}
              </Button>
              <Button size="small" danger onClick={() => askChange(d, 'remove')}>
                {t('sites.agentDomains.remove')}
              </Button>
            </Space>
          )}
        />
      </Table>
    </RuleTab>
  );
}
