import { AdminRedEnvelopeCreate, AdminRedEnvelopeStop, AdminRedEnvelopeUpdate } from '@arks/contracts';
import { useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import { Button, Card, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction } from '../../api/use-admin';
import { usePreferences } from '../../app/preferences';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { ExportCsv } from '../../components/export-csv';
import { Amount, TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatTime } from '../../lib/format';
import { BudgetCell, campaignState, CampaignStateTag } from './campaign-cells';
import { CampaignSiteNote, useCampaignSite } from './campaign-site';
import { memberText } from './logic/member-text';
import { RedEnvelopeForm, type Envelope } from './red-envelope-form';
import { withTotals } from '../../components/list-parts';

/** Red-envelope campaigns of a site: window, prize, budget and its use; create, edit, stop. */
export function RedEnvelopeList() {
  const site = useCampaignSite();
  return site ? <EnvelopeTable siteId={site.id} /> : <Spin />;
}

function EnvelopeTable({ siteId }: { siteId: number }) {
  const { t, i18n } = useTranslation();
  const site = useCampaignSite()!;
  const { timeZone } = usePreferences();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const [editing, setEditing] = useState<Envelope | 'new' | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const stop = useAdminAction(AdminRedEnvelopeStop, { resource: 'red-envelopes' });
  const { tableProps, filters, sorters } = useTable<Envelope, HttpError>({
    resource: 'red-envelopes',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { permanent: [{ field: 'site_id', operator: 'eq', value: siteId }] },
  });
  const titleOf = (e: Envelope) =>
    memberText(e.titles, i18n.language.replace('-', '_'), site.default_language);
  const stateOf = (e: Envelope) =>
    campaignState({ stopped_at: e.stopped_at, start: Date.parse(e.start_at), end: Date.parse(e.end_at) });
  const stopDecision = (e: Envelope): Decision => ({
    title: `${t('engagement.campaign.stop')} · ${titleOf(e)}`,
    summary: (
      <Typography.Paragraph type="secondary">{t('engagement.campaign.stopHelp')}</Typography.Paragraph>
    ),
    reasonRequired: true,
    okText: t('engagement.campaign.stop'),
    danger: true,
    confirm: () => ({ title: t('engagement.campaign.confirmStop', { title: titleOf(e) }) }),
    submit: (v) => stop.run({ id: e.id, reason: v.reason! }),
  });

  return (
    <>
      <PageHeader
        title={t('engagement.menu.redEnvelopes')}
        subtitle={t('engagement.redEnvelopes.subtitle')}
        crumbs={[{ title: t('menu.content') }, { title: t('engagement.menu.redEnvelopes') }]}
        extra={
          <>
            <ExportCsv<Envelope>
              resource="red-envelopes"
              filters={filters}
              sorters={sorters}
              filename="red-envelopes"
              mapData={(e) => ({
                ID: e.id,
                [t('engagement.campaign.titles')]: titleOf(e),
                [t('engagement.currency')]: e.currency,
                [t('engagement.campaign.start')]: formatTime(e.start_at, timeZone),
                [t('engagement.campaign.end')]: formatTime(e.end_at, timeZone),
                [t('engagement.redEnvelopes.minAmount')]: e.min_amount,
                [t('engagement.redEnvelopes.maxAmount')]: e.max_amount,
                [t('engagement.campaign.budget')]: e.budget,
                [t('engagement.campaign.paid')]: e.paid,
                [t('engagement.redEnvelopes.claims')]: e.claims,
                [t('engagement.status')]: t(`engagement.campaign.state.${stateOf(e)}`),
              })}
            />
            {canCall(staff?.role, AdminRedEnvelopeCreate) && (
              <Button type="primary" onClick={() => setEditing('new')} data-testid="campaign-create">
                {t('engagement.redEnvelopes.create')}
              </Button>
            )}
          </>
        }
      />
      <PageBody>
        <CampaignSiteNote site={site} />
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<Envelope>
            {...tableProps}
            rowKey="id"
            size="middle"
            scroll={{ x: 1130 }}
            pagination={withTotals(tableProps.pagination, t)}
          >
            <Table.Column<Envelope> dataIndex="id" title="ID" width={70} />
            <Table.Column<Envelope>
              title={t('engagement.campaign.titles')}
              width={180}
              render={(_, e) => <Typography.Text strong>{titleOf(e)}</Typography.Text>}
            />
            <Table.Column<Envelope> dataIndex="currency" title={t('engagement.currency')} width={80} />
            <Table.Column<Envelope>
              title={t('engagement.campaign.window')}
              width={170}
              render={(_, e) => (
                <Space direction="vertical" size={0}>
                  <TimeText value={e.start_at} />
                  <TimeText value={e.end_at} />
                </Space>
              )}
            />
            <Table.Column<Envelope>
              title={t('engagement.redEnvelopes.prize')}
              width={120}
              render={(_, e) => (
                <>
                  <Amount value={e.min_amount} /> – <Amount value={e.max_amount} />
                </>
              )}
            />
            <Table.Column<Envelope>
              title={t('engagement.campaign.budgetUse')}
              width={190}
              render={(_, e) => <BudgetCell paid={e.paid} budget={e.budget} currency={e.currency} />}
            />
            <Table.Column<Envelope>
              dataIndex="claims"
              title={t('engagement.redEnvelopes.claims')}
              align="right"
              width={90}
            />
            <Table.Column<Envelope>
              title={t('engagement.status')}
              width={100}
              render={(_, e) => <CampaignStateTag state={stateOf(e)} />}
            />
            <Table.Column<Envelope>
              title={t('common.actions')}
              width={130}
              fixed="right"
              render={(_, e) =>
                stateOf(e) === 'stopped' || stateOf(e) === 'ended' ? null : (
                  <Space>
                    {canCall(staff?.role, AdminRedEnvelopeUpdate) && (
                      <Button size="small" onClick={() => setEditing(e)}>
                        {t('engagement.campaign.edit')}
                      </Button>
                    )}
                    {canCall(staff?.role, AdminRedEnvelopeStop) && (
                      <Button size="small" danger onClick={() => setDecision(stopDecision(e))}>
                        {t('engagement.campaign.stop')}
                      </Button>
                    )}
                  </Space>
                )
              }
            />
          </Table>
        </Card>
      </PageBody>
      {editing && (
        <RedEnvelopeForm
          site={site}
          envelope={editing === 'new' ? null : editing}
          open
          onClose={() => setEditing(null)}
        />
      )}
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
