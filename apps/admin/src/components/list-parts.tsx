import { SearchOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Button, Card, Form, Space, type FormInstance, type FormProps, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's permanent filter to the chosen site; none while every site is shown. */
export const siteFilter = (siteId: number | null): CrudFilter[] =>
  siteId ? [{ field: 'site_id', operator: 'eq', value: siteId }] : [];

/** The pagination every list shows: sizes to choose, and the total. */
export function withTotals<T>(
  pagination: TableProps<T>['pagination'],
  t: TFunction,
): TableProps<T>['pagination'] {
  return pagination === false
    ? false
    : { ...pagination, showSizeChanger: true, showTotal: (total) => t('common.total', { count: total }) };
}

/**
 * A list's search and reset buttons; reset clears every box and searches again (the address follows).
 * Not resetFields: a list's initial values are the address's filters, so a reset to them would bring
 * back the search being cleared.
 */
export function SearchButtons({ form }: { form: FormInstance | undefined }) {
  const { t } = useTranslation();
  return (
    <Form.Item style={{ marginBottom: 16 }}>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('common.search')}
        </Button>
        <Button
          onClick={() => {
            if (!form) return;
            form.setFieldsValue(
              Object.fromEntries(Object.keys(form.getFieldsValue()).map((name) => [name, undefined])),
            );
            form.submit();
          }}
        >
          {t('common.reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}

/**
 * A list's search bar above its table: its filters inline in a card, then the search and reset buttons
 * (or `actions` instead; null for none, when each filter searches as it changes).
 */
export function SearchCard(props: {
  formProps: FormProps;
  name?: string;
  initialValues?: object;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card size="small" styles={{ body: { padding: '16px 24px 0' } }}>
      <Form {...props.formProps} layout="inline" name={props.name} initialValues={props.initialValues}>
        {props.children}
        {props.actions === undefined ? <SearchButtons form={props.formProps.form} /> : props.actions}
      </Form>
    </Card>
  );
}

/** withTotals for a component that has no `t` at hand. */
export function usePaging<T>(pagination: TableProps<T>['pagination']): TableProps<T>['pagination'] {
  const { t } = useTranslation();
  return withTotals(pagination, t);
}
