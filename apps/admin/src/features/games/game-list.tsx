import { EditOutlined } from '@ant-design/icons';
import { AdminProviderList, GAME_HALLS } from '@arks/contracts';
import { getDefaultFilter, getDefaultSortOrder, useTable } from '@refinedev/antd';
import type { CrudFilter, HttpError } from '@refinedev/core';
import { Avatar, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../../api/use-admin';
import { usePreferences } from '../../app/preferences';
import { useSiteScope } from '../../app/site-scope';
import { ExportCsv } from '../../components/export-csv';
import { PageBody, PageHeader } from '../../layout/page-header';
import { gameName, type Game } from './logic';
import { SearchCard, withTotals } from '../../components/list-parts';

interface Search {
  q?: string;
  gp_id?: string;
  gt_id?: number;
  tag?: string;
  device?: number;
  active?: string;
}

const FILTERS: (keyof Search)[] = ['q', 'gp_id', 'gt_id', 'tag', 'device', 'active'];

/** Devices, sites or currencies of a game: "everywhere" when null. */
export function ScopeTags({
  values,
  label,
}: {
  values: (string | number)[] | null;
  label: (v: string | number) => string;
}) {
  const { t } = useTranslation();
  if (values === null)
    return <Typography.Text type="secondary">{t('games.catalogue.everywhere')}</Typography.Text>;
  return (
    <Space size={[0, 4]} wrap>
      {values.map((v) => (
        <Tag key={v} bordered={false}>
          {label(v)}
        </Tag>
      ))}
    </Space>
  );
}

export function GameList() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { siteId, siteName } = useSiteScope();
  const providers =
    useAdminQuery(AdminProviderList, { page_size: 500 }, { staleTime: 60_000 }).data?.list ?? [];
  const permanent: CrudFilter[] = siteId ? [{ field: 'site_id', operator: 'eq', value: siteId }] : [];
  const { tableProps, searchFormProps, filters, sorters } = useTable<Game, HttpError, Search>({
    resource: 'games',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'sort', order: 'asc' }] },
    filters: { permanent },
    onSearch: (values) =>
      FILTERS.map((field) => ({
        field,
        operator: 'eq' as const,
        value: typeof values[field] === 'string' ? (values[field] as string).trim() : values[field],
      })),
  });
  const device = (d: string | number) => t(`games.devices.${d}`);
  const hall = (id: number) => t(`games.halls.${id}`);

  return (
    <>
      <PageHeader
        title={t('games.catalogue.title')}
        subtitle={t('games.catalogue.subtitle')}
        crumbs={[{ title: t('menu.games') }, { title: t('games.menu.catalogue') }]}
        extra={
          <ExportCsv<Game>
            resource="games"
            filters={filters}
            sorters={sorters}
            filename="games"
            mapData={(g) => ({
              [t('games.catalogue.fields.id')]: g.id,
              [t('games.catalogue.fields.provider')]: g.gp_id,
              [t('games.catalogue.fields.code')]: g.game_code,
              [t('games.catalogue.fields.name')]: gameName(g, language),
              [t('games.catalogue.fields.hall')]: hall(g.gt_id),
              [t('games.catalogue.fields.tags')]: g.tags.join(' '),
              [t('games.catalogue.fields.sort')]: g.sort,
              [t('games.catalogue.fields.active')]: g.active
                ? t('games.catalogue.shown')
                : t('games.catalogue.hidden'),
              [t('games.catalogue.fields.devices')]:
                g.devices?.map(device).join(' ') ?? t('games.catalogue.everywhere'),
              [t('games.catalogue.fields.sites')]:
                g.site_ids?.map(siteName).join(' ') ?? t('games.catalogue.everywhere'),
              [t('games.catalogue.fields.currencies')]:
                g.currencies?.join(' ') ?? t('games.catalogue.everywhere'),
            })}
          />
        }
      />
      <PageBody>
        <SearchCard
          formProps={searchFormProps}
          name="game-search"
          initialValues={Object.fromEntries(FILTERS.map((f) => [f, getDefaultFilter(f, filters, 'eq')]))}
        >
          <Form.Item name="q" style={{ marginBottom: 16 }}>
            <Input
              placeholder={t('games.catalogue.searchPlaceholder')}
              allowClear
              maxLength={64}
              style={{ width: 240 }}
            />
          </Form.Item>
          <Form.Item name="gp_id" label={t('games.catalogue.fields.provider')} style={{ marginBottom: 16 }}>
            <Select
              allowClear
              showSearch
              placeholder={t('common.all')}
              style={{ width: 170 }}
              options={providers.map((p) => ({ value: p.gp_id, label: `${p.gp_id} · ${p.name}` }))}
            />
          </Form.Item>
          <Form.Item name="gt_id" label={t('games.catalogue.fields.hall')} style={{ marginBottom: 16 }}>
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 130 }}
              options={Object.keys(GAME_HALLS).map((id) => ({
                value: Number(id),
                label: hall(Number(id)),
              }))}
            />
          </Form.Item>
          <Form.Item name="tag" label={t('games.catalogue.fields.tag')} style={{ marginBottom: 16 }}>
            <Input allowClear maxLength={16} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="device" label={t('games.catalogue.fields.device')} style={{ marginBottom: 16 }}>
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 110 }}
              options={[0, 1, 2].map((d) => ({ value: d, label: device(d) }))}
            />
          </Form.Item>
          <Form.Item name="active" label={t('games.catalogue.fields.active')} style={{ marginBottom: 16 }}>
            <Select
              allowClear
              placeholder={t('common.all')}
              style={{ width: 100 }}
              options={[
                { value: 'true', label: t('games.catalogue.shown') },
                { value: 'false', label: t('games.catalogue.hidden') },
              ]}
            />
          </Form.Item>
        </SearchCard>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<Game>
            {...tableProps}
            rowKey="id"
            size="middle"
            pagination={withTotals(tableProps.pagination, t)}
            scroll={{ x: 1200 }}
          >
            <Table.Column<Game>
              dataIndex="id"
              title={t('games.catalogue.fields.id')}
              width={70}
              sorter
              defaultSortOrder={getDefaultSortOrder('id', sorters)}
            />
            <Table.Column<Game>
              dataIndex="icon_light"
              title={t('games.catalogue.fields.icon')}
              width={64}
              render={(src: string | null, g) => (
                <Avatar shape="square" size={36} src={src ?? undefined} alt="">
                  {g.game_code.slice(0, 1).toUpperCase()}
                </Avatar>
              )}
            />
            <Table.Column<Game>
              title={t('games.catalogue.fields.name')}
              width={220}
              render={(_, g) => (
                <Space direction="vertical" size={0}>
                  <Link to={`/games/${g.id}`}>
                    <Typography.Text strong style={{ color: 'inherit' }}>
                      {gameName(g, language)}
                    </Typography.Text>
                  </Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {g.game_code}
                  </Typography.Text>
                </Space>
              )}
            />
            <Table.Column<Game>
              dataIndex="gp_id"
              title={t('games.catalogue.fields.provider')}
              width={110}
              sorter
              defaultSortOrder={getDefaultSortOrder('gp_id', sorters)}
            />
            <Table.Column<Game>
              dataIndex="gt_id"
              title={t('games.catalogue.fields.hall')}
              width={100}
              sorter
              defaultSortOrder={getDefaultSortOrder('gt_id', sorters)}
              render={hall}
            />
            <Table.Column<Game>
              dataIndex="tags"
              title={t('games.catalogue.fields.tags')}
              width={120}
              render={(tags: string[]) =>
                tags.map((tag) => (
                  <Tag key={tag} color="blue" bordered={false}>
                    {tag}
                  </Tag>
                ))
              }
            />
            <Table.Column<Game>
              dataIndex="sort"
              title={t('games.catalogue.fields.sort')}
              width={80}
              sorter
              defaultSortOrder={getDefaultSortOrder('sort', sorters)}
            />
            <Table.Column<Game>
              dataIndex="active"
              title={t('games.catalogue.fields.active')}
              width={80}
              render={(on: boolean) => (
                <Tag color={on ? 'success' : 'default'} bordered={false}>
                  {t(on ? 'games.catalogue.shown' : 'games.catalogue.hidden')}
                </Tag>
              )}
            />
            <Table.Column<Game>
              dataIndex="devices"
              title={t('games.catalogue.fields.devices')}
              width={150}
              render={(v: number[] | null) => <ScopeTags values={v} label={device} />}
            />
            <Table.Column<Game>
              dataIndex="site_ids"
              title={t('games.catalogue.fields.sites')}
              width={140}
              render={(v: number[] | null) => <ScopeTags values={v} label={(id) => siteName(Number(id))} />}
            />
            <Table.Column<Game>
              dataIndex="currencies"
              title={t('games.catalogue.fields.currencies')}
              width={120}
              render={(v: string[] | null) => <ScopeTags values={v} label={String} />}
            />
            <Table.Column<Game>
              title={t('common.actions')}
              width={70}
              fixed="right"
              render={(_, g) => (
                <Link
                  to={`/games/${g.id}`}
                  aria-label={t('games.catalogue.editTitle', { code: g.game_code })}
                >
                  <Button size="small" icon={<EditOutlined />} />
                </Link>
              )}
            />
          </Table>
        </Card>
      </PageBody>
    </>
  );
}
