import { getDefaultFilter } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

/**
 * The status tabs over a review queue (waiting first). The chosen status is a list filter like any
 * other, so it lives in the address with the page and the rest.
 */
export function QueueTabs(props: {
  area: 'deposits' | 'withdrawals';
  statuses: readonly string[];
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;
}) {
  const { t } = useTranslation();
  const current = (getDefaultFilter('status', props.filters, 'eq') as string | undefined) ?? ALL;
  return (
    <Tabs
      activeKey={current}
      style={{ marginBottom: -16, marginTop: 8 }}
      onChange={(key) =>
        props.setFilters([{ field: 'status', operator: 'eq', value: key === ALL ? undefined : key }], 'merge')
      }
      items={[
        ...props.statuses.map((s) => ({ key: s, label: t(`${props.area}.status.${s}`) })),
        { key: ALL, label: t('common.all') },
      ]}
    />
  );
}
