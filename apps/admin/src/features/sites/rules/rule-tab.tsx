import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, HttpError } from '@refinedev/core';
import { Alert, Button, Card, Form, Space, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchCard, usePaging } from '../../../components/list-parts';

/**
 * A site rule tab: what the rule does, the search bar where the rule is a long list, the table, and
 * the decision dialog its changes ask through.
 */
export function RuleTab(props: { intro: string; search?: ReactNode; modal: ReactNode; children: ReactNode }) {
  return (
    <>
      <Alert type="info" showIcon title={props.intro} />
      {props.search}
      <Card size="small" styles={{ body: { padding: 0 } }}>
        {props.children}
      </Card>
      {props.modal}
    </>
  );
}

/** The search bar above a rule list: its filters (form items), search, and add. */
export function RuleSearch(props: {
  formProps: FormProps;
  initialValues: Record<string, unknown>;
  children: ReactNode;
  addLabel: string;
  onAdd: () => void;
  addTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <SearchCard
      formProps={props.formProps}
      initialValues={props.initialValues}
      actions={
        <Form.Item style={{ marginBottom: 16 }}>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('common.search')}
            </Button>
            <Button icon={<PlusOutlined />} onClick={props.onAdd} data-testid={props.addTestId}>
              {props.addLabel}
            </Button>
          </Space>
        </Form.Item>
      }
    >
      {props.children}
    </SearchCard>
  );
}

/** One site's rule list: paged by the server, 20 a page, its filters in the address. */
export function useRuleTable<T extends BaseRecord, F extends BaseRecord>(
  resource: string,
  siteId: number,
  onSearch: (values: F) => CrudFilter[],
) {
  const { tableProps, searchFormProps, filters } = useTable<T, HttpError, F>({
    resource,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    filters: { permanent: [{ field: 'site_id', operator: 'eq', value: siteId }] },
    onSearch,
  });
  const pagination = usePaging(tableProps.pagination);
  return { tableProps: { ...tableProps, pagination }, searchFormProps, filters };
}
