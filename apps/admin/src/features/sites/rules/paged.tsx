import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The pagination every rule list shows: sizes to choose, the total. */
export function usePaging(pagination: TableProps['pagination']): TableProps['pagination'] {
  const { t } = useTranslation();
  return pagination === false
    ? false
    : { ...pagination, showSizeChanger: true, showTotal: (total) => t('common.total', { count: total }) };
}
