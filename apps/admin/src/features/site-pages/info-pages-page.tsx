import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AdminInfoPageDelete,
  AdminInfoPageList,
  AdminInfoPageSave,
  INFO_PAGE_KINDS,
  type InfoPageKind,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { Alert, App, Button, Card, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminData } from '../../api/admin-client';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminQuery } from '../../api/use-admin';
import { type AdminSite, useOneSite } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { downloadCsv } from '../../lib/csv';
import { useContentWrite } from '../../components/content/content-api';
import { textFor } from '../../components/content/live-content';
import { MemberPreview } from '../../components/content/member-preview';
import { ListOf, StateTag, usePreviewLanguage, WindowText } from '../../components/content/shared-fields';
import { InfoPageDrawer } from './info-page-drawer';
import { InfoPagePreview } from './info-page-preview';
import { memberAddress } from './info-page-logic';

export type InfoPageRow = AdminData<typeof AdminInfoPageList>['list'][number];

const isKind = (v: string | null): v is InfoPageKind =>
  (INFO_PAGE_KINDS as readonly string[]).includes(v ?? '');

function useHeader() {
  const { t } = useTranslation();
  return {
    title: t('sitePages.info.title'),
    subtitle: t('sitePages.info.subtitle'),
    crumbs: [{ title: t('menu.content') }, { title: t('sitePages.menu.info') }],
  };
}

export function InfoPagesPage() {
  const site = useOneSite();
  const { t } = useTranslation();
  const header = useHeader();
  if (site) return <SiteInfoPages site={site} key={site.id} />;
  return (
    <>
      <PageHeader {...header} />
      <PageBody>
        <Alert type="info" showIcon message={t('content.chooseSite')} />
      </PageBody>
    </>
  );
}

function SiteInfoPages({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const header = useHeader();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const mayWrite = canCall(staff?.role, AdminInfoPageSave);
  // The kind is a filter in the address, so a shared link opens the same list.
  const [params, setParams] = useSearchParams();
  const kind: InfoPageKind = isKind(params.get('kind')) ? (params.get('kind') as InfoPageKind) : 'discount';
  const { data, isLoading } = useAdminQuery(AdminInfoPageList, { site_id: site.id, kind });
  const rows = data?.list;
  const [editing, setEditing] = useState<InfoPageRow | null | undefined>(undefined);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [language, setLanguage] = usePreviewLanguage(site);
  const fallback = site.languages[0] ?? 'en_US';
  const remove = useContentWrite(AdminInfoPageDelete, [AdminInfoPageList]);
  const shown = rows?.find((r) => r.id === previewId) ?? rows?.[0];
  const title = (p: InfoPageRow) => textFor(p.titles, language, fallback);

  const askRemove = (p: InfoPageRow) =>
    setDecision({
      title: `${t('content.remove')} · ${memberAddress(p.kind, p.number)}`,
      summary: title(p),
      reasonLabel: t('content.removeReason'),
      reasonRequired: true,
      okText: t('content.remove'),
      danger: true,
      confirm: () => ({ title: t('content.removeTitle'), content: t('sitePages.info.removeConfirm') }),
      submit: (values) => remove.run({ id: p.id, reason: values.reason }),
      onDone: () => void message.success(t('content.removed')),
    });

  const csv = (p: InfoPageRow) => ({
    id: p.id,
    [t('sitePages.fields.kind')]: t(`sitePages.kinds.${p.kind}`),
    [t('sitePages.fields.number')]: p.number,
    [t('sitePages.fields.address')]: memberAddress(p.kind, p.number),
    ...Object.fromEntries(
      site.languages.map((l) => [`${t('content.fields.title')} ${l}`, p.titles[l] ?? '']),
    ),
    [t('content.fields.currencies')]: (p.currencies ?? []).join(' '),
    [t('content.fields.sort')]: p.sort,
    [t('content.fields.active')]: p.active ? 1 : 0,
    start_at: p.start_at ?? '',
    end_at: p.end_at ?? '',
    updated_at: p.updated_at,
  });

  return (
    <>
      <PageHeader
        {...header}
        extra={
          <>
            <Button
              icon={<DownloadOutlined />}
              disabled={!rows?.length}
              onClick={() => downloadCsv(`info-pages-${kind}`, (rows ?? []).map(csv))}
            >
              {t('content.exportCsv')}
            </Button>
            {mayWrite ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing(null)}
                data-testid="content-add"
              >
                {t('sitePages.info.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <PageBody>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Segmented<InfoPageKind>
            value={kind}
            data-testid="info-kind"
            options={INFO_PAGE_KINDS.map((k) => ({ value: k, label: t(`sitePages.kinds.${k}`) }))}
            onChange={(k) => {
              setPreviewId(null);
              setParams((p) => {
                p.set('kind', k);
                return p;
              });
            }}
          />
          <MemberPreview
            language={language}
            languages={site.languages}
            onLanguage={setLanguage}
            heights={{ desktop: 620, phone: 760 }}
            render={(device) => (
              <InfoPagePreview device={device} page={shown} language={language} fallback={fallback} />
            )}
          />
          <Card size="small" styles={{ body: { padding: 0 } }}>
            <Table<InfoPageRow>
              dataSource={rows}
              loading={isLoading}
              rowKey="id"
              size="middle"
              pagination={false}
              scroll={{ x: 1500 }}
            >
              <Table.Column<InfoPageRow>
                key="address"
                title={t('sitePages.fields.address')}
                width={140}
                render={(_, p) => <Typography.Text code>{memberAddress(p.kind, p.number)}</Typography.Text>}
              />
              <Table.Column<InfoPageRow>
                key="title"
                title={t('content.fields.title')}
                width={300}
                ellipsis
                render={(_, p) => title(p)}
              />
              <Table.Column<InfoPageRow>
                key="languages"
                title={t('content.fields.languages')}
                width={230}
                render={(_, p) => <ListOf values={Object.keys(p.titles)} />}
              />
              <Table.Column<InfoPageRow>
                key="currencies"
                title={t('content.fields.currencies')}
                width={120}
                render={(_, p) => <ListOf values={p.currencies} />}
              />
              <Table.Column<InfoPageRow>
                key="sort"
                dataIndex="sort"
                title={t('content.fields.sort')}
                width={70}
              />
              <Table.Column<InfoPageRow>
                key="state"
                title={t('content.fields.state')}
                width={100}
                render={(_, p) => <StateTag item={p} />}
              />
              <Table.Column<InfoPageRow>
                key="window"
                title={t('content.fields.window')}
                width={250}
                render={(_, p) => <WindowText item={p} />}
              />
              <Table.Column<InfoPageRow>
                key="updated"
                title={t('content.fields.updatedAt')}
                width={170}
                render={(_, p) => <TimeText value={p.updated_at} />}
              />
              <Table.Column<InfoPageRow>
                title={t('common.actions')}
                fixed="right"
                width={mayWrite ? 250 : 100}
                render={(_, p) => (
                  <Space size={4}>
                    <Button
                      size="small"
                      icon={<EyeOutlined />}
                      type={shown?.id === p.id ? 'primary' : 'default'}
                      onClick={() => setPreviewId(p.id)}
                    >
                      {t('sitePages.info.preview')}
                    </Button>
                    {mayWrite ? (
                      <>
                        <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(p)}>
                          {t('content.edit')}
                        </Button>
                        <Button size="small" danger icon={<DeleteOutlined />} onClick={() => askRemove(p)}>
                          {t('content.remove')}
                        </Button>
                      </>
                    ) : null}
                  </Space>
                )}
              />
            </Table>
          </Card>
        </Space>
      </PageBody>
      {editing !== undefined ? (
        <InfoPageDrawer
          site={site}
          kind={kind}
          page={editing}
          rows={rows ?? []}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
