import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminCallContract } from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { Alert, App, Button, Card, Space, Table } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { DecisionModal, type Decision } from '../decision-modal';
import { PageBody, PageHeader } from '../../layout/page-header';
import { downloadCsv } from '../../lib/csv';
import { useContentWrite } from './content-api';
import { MemberPreview, type PreviewDevice } from './member-preview';

export type ContentKind = 'banners' | 'popups' | 'marquee';

/** The member preview above a content list: how much of the page it shows, and what it draws there. */
export interface ContentPreview {
  heights: Record<PreviewDevice, number>;
  render: (device: PreviewDevice) => ReactNode;
  /** The language drawn and the site's languages to switch between; none for content without languages. */
  language?: { value: string; options: string[]; onChange: (language: string) => void };
}

/**
 * The frame of a content page: header with add and CSV export, the site's rows in the server's
 * order, edit (in the page's drawer) and remove (with a reason and a confirmation) per row, and the
 * member preview above.
 */
export function ContentPage<T extends { id: number }>(props: {
  kind: ContentKind | string;
  /** Whose texts name the page (`<area>.<kind>.title`, `<area>.menu.<kind>`): another area may reuse the frame. */
  area?: string;
  rows: T[] | undefined;
  loading: boolean;
  columns: ReactNode;
  csv: (row: T) => Record<string, unknown>;
  save: AdminCallContract;
  remove: AdminCallContract;
  list: AdminCallContract;
  /** The drawer a row (null: a new one) is written in, open until it calls `close`. */
  drawer: (row: T | null, close: () => void) => ReactNode;
  describe: (row: T) => string;
  preview: ContentPreview;
  settings?: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const remove = useContentWrite(props.remove, [props.list]);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const mayWrite = canCall(staff?.role, props.save);
  const area = props.area ?? 'content';

  const askRemove = (row: T) =>
    setDecision({
      title: `${t('content.remove')} · ${props.describe(row)}`,
      reasonLabel: t('content.removeReason'),
      reasonRequired: true,
      okText: t('content.remove'),
      danger: true,
      confirm: () => ({ title: t('content.removeTitle'), content: t('content.removeConfirm') }),
      submit: (values) => remove.run({ id: row.id, reason: values.reason } as never),
      onDone: () => void message.success(t('content.removed')),
    });

  return (
    <>
      <PageHeader
        title={t(`${area}.${props.kind}.title`)}
        subtitle={t(`${area}.${props.kind}.subtitle`)}
        crumbs={[{ title: t('menu.content') }, { title: t(`${area}.menu.${props.kind}`) }]}
        extra={
          <>
            <Button
              icon={<DownloadOutlined />}
              disabled={!props.rows?.length}
              onClick={() => downloadCsv(props.kind, (props.rows ?? []).map(props.csv))}
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
                {t(`${area}.${props.kind}.new`)}
              </Button>
            ) : null}
          </>
        }
      />
      <PageBody>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {props.settings}
          <MemberPreview
            language={props.preview.language?.value ?? ''}
            languages={props.preview.language?.options ?? []}
            onLanguage={props.preview.language?.onChange ?? (() => undefined)}
            heights={props.preview.heights}
            render={props.preview.render}
          />
          <Card size="small" styles={{ body: { padding: 0 } }}>
            <Table<T>
              dataSource={props.rows}
              loading={props.loading}
              rowKey="id"
              size="middle"
              pagination={false}
              scroll={{ x: 1300 }}
            >
              {props.columns}
              {mayWrite ? (
                <Table.Column<T>
                  title={t('common.actions')}
                  fixed="right"
                  width={170}
                  render={(_, row) => (
                    <Space size={4}>
                      <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(row)}>
                        {t('content.edit')}
                      </Button>
                      <Button size="small" danger icon={<DeleteOutlined />} onClick={() => askRemove(row)}>
                        {t('content.remove')}
                      </Button>
                    </Space>
                  )}
                />
              ) : null}
            </Table>
          </Card>
        </Space>
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
      {editing !== undefined ? props.drawer(editing, () => setEditing(undefined)) : null}
    </>
  );
}

/** Shown instead of a content page while the header's site selector says "all sites". */
export function ChooseSite({
  kind,
  area = 'content',
}: {
  kind: ContentKind | 'service' | string;
  area?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t(`${area}.${kind}.title`)}
        subtitle={t(`${area}.${kind}.subtitle`)}
        crumbs={[{ title: t('menu.content') }, { title: t(`${area}.menu.${kind}`) }]}
      />
      <PageBody>
        <Alert type="info" showIcon message={t('content.chooseSite')} />
      </PageBody>
    </>
  );
}
