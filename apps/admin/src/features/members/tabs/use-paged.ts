import type { AdminCallContract } from '@arks/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import type { PaginationProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminData, AdminInput } from '../../../api/admin-client';
import { useAdminQuery } from '../../../api/use-admin';

type PagedData = { list: unknown[]; total: number };
type ListOf<C extends AdminCallContract> = AdminData<C> extends { list: infer L } ? L : never;

/**
 * One server-paginated list of the member page: the page and its size are this tab's own (the
 * address keeps which tab is open, not each tab's page), the previous page stays shown while the
 * next loads.
 */
export function usePaged<C extends AdminCallContract>(
  contract: C,
  input: Omit<AdminInput<C>, 'page' | 'page_size'>,
  pageSize = 10,
) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ current: 1, size: pageSize });
  const query = useAdminQuery(
    contract,
    { ...input, page: page.current, page_size: page.size } as AdminInput<C>,
    {
      placeholderData: keepPreviousData,
    },
  );
  const data = query.data as (AdminData<C> & PagedData) | undefined;
  const pagination: PaginationProps = {
    current: page.current,
    pageSize: page.size,
    total: data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (total) => t('common.total', { count: total }),
    onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
  };
  return { query, list: (data?.list ?? []) as ListOf<C>, pagination };
}
