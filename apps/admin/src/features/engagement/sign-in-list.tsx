import {
  AdminSignInCampaignCreate,
  AdminSignInCampaignStop,
  AdminSignInCampaignUpdate,
} from '@arks/contracts';
import { useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import { Button, Card, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction } from '../../api/use-admin';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { ExportCsv } from '../../components/export-csv';
import { PageBody, PageHeader } from '../../layout/page-header';
import { formatAmount } from '../../lib/format';
import { BudgetCell, campaignState, CampaignStateTag } from './campaign-cells';
import { CampaignSiteNote, useCampaignSite } from './campaign-site';
import { memberText } from './logic/member-text';
import { SignInForm, type Calendar } from './sign-in-form';
import { withTotals } from '../../components/list-parts';

/** Sign-in calendars of a site: dates, day rewards, budget and its use; create, edit, stop. */
export function SignInList() {
  const site = useCampaignSite();
  return site ? <CalendarTable siteId={site.id} /> : <Spin />;
}

function CalendarTable({ siteId }: { siteId: number }) {
  const { t, i18n } = useTranslation();
  const site = useCampaignSite()!;
  const { data: staff } = useGetIdentity<StaffProfile>();
  const [editing, setEditing] = useState<Calendar | 'new' | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const stop = useAdminAction(AdminSignInCampaignStop, { resource: 'sign-in-campaigns' });
  const { tableProps, filters, sorters } = useTable<Calendar, HttpError>({
    resource: 'sign-in-campaigns',
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { permanent: [{ field: 'site_id', operator: 'eq', value: siteId }] },
  });
  const titleOf = (e: Calendar) =>
    memberText(e.titles, i18n.language.replace('-', '_'), site.default_language);
  const stateOf = (e: Calendar) =>
    campaignState({
      stopped_at: e.stopped_at,
      start: Date.parse(`${e.start_date}T00:00:00Z`),
      end: Date.parse(`${e.end_date}T00:00:00Z`) + 86_400_000,
    });
  const stopDecision = (e: Calendar): Decision => ({
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
        title={t('engagement.menu.signIn')}
        subtitle={t('engagement.signIn.subtitle')}
        crumbs={[{ title: t('menu.content') }, { title: t('engagement.menu.signIn') }]}
        extra={
          <>
            <ExportCsv<Calendar>
              resource="sign-in-campaigns"
              filters={filters}
              sorters={sorters}
              filename="sign-in-campaigns"
              mapData={(e) => ({
                ID: e.id,
                [t('engagement.campaign.titles')]: titleOf(e),
                [t('engagement.currency')]: e.currency,
                [t('engagement.campaign.start')]: e.start_date,
                [t('engagement.campaign.end')]: e.end_date,
                [t('engagement.signIn.rewards')]: e.rewards.join(' '),
                [t('engagement.campaign.budget')]: e.budget,
                [t('engagement.campaign.paid')]: e.paid,
                [t('engagement.signIn.signIns')]: e.sign_ins,
                [t('engagement.status')]: t(`engagement.campaign.state.${stateOf(e)}`),
              })}
            />
            {canCall(staff?.role, AdminSignInCampaignCreate) && (
              <Button type="primary" onClick={() => setEditing('new')} data-testid="sign-in-create">
                {t('engagement.signIn.create')}
              </Button>
            )}
          </>
        }
      />
      <PageBody>
        <CampaignSiteNote site={site} />
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<Calendar>
            {...tableProps}
            rowKey="id"
            size="middle"
            scroll={{ x: 1130 }}
            pagination={withTotals(tableProps.pagination, t)}
          >
            <Table.Column<Calendar> dataIndex="id" title="ID" width={70} />
            <Table.Column<Calendar>
              title={t('engagement.campaign.titles')}
              width={180}
              render={(_, e) => <Typography.Text strong>{titleOf(e)}</Typography.Text>}
            />
            <Table.Column<Calendar> dataIndex="currency" title={t('engagement.currency')} width={80} />
            <Table.Column<Calendar>
              title={t('engagement.campaign.window')}
              width={160}
              render={(_, e) => (
                <>
                  {e.start_date} – {e.end_date}
                </>
              )}
            />
            <Table.Column<Calendar>
              dataIndex="rewards"
              title={t('engagement.signIn.rewards')}
              width={130}
              render={(r: string[]) => (
                <Typography.Text ellipsis style={{ maxWidth: 120 }}>
                  {r.map((x) => formatAmount(x)).join(' · ')}
                </Typography.Text>
              )}
            />
            <Table.Column<Calendar>
              title={t('engagement.campaign.budgetUse')}
              width={190}
              render={(_, e) => <BudgetCell paid={e.paid} budget={e.budget} currency={e.currency} />}
            />
            <Table.Column<Calendar>
              dataIndex="sign_ins"
              title={t('engagement.signIn.signIns')}
              align="right"
              width={90}
            />
            <Table.Column<Calendar>
              title={t('engagement.status')}
              width={100}
              render={(_, e) => <CampaignStateTag state={stateOf(e)} />}
            />
            <Table.Column<Calendar>
              title={t('common.actions')}
              width={130}
              fixed="right"
              render={(_, e) =>
                stateOf(e) === 'stopped' || stateOf(e) === 'ended' ? null : (
                  <Space>
                    {canCall(staff?.role, AdminSignInCampaignUpdate) && (
                      <Button size="small" onClick={() => setEditing(e)}>
                        {t('engagement.campaign.edit')}
                      </Button>
                    )}
                    {canCall(staff?.role, AdminSignInCampaignStop) && (
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
        <SignInForm
          site={site}
          calendar={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
