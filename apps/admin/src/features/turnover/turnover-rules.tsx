import {
  AdminTurnoverClearPointSave,
  AdminTurnoverContributionSave,
  AdminTurnoverSettings,
  GAME_HALL_IDS,
} from '@arks/contracts';
import { App, Button, Card, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/admin-client';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useOneSite } from '../../app/site-scope';
import { useHallName } from '../../components/hall-name';
import { Amount } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';

/** /turnover: per site, each hall's contribution % and each currency's clear point. */
export function TurnoverRules() {
  const { t } = useTranslation();
  const site = useOneSite();
  const settings = useAdminQuery(
    AdminTurnoverSettings,
    { site_id: site?.id ?? 0 },
    { enabled: site !== null },
  );
  return (
    <>
      <PageHeader
        title={t('turnover.rules.title')}
        subtitle={t('turnover.rules.subtitle')}
        crumbs={[{ title: t('menu.wagering') }, { title: t('turnover.menu.rules') }]}
      />
      <PageBody>
        {site && settings.data ? (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Contributions
              siteId={site.id}
              rows={settings.data.contributions}
              onSaved={() => void settings.refetch()}
            />
            <ClearPoints
              siteId={site.id}
              currencies={site.currencies}
              rows={settings.data.clear_points}
              onSaved={() => void settings.refetch()}
            />
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('turnover.loading')}</Typography.Text>
        )}
      </PageBody>
    </>
  );
}

function Contributions(props: {
  siteId: number;
  rows: { hall: number; percent: number }[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const hallName = useHallName();
  const { message } = App.useApp();
  const save = useAdminAction(AdminTurnoverContributionSave, { resource: 'turnoverRules' });
  const [draft, setDraft] = useState<Record<number, number | null>>({});
  const saved = new Map(props.rows.map((r) => [r.hall, r.percent]));
  const rows = GAME_HALL_IDS.map((hall) => ({ hall, percent: saved.get(hall) ?? 100 }));
  const submit = async (hall: number) => {
    const percent = draft[hall];
    if (percent === null || percent === undefined) return;
    try {
      await save.run({ site_id: props.siteId, hall, percent });
      message.success(t('turnover.rules.saved'));
      setDraft((d) => {
        const { [hall]: _, ...rest } = d;
        return rest;
      });
      props.onSaved();
    } catch (error) {
      message.error(failureText(error));
    }
  };
  return (
    <Card
      title={t('turnover.rules.contributions')}
      extra={<Typography.Text type="secondary">{t('turnover.rules.contributionsHelp')}</Typography.Text>}
    >
      <Table
        rowKey="hall"
        pagination={false}
        dataSource={rows}
        data-testid="turnover-contributions"
        columns={[
          { title: t('turnover.rules.hall'), render: (_, r) => hallName(r.hall) },
          {
            title: t('turnover.rules.percent'),
            render: (_, r) => (
              <Space>
                <InputNumber
                  min={0}
                  max={100}
                  precision={0}
                  suffix="%"
                  value={draft[r.hall] ?? r.percent}
                  onChange={(v) => setDraft((d) => ({ ...d, [r.hall]: v }))}
                  aria-label={`${hallName(r.hall)} %`}
                />
                <Button
                  size="small"
                  disabled={draft[r.hall] === undefined || draft[r.hall] === r.percent}
                  loading={save.isPending}
                  onClick={() => void submit(r.hall)}
                >
                  {t('turnover.save')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

function ClearPoints(props: {
  siteId: number;
  currencies: string[];
  rows: { currency: string; amount: string }[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useAdminAction(AdminTurnoverClearPointSave, { resource: 'turnoverRules' });
  const [draft, setDraft] = useState<Record<string, string>>({});
  const saved = new Map(props.rows.map((r) => [r.currency, r.amount]));
  const submit = async (currency: string) => {
    const amount = (draft[currency] ?? '').trim() || '0';
    try {
      await save.run({ site_id: props.siteId, currency, amount });
      message.success(t('turnover.rules.saved'));
      setDraft((d) => {
        const { [currency]: _, ...rest } = d;
        return rest;
      });
      props.onSaved();
    } catch (error) {
      message.error(failureText(error));
    }
  };
  return (
    <Card
      title={t('turnover.rules.clearPoints')}
      extra={<Typography.Text type="secondary">{t('turnover.rules.clearPointsHelp')}</Typography.Text>}
    >
      <Table
        rowKey="currency"
        pagination={false}
        dataSource={props.currencies.map((currency) => ({ currency, amount: saved.get(currency) ?? null }))}
        data-testid="turnover-clear-points"
        columns={[
          { title: t('turnover.rules.currency'), dataIndex: 'currency' },
          {
            title: t('turnover.rules.current'),
            render: (_, r) =>
              r.amount === null ? (
                <Typography.Text type="secondary">{t('turnover.rules.none')}</Typography.Text>
              ) : (
                <Amount value={r.amount} currency={r.currency} />
              ),
          },
          {
            title: t('turnover.rules.change'),
            render: (_, r) => (
              <Space>
                <Input
                  inputMode="decimal"
                  style={{ width: 160 }}
                  placeholder={t('turnover.rules.zeroRemoves')}
                  suffix={r.currency}
                  value={draft[r.currency] ?? ''}
                  onChange={(e) => setDraft((d) => ({ ...d, [r.currency]: e.target.value }))}
                />
                <Button
                  size="small"
                  disabled={draft[r.currency] === undefined}
                  loading={save.isPending}
                  onClick={() => void submit(r.currency)}
                >
                  {t('turnover.save')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
