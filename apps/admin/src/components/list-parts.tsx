import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space, type FormInstance, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The pagination every list shows: sizes to choose, and the total. */
export function withTotals<T>(
  pagination: TableProps<T>['pagination'],
  t: TFunction,
): TableProps<T>['pagination'] {
  return pagination === false
    ? false
    : { ...pagination, showSizeChanger: true, showTotal: (total) => t('common.total', { count: total }) };
}

/** A list's search and reset buttons; reset clears every box and searches again (the address follows). */
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
            form?.resetFields();
            form?.submit();
          }}
        >
          {t('common.reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}

/** withTotals for a component that has no `t` at hand. */
export function usePaging<T>(pagination: TableProps<T>['pagination']): TableProps<T>['pagination'] {
  const { t } = useTranslation();
  return withTotals(pagination, t);
}
