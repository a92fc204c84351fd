import {
  AdminRegisterBlocklistAdd,
  AdminRegisterBlocklistRemove,
  ZRegisterBlocklistKind,
  type AdminBlocklistEntry,
  type TRegisterBlocklistKind,
} from '@arks/contracts';
import { getDefaultFilter } from '@refinedev/antd';
import { App, Button, Form, Input, Radio, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../../api/use-admin';
import { TimeText } from '../../../components/values';
import { useDecision } from '../../../components/use-decision';
import { RuleSearch, RuleTab, useRuleTable } from './rule-tab';

/** Names and e-mail domains registration refuses. */
export function BlocklistTab({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { ask, modal } = useDecision();
  const add = useAdminAction(AdminRegisterBlocklistAdd, { resource: 'siteBlocklist' });
  const remove = useAdminAction(AdminRegisterBlocklistRemove, { resource: 'siteBlocklist' });
  const { tableProps, searchFormProps, filters } = useRuleTable<
    AdminBlocklistEntry,
    { kind?: string; search?: string }
  >('siteBlocklist', siteId, (values) => [
    { field: 'kind', operator: 'eq', value: values.kind },
    { field: 'search', operator: 'contains', value: values.search?.trim() },
  ]);
  const kinds = ZRegisterBlocklistKind.options.map((k) => ({
    value: k,
    label: t(`sites.blocklist.kinds.${k}`),
  }));

  const askAdd = () =>
    ask({
      title: t('sites.blocklist.add'),
      fields: (
        <>
          <Form.Item
            name="kind"
            label={t('sites.blocklist.kind')}
            initialValue="name"
            rules={[{ required: true }]}
          >
            <Radio.Group options={kinds} />
          </Form.Item>
          <Form.Item
            name="value"
            label={t('sites.blocklist.value')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </>
      ),
      reasonRequired: true,
      okText: t('sites.blocklist.add'),
      confirm: (v) => ({ title: t('sites.blocklist.confirmAdd', { value: v.value }) }),
      submit: (v) =>
        add.run({
          site_id: siteId,
          kind: v.kind as TRegisterBlocklistKind,
          value: v.value!,
          reason: v.reason!,
        }),
      onDone: (v) => message.success(t('sites.blocklist.added', { value: v.value })),
    });
  const askRemove = (entry: AdminBlocklistEntry) =>
    ask({
      title: t('sites.blocklist.removeTitle', { value: entry.value }),
      reasonRequired: true,
      okText: t('sites.ipBlocks.remove'),
      danger: true,
      confirm: () => ({ title: t('sites.blocklist.confirmRemove', { value: entry.value }) }),
      submit: (v) => remove.run({ site_id: siteId, kind: entry.kind, value: entry.value, reason: v.reason! }),
      onDone: () => message.success(t('sites.blocklist.removed', { value: entry.value })),
    });

  return (
    <RuleTab
      intro={t('sites.blocklist.intro')}
      modal={modal}
      search={
        <RuleSearch
          formProps={searchFormProps}
          initialValues={{
            kind: getDefaultFilter('kind', filters, 'eq'),
            search: getDefaultFilter('search', filters, 'contains'),
          }}
          addLabel={t('sites.blocklist.add')}
          onAdd={askAdd}
        >
          <Form.Item name="kind" label={t('sites.blocklist.kind')} style={{ marginBottom: 16 }}>
            <Select allowClear placeholder={t('common.all')} options={kinds} style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="search" label={t('sites.blocklist.value')} style={{ marginBottom: 16 }}>
            <Input allowClear maxLength={100} style={{ width: 200 }} />
          </Form.Item>
        </RuleSearch>
      }
    >
      <Table<AdminBlocklistEntry> {...tableProps} rowKey={(e) => `${e.kind}:${e.value}`} size="middle">
        <Table.Column<AdminBlocklistEntry>
          dataIndex="kind"
          title={t('sites.blocklist.kind')}
          render={(k: string) => <Tag>{t(`sites.blocklist.kinds.${k}`)}</Tag>}
        />
        <Table.Column<AdminBlocklistEntry> dataIndex="value" title={t('sites.blocklist.value')} />
        <Table.Column<AdminBlocklistEntry>
          dataIndex="created_at"
          title={t('sites.ipBlocks.createdAt')}
          render={(v: string) => <TimeText value={v} />}
        />
        <Table.Column<AdminBlocklistEntry>
          title={t('common.actions')}
          width={100}
          render={(_, e) => (
            <Button size="small" danger onClick={() => askRemove(e)}>
              {t('sites.ipBlocks.remove')}
            </Button>
          )}
        />
      </Table>
    </RuleTab>
  );
}
