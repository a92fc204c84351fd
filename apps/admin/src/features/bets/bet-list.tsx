import { AdminProviderList, BET_STATUSES, type TAdminBet } from '@arks/contracts';
import { getDefaultFilter, useTable } from '@refinedev/antd';
import type { CrudFilter, HttpError } from '@refinedev/core';
import { Alert, Card, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api/use-admin';
import { usePreferences } from '../../app/preferences';
import { useSiteScope } from '../../app/site-scope';
import { BetRoundDrawer, BetTable, BetTotals, type BetTotalsRow } from '../../components/bet-table';
import { SearchCard, siteFilter, withTotals } from '../../components/list-parts';
import { PageBody, PageHeader } from '../../layout/page-header';
import { searchFilters, type BetSearch } from './search';

const TEXT_FIELDS = ['account', 'round_id', 'game_code'] as const;
const TEXT_LABELS = { account: 'account', round_id: 'roundId', game_code: 'gameCode' } as const;

/** Staff's bet search: every filter in the address, newest rounds first, a round's versions in a drawer. */
export function BetList() {
  const { t } = useTranslation();
  const { timeZone } = usePreferences();
  const { siteId, site, sites } = useSiteScope();
  const [open, setOpen] = useState<TAdminBet | null>(null);
  const providers =
    useAdminQuery(AdminProviderList, { page_size: 100 }, { staleTime: 60_000 }).data?.list ?? [];
  const { tableProps, searchFormProps, filters, tableQuery } = useTable<TAdminBet, HttpError, BetSearch>({
    resource: 'bets',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { permanent: siteFilter(siteId) },
    onSearch: (values) => searchFilters(values, timeZone),
  });
  const currencies = [...new Set((site ? [site] : sites).flatMap((s) => s.currencies))];
  const placed = getDefaultFilter('placed_at', filters, 'between') as [string, string] | undefined;
  const eq = (field: string) => getDefaultFilter(field, filters as CrudFilter[], 'eq') as unknown;
  const totals = (tableQuery.data as { totals?: BetTotalsRow[] } | undefined)?.totals;

  return (
    <>
      <PageHeader
        title={t('bets.title')}
        subtitle={t('bets.subtitle')}
        crumbs={[{ title: t('menu.wagering') }, { title: t('bets.menu') }]}
      />
      <PageBody>
        <SearchCard
          formProps={searchFormProps}
          name="bet-search"
          initialValues={{
            ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, eq(f)])),
            member_id: eq('member_id'),
            provider: eq('provider'),
            status: eq('status'),
            currency: eq('currency'),
            min_stake: eq('min_stake'),
            max_stake: eq('max_stake'),
            placed_at: placed ? [dayjs(placed[0]).tz(timeZone), dayjs(placed[1]).tz(timeZone)] : undefined,
          }}
        >
          {TEXT_FIELDS.map((field) => (
            <Form.Item
              key={field}
              name={field}
              label={t(`bets.filters.${TEXT_LABELS[field]}`)}
              style={{ marginBottom: 16 }}
            >
              <Input allowClear maxLength={field === 'round_id' ? 100 : 64} style={{ width: 160 }} />
            </Form.Item>
          ))}
          <Form.Item name="member_id" label={t('bets.filters.memberId')} style={{ marginBottom: 16 }}>
            <InputNumber min={1} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="provider" label={t('bets.filters.provider')} style={{ marginBottom: 16 }}>
            <Select
              allowClear
              showSearch
              placeholder={t('common.all')}
              style={{ width: 170 }}
              options={providers.map((p) => ({ value: p.gp_id, label: `${p.gp_id} · ${p.name}` }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('bets.filters.status')} style={{ marginBottom: 16 }}>
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 120 }}
              options={BET_STATUSES.map((s) => ({ value: s, label: t(`bets.status.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="placed_at" label={t('bets.filters.placedAt')} style={{ marginBottom: 16 }}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="currency" label={t('bets.filters.currency')} style={{ marginBottom: 16 }}>
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 100 }}
              options={currencies.map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
          <Form.Item name="min_stake" label={t('bets.filters.minStake')} style={{ marginBottom: 16 }}>
            <Input allowClear inputMode="decimal" maxLength={20} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="max_stake" label={t('bets.filters.maxStake')} style={{ marginBottom: 16 }}>
            <Input allowClear inputMode="decimal" maxLength={20} style={{ width: 110 }} />
          </Form.Item>
        </SearchCard>
        <Card size="small" style={{ marginTop: 16 }}>
          {tableQuery.isError && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              message={t('common.loadFailed', { message: tableQuery.error?.message })}
            />
          )}
          <BetTotals totals={totals} />
          <BetTable
            tableProps={{ ...tableProps, pagination: withTotals(tableProps.pagination, t) }}
            showMember
            onOpen={setOpen}
          />
        </Card>
      </PageBody>
      <BetRoundDrawer round={open} onClose={() => setOpen(null)} />
    </>
  );
}
