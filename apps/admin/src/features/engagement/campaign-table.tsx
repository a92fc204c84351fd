import type { AdminCallContract } from '@arks/contracts';
import { useTable } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import { Button, Card, Space, Spin, Table, Typography } from 'antd';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction } from '../../api/use-admin';
import type { AdminSite } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { ExportCsv } from '../../components/export-csv';
import { withTotals } from '../../components/list-parts';
import { PageBody, PageHeader } from '../../layout/page-header';
import { BudgetCell, campaignState, CampaignStateTag } from './campaign-cells';
import { CampaignSiteNote, useCampaignSite } from './campaign-site';
import { memberText } from './logic/member-text';

/** What every money campaign has, whatever it pays for. */
export interface Campaign {
  id: number;
  titles: Record<string, string>;
  currency: string;
  budget: string;
  paid: string;
  stopped_at: string | null;
}

/** One kind of campaign's screen: what it is called, its calls, and what its rows show beyond the rest. */
export interface CampaignKind<C extends Campaign> {
  resource: string;
  calls: { create: AdminCallContract; update: AdminCallContract; stop: AdminCallContract };
  texts: { title: string; subtitle: string; create: string };
  /** When the campaign runs, in epoch milliseconds (its end excluded). */
  window: (c: C) => { start: number; end: number };
  /** The CSV's columns between the currency and the budget. */
  csv: (c: C) => Record<string, unknown>;
  /** The table's columns between the currency and the budget. */
  columns: ReactElement[];
  /** How many times members have been paid, in the table and the CSV. */
  count: { field: keyof C & string; title: string };
  /** The drawer a campaign (null: a new one) is written in, open until it calls `close`. */
  form: (site: AdminSite, campaign: C | null, close: () => void) => ReactNode;
}

/** Campaigns of a site: window, terms, budget and its use; create, edit, stop (with a reason). */
export function CampaignList<C extends Campaign>({ kind }: { kind: CampaignKind<C> }) {
  const site = useCampaignSite();
  return site ? <CampaignTable kind={kind} site={site} /> : <Spin />;
}

function CampaignTable<C extends Campaign>({ kind, site }: { kind: CampaignKind<C>; site: AdminSite }) {
  const { t, i18n } = useTranslation();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const [editing, setEditing] = useState<C | 'new' | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const stop = useAdminAction(kind.calls.stop, { resource: kind.resource });
  const { tableProps, filters, sorters } = useTable<C, HttpError>({
    resource: kind.resource,
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { permanent: [{ field: 'site_id', operator: 'eq', value: site.id }] },
  });
  const titleOf = (c: C) => memberText(c.titles, i18n.language.replace('-', '_'), site.default_language);
  const stateOf = (c: C) => campaignState({ stopped_at: c.stopped_at, ...kind.window(c) });
  const stopDecision = (c: C): Decision => ({
    title: `${t('engagement.campaign.stop')} · ${titleOf(c)}`,
    summary: (
      <Typography.Paragraph type="secondary">{t('engagement.campaign.stopHelp')}</Typography.Paragraph>
    ),
    reasonRequired: true,
    okText: t('engagement.campaign.stop'),
    danger: true,
    confirm: () => ({ title: t('engagement.campaign.confirmStop', { title: titleOf(c) }) }),
    submit: (v) => stop.run({ id: c.id, reason: v.reason! } as never),
  });

  return (
    <>
      <PageHeader
        title={t(kind.texts.title)}
        subtitle={t(kind.texts.subtitle)}
        crumbs={[{ title: t('menu.content') }, { title: t(kind.texts.title) }]}
        extra={
          <>
            <ExportCsv<C>
              resource={kind.resource}
              filters={filters}
              sorters={sorters}
              filename={kind.resource}
              mapData={(c) => ({
                ID: c.id,
                [t('engagement.campaign.titles')]: titleOf(c),
                [t('engagement.currency')]: c.currency,
                ...kind.csv(c),
                [t('engagement.campaign.budget')]: c.budget,
                [t('engagement.campaign.paid')]: c.paid,
                [t(kind.count.title)]: c[kind.count.field],
                [t('engagement.status')]: t(`engagement.campaign.state.${stateOf(c)}`),
              })}
            />
            {canCall(staff?.role, kind.calls.create) && (
              <Button type="primary" onClick={() => setEditing('new')} data-testid="campaign-create">
                {t(kind.texts.create)}
              </Button>
            )}
          </>
        }
      />
      <PageBody>
        <CampaignSiteNote site={site} />
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table<C>
            {...tableProps}
            rowKey="id"
            size="middle"
            scroll={{ x: 1130 }}
            pagination={withTotals(tableProps.pagination, t)}
          >
            <Table.Column<C> dataIndex="id" title="ID" width={70} />
            <Table.Column<C>
              title={t('engagement.campaign.titles')}
              width={180}
              render={(_, c) => <Typography.Text strong>{titleOf(c)}</Typography.Text>}
            />
            <Table.Column<C> dataIndex="currency" title={t('engagement.currency')} width={80} />
            {kind.columns}
            <Table.Column<C>
              title={t('engagement.campaign.budgetUse')}
              width={190}
              render={(_, c) => <BudgetCell paid={c.paid} budget={c.budget} currency={c.currency} />}
            />
            <Table.Column<C>
              dataIndex={kind.count.field}
              title={t(kind.count.title)}
              align="right"
              width={90}
            />
            <Table.Column<C>
              title={t('engagement.status')}
              width={100}
              render={(_, c) => <CampaignStateTag state={stateOf(c)} />}
            />
            <Table.Column<C>
              title={t('common.actions')}
              width={130}
              fixed="right"
              render={(_, c) =>
                stateOf(c) === 'stopped' || stateOf(c) === 'ended' ? null : (
                  <Space>
                    {canCall(staff?.role, kind.calls.update) && (
                      <Button size="small" onClick={() => setEditing(c)}>
                        {t('engagement.campaign.edit')}
                      </Button>
                    )}
                    {canCall(staff?.role, kind.calls.stop) && (
                      <Button size="small" danger onClick={() => setDecision(stopDecision(c))}>
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
      {editing && kind.form(site, editing === 'new' ? null : editing, () => setEditing(null))}
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
