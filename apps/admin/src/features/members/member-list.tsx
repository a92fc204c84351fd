import { ZAdminMemberStatus, type ZAdminMemberSummary } from '@arks/contracts';
import { getDefaultFilter, getDefaultSortOrder, ShowButton, useTable } from '@refinedev/antd';
import type { CrudFilter, HttpError } from '@refinedev/core';
import { Card, Form, Input, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useSiteScope } from '../../app/site-scope';
import { ExportCsv } from '../../components/export-csv';
import { StatusTag, TimeText } from '../../components/values';
import { mono } from './mono';
import { PageBody, PageHeader } from '../../layout/page-header';
import { usePreferences } from '../../app/preferences';
import { formatTime } from '../../lib/format';
import { SearchCard, siteFilter, withTotals } from '../../components/list-parts';

type Member = z.infer<typeof ZAdminMemberSummary>;
/** The search form: account and name match from the start; the rest are exact values. */
export const SEARCH_FIELDS = [
  'account',
  'name',
  'phone',
  'email',
  'ip',
  'bank_account',
  'introducer',
  'agent',
] as const;
type SearchField = (typeof SEARCH_FIELDS)[number];
type Search = Partial<Record<SearchField | 'currency', string>>;

const operatorOf = (field: SearchField): 'startswith' | 'eq' =>
  field === 'account' || field === 'name' ? 'startswith' : 'eq';

/** The form's values as list filters; an empty box is no filter (refine drops undefined values). */
export const searchFilters = (values: Search): CrudFilter[] => [
  ...SEARCH_FIELDS.map((field) => ({
    field,
    operator: operatorOf(field),
    value: values[field]?.trim() || undefined,
  })),
  { field: 'currency', operator: 'eq' as const, value: values.currency },
];

const SEARCH_LABELS: Record<SearchField, string> = {
  account: 'members.fields.account',
  name: 'members.fields.name',
  phone: 'members.fields.phone',
  email: 'members.fields.email',
  ip: 'members.fields.ip',
  bank_account: 'members.fields.bankAccount',
  introducer: 'members.fields.introducer',
  agent: 'members.fields.agent',
};
const SEARCH_HINTS: Record<SearchField, string> = {
  account: 'members.accountPlaceholder',
  name: 'members.search.name',
  phone: 'members.search.phone',
  email: 'members.search.email',
  ip: 'members.search.ip',
  bank_account: 'members.search.bankAccount',
  introducer: 'members.search.introducer',
  agent: 'members.search.agent',
};

export function MemberList() {
  const { t } = useTranslation();
  const { siteId, site, sites, siteName } = useSiteScope();
  const { timeZone } = usePreferences();
  const { tableProps, searchFormProps, filters, sorters, tableQuery } = useTable<Member, HttpError, Search>({
    resource: 'members',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    filters: { permanent: siteFilter(siteId) },
    onSearch: searchFilters,
  });
  const currencies = [...new Set((site ? [site] : sites).flatMap((s) => s.currencies))];

  return (
    <>
      <PageHeader
        title={t('members.title')}
        subtitle={t('members.subtitle')}
        crumbs={[{ title: t('menu.members') }]}
        extra={
          <ExportCsv<Member>
            resource="members"
            filters={filters}
            sorters={sorters}
            filename="members"
            mapData={(m) => ({
              [t('members.fields.id')]: m.id,
              [t('members.fields.account')]: m.account,
              [t('members.fields.name')]: m.name ?? '',
              [t('members.fields.phone')]: m.phone ?? '',
              [t('members.fields.site')]: siteName(m.site_id),
              [t('members.fields.currency')]: m.currency,
              [t('members.fields.status')]: t(`members.status.${m.status}`),
              [t('members.fields.createdAt')]: formatTime(m.created_at, timeZone),
            })}
          />
        }
      />
      <PageBody>
        <SearchCard
          formProps={searchFormProps}
          name="member-search"
          initialValues={{
            ...Object.fromEntries(
              SEARCH_FIELDS.map((field) => [field, getDefaultFilter(field, filters, operatorOf(field))]),
            ),
            currency: getDefaultFilter('currency', filters, 'eq'),
          }}
        >
          {SEARCH_FIELDS.map((field) => (
            <Form.Item key={field} name={field} label={t(SEARCH_LABELS[field])} style={{ marginBottom: 16 }}>
              <Input
                placeholder={t(SEARCH_HINTS[field])}
                allowClear
                maxLength={field === 'email' ? 254 : 64}
                style={{ width: 200 }}
                data-testid={`search-${field}`}
              />
            </Form.Item>
          ))}
          <Form.Item name="currency" label={t('members.fields.currency')} style={{ marginBottom: 16 }}>
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 140 }}
              options={currencies.map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
        </SearchCard>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<Member>
            {...tableProps}
            rowKey="id"
            size="middle"
            pagination={withTotals(tableProps.pagination, t)}
            scroll={{ x: 900 }}
          >
            <Table.Column<Member>
              dataIndex="id"
              title={t('members.fields.id')}
              width={90}
              sorter
              defaultSortOrder={getDefaultSortOrder('id', sorters)}
            />
            <Table.Column<Member>
              dataIndex="account"
              title={t('members.fields.account')}
              sorter
              defaultSortOrder={getDefaultSortOrder('account', sorters)}
              render={(account: string, m) => (
                <Link to={`/members/${m.id}`}>
                  <Typography.Text strong style={{ color: 'inherit' }}>
                    {account}
                  </Typography.Text>
                </Link>
              )}
            />
            <Table.Column<Member>
              dataIndex="name"
              title={t('members.fields.name')}
              render={(v: string | null) =>
                v ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
              }
            />
            <Table.Column<Member>
              dataIndex="phone"
              title={t('members.fields.phone')}
              onCell={mono}
              render={(v: string | null) =>
                v ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
              }
            />
            <Table.Column<Member>
              dataIndex="site_id"
              title={t('members.fields.site')}
              render={(id: number) => siteName(id)}
            />
            <Table.Column<Member> dataIndex="currency" title={t('members.fields.currency')} width={100} />
            <Table.Column<Member>
              dataIndex="status"
              title={t('members.fields.status')}
              width={120}
              filterMultiple={false}
              filters={ZAdminMemberStatus.options.map((s) => ({ text: t(`members.status.${s}`), value: s }))}
              defaultFilteredValue={[getDefaultFilter('status', filters, 'in')].flat().filter(Boolean)}
              render={(status: string) => <StatusTag area="members" value={status} />}
            />
            <Table.Column<Member>
              dataIndex="created_at"
              title={t('members.fields.createdAt')}
              sorter
              defaultSortOrder={getDefaultSortOrder('created_at', sorters)}
              render={(value: string) => <TimeText value={value} />}
            />
            <Table.Column<Member>
              title={t('common.actions')}
              width={90}
              fixed="right"
              render={(_, m) => <ShowButton hideText size="small" recordItemId={m.id} resource="members" />}
            />
          </Table>
        </Card>
        {tableQuery.isError && (
          <Typography.Text type="danger">
            {t('common.loadFailed', { message: tableQuery.error?.message })}
          </Typography.Text>
        )}
      </PageBody>
    </>
  );
}
