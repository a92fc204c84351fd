import { AdminLetterCancel, AdminLetterSend, type TLetterAudience, type ZAdminLetter } from '@arks/contracts';
import { useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import { Button, Card, Progress, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction } from '../../api/use-admin';
import { usePreferences } from '../../app/preferences';
import { useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { ExportCsv } from '../../components/export-csv';
import { TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatTime } from '../../lib/format';
import { siteFilter } from '../../components/list-parts';
import { LetterCompose } from './letter-compose';
import { LetterPreview } from './letter-preview';
import { memberText } from './logic/member-text';
import { withTotals } from '../../components/list-parts';

type Letter = z.infer<typeof ZAdminLetter>;
const STATUS_COLOR = { scheduled: 'processing', sent: 'success', cancelled: 'default' } as const;

/** Sent and scheduled letters: audience, delivery, how many read them; write a new one; cancel one. */
export function LetterList() {
  const { t, i18n } = useTranslation();
  const { siteId, sites, siteName } = useSiteScope();
  const { timeZone } = usePreferences();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const [composing, setComposing] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const cancel = useAdminAction(AdminLetterCancel, { resource: 'letters' });
  const { tableProps, filters, sorters, setFilters } = useTable<Letter, HttpError>({
    resource: 'letters',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { permanent: siteFilter(siteId) },
  });
  const status = (filters.find((f) => 'field' in f && f.field === 'status')?.value as string) ?? '';
  const staffLang = i18n.language.replace('-', '_');
  const siteOf = (id: number) => sites.find((s) => s.id === id);
  const titleOf = (l: Letter) =>
    memberText(l.titles, staffLang, siteOf(l.site_id)?.default_language ?? 'en_US');
  const audienceText = (a: TLetterAudience) =>
    a.type === 'segment'
      ? t('engagement.letters.segment', { currency: a.currency ?? t('common.all') })
      : a.type === 'accounts'
        ? a.accounts.length === 1
          ? a.accounts[0]
          : t('engagement.letters.accountCount', { count: a.accounts.length })
        : a.type === 'member'
          ? `#${a.member_id}`
          : t('engagement.letters.accountCount', { count: a.member_ids.length });

  const cancelDecision = (l: Letter): Decision => ({
    title: `${t('engagement.letters.cancel')} · ${titleOf(l)}`,
    reasonRequired: true,
    okText: t('engagement.letters.cancel'),
    danger: true,
    confirm: () => ({ title: t('engagement.letters.confirmCancel', { title: titleOf(l) }) }),
    submit: (v) => cancel.run({ id: l.id, reason: v.reason! }),
  });

  return (
    <>
      <PageHeader
        title={t('engagement.letters.title_page')}
        subtitle={t('engagement.letters.subtitle')}
        crumbs={[{ title: t('menu.content') }, { title: t('engagement.menu.letters') }]}
        extra={
          <>
            <ExportCsv<Letter>
              resource="letters"
              filters={filters}
              sorters={sorters}
              filename="letters"
              mapData={(l) => ({
                ID: l.id,
                [t('engagement.site')]: siteName(l.site_id),
                [t('engagement.letters.title')]: titleOf(l),
                [t('engagement.letters.sentTo')]: audienceText(l.audience),
                [t('engagement.status')]: t(`engagement.letters.status.${l.status}`),
                [t('engagement.letters.sendAt')]: formatTime(l.send_at, timeZone),
                [t('engagement.letters.recipients')]: l.recipients,
                [t('engagement.letters.reads')]: l.read_count,
              })}
            />
            {canCall(staff?.role, AdminLetterSend) && (
              <Button type="primary" onClick={() => setComposing(true)} data-testid="letter-compose">
                {t('engagement.letters.compose')}
              </Button>
            )}
          </>
        }
        footer={
          <Segmented
            value={status}
            onChange={(v) =>
              setFilters([{ field: 'status', operator: 'eq', value: v || undefined }], 'replace')
            }
            options={[
              { value: '', label: t('common.all') },
              ...(['scheduled', 'sent', 'cancelled'] as const).map((s) => ({
                value: s,
                label: t(`engagement.letters.status.${s}`),
              })),
            ]}
          />
        }
      />
      <PageBody>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<Letter>
            {...tableProps}
            rowKey="id"
            size="middle"
            scroll={{ x: 1200 }}
            pagination={withTotals(tableProps.pagination, t)}
            expandable={{
              expandedRowRender: (l) => {
                const site = siteOf(l.site_id);
                return site ? (
                  <LetterPreview
                    site={site}
                    titles={l.titles}
                    bodies={l.bodies}
                    at={l.sent_at ?? l.send_at}
                  />
                ) : null;
              },
            }}
          >
            <Table.Column<Letter> dataIndex="id" title="ID" width={70} />
            <Table.Column<Letter>
              title={t('engagement.letters.title')}
              width={300}
              render={(_, l) => (
                <>
                  <Typography.Text strong>{titleOf(l)}</Typography.Text>
                  <div style={{ marginTop: 4 }}>
                    {Object.keys(l.titles).map((lang) => (
                      <Tag key={lang} bordered={false} style={{ marginInlineEnd: 4 }}>
                        {lang}
                      </Tag>
                    ))}
                  </div>
                </>
              )}
            />
            {siteId === null && (
              <Table.Column<Letter>
                dataIndex="site_id"
                title={t('engagement.site')}
                width={120}
                render={(id: number) => siteName(id)}
              />
            )}
            <Table.Column<Letter>
              dataIndex="audience"
              title={t('engagement.letters.sentTo')}
              width={170}
              render={(a: TLetterAudience) => audienceText(a)}
            />
            <Table.Column<Letter>
              dataIndex="status"
              title={t('engagement.status')}
              width={100}
              render={(s: Letter['status']) => (
                <Tag color={STATUS_COLOR[s]} bordered={false}>
                  {t(`engagement.letters.status.${s}`)}
                </Tag>
              )}
            />
            <Table.Column<Letter>
              dataIndex="send_at"
              title={t('engagement.letters.sendAt')}
              width={170}
              render={(v: string) => <TimeText value={v} />}
            />
            <Table.Column<Letter>
              dataIndex="recipients"
              title={t('engagement.letters.recipients')}
              align="right"
              width={110}
            />
            <Table.Column<Letter>
              title={t('engagement.letters.reads')}
              width={170}
              render={(_, l) =>
                l.recipients > 0 ? (
                  <Progress
                    size="small"
                    percent={Math.round((l.read_count / l.recipients) * 100)}
                    format={() => `${l.read_count} / ${l.recipients}`}
                  />
                ) : (
                  <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
                )
              }
            />
            <Table.Column<Letter>
              title={t('common.actions')}
              width={100}
              fixed="right"
              render={(_, l) =>
                l.status === 'scheduled' && canCall(staff?.role, AdminLetterCancel) ? (
                  <Button size="small" danger onClick={() => setDecision(cancelDecision(l))}>
                    {t('engagement.letters.cancel')}
                  </Button>
                ) : null
              }
            />
          </Table>
        </Card>
      </PageBody>
      <LetterCompose open={composing} onClose={() => setComposing(false)} />
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
