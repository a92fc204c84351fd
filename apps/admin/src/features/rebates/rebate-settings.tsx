import { AdminRebateSettings, AdminRebateSettingsSave, REBATE_RATE_MAX_BP } from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useOneSite, useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { useHallName } from '../../components/hall-name';
import { PageBody, PageHeader } from '../../layout/page-header';
import { fromGrid, HALLS, nextLevel, percentOf, toGrid, type GridRows } from './grid';

const amountRule = { pattern: /^\d{1,15}(\.\d{1,8})?$/, message: '0.00' };

interface Values {
  enabled: boolean;
  min_payout: string;
  auto_ceiling: string;
  turnover_multiple: number;
}

/** A site and currency's rebate settings and rate grid (level × hall), saved together with a reason. */
export function RebateSettings() {
  const { t } = useTranslation();
  const hallName = useHallName();
  const { message } = App.useApp();
  const site = useOneSite();
  const { siteName } = useSiteScope();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const [picked, setPicked] = useState<string | undefined>();
  const currency = picked ?? site?.currencies[0];
  const query = useAdminQuery(
    AdminRebateSettings,
    { site_id: site?.id ?? 0, currency: currency ?? '' },
    { enabled: site !== null && currency !== undefined },
  );
  const save = useAdminAction(AdminRebateSettingsSave, { resource: 'rebateSettings' });
  const [form] = Form.useForm<Values>();
  const [decision, setDecision] = useState<Decision | null>(null);
  const mayChange = canCall(staff?.role, AdminRebateSettingsSave);
  const settings = query.data;
  // Edits belong to the settings they started from: a new answer (another currency, a save) starts over.
  const [edits, setEdits] = useState<{ base: typeof settings; rows: GridRows } | null>(null);
  const grid = settings ? (edits?.base === settings ? edits.rows : toGrid(settings.rates, HALLS)) : [];
  const setGrid = (change: (rows: GridRows) => GridRows) => setEdits({ base: settings, rows: change(grid) });

  useEffect(() => {
    if (!settings) return;
    form.setFieldsValue({
      enabled: settings.enabled,
      min_payout: settings.min_payout,
      auto_ceiling: settings.auto_ceiling,
      turnover_multiple: settings.turnover_multiple,
    });
  }, [settings, form]);

  const setRate = (level: number, hall: number, rate: number | null) =>
    setGrid((rows) =>
      rows.map((r) => (r.level === level ? { ...r, rates: { ...r.rates, [hall]: rate } } : r)),
    );

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !site || !currency) return;
    const where = { site: siteName(site.id), currency };
    setDecision({
      title: t('rebates.settings.saveTitle', where),
      reasonRequired: true,
      okText: t('rebates.settings.save'),
      confirm: () => ({ title: t('rebates.settings.saveConfirm') }),
      submit: async ({ reason }) => {
        await save.run({
          site_id: site.id,
          currency,
          ...values,
          rates: fromGrid(grid),
          reason: reason!.trim(),
        });
        await query.refetch();
      },
      onDone: () => message.success(t('rebates.settings.saved')),
    });
  };

  return (
    <>
      <PageHeader
        title={t('rebates.settings.title')}
        subtitle={t('rebates.settings.subtitle')}
        crumbs={[{ title: t('menu.wagering') }, { title: t('rebates.menu.settings') }]}
        extra={
          <Select
            style={{ width: 140 }}
            value={currency}
            aria-label={t('rebates.settings.currency')}
            options={(site?.currencies ?? []).map((c) => ({ value: c, label: c }))}
            onChange={(v: string) => setPicked(v)}
          />
        }
      />
      <PageBody>
        {settings && !settings.configured && (
          <Alert type="info" showIcon message={t('rebates.settings.notConfigured')} />
        )}
        <Card size="small" loading={query.isLoading}>
          <Form form={form} layout="vertical" disabled={!mayChange}>
            <Row gutter={16}>
              <Col xs={24} md={6}>
                <Form.Item name="enabled" label={t('rebates.settings.enabled')} valuePropName="checked">
                  <Switch data-testid="rebate-enabled" />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="min_payout"
                  label={t('rebates.settings.minPayout')}
                  extra={t('rebates.settings.minPayoutHelp')}
                  rules={[{ required: true }, amountRule]}
                >
                  <Input inputMode="decimal" suffix={currency} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="auto_ceiling"
                  label={t('rebates.settings.autoCeiling')}
                  extra={t('rebates.settings.autoCeilingHelp')}
                  rules={[{ required: true }, amountRule]}
                >
                  <Input inputMode="decimal" suffix={currency} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="turnover_multiple"
                  label={t('rebates.settings.turnoverMultiple')}
                  extra={t('rebates.settings.turnoverMultipleHelp')}
                  rules={[{ required: true }]}
                >
                  <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Card>
        <Card
          size="small"
          title={t('rebates.settings.grid')}
          extra={<Typography.Text type="secondary">{t('rebates.settings.blank')}</Typography.Text>}
        >
          <Table<GridRows[number]>
            rowKey="level"
            size="small"
            pagination={false}
            scroll={{ x: 900 }}
            dataSource={grid}
            columns={[
              {
                key: 'level',
                title: '',
                fixed: 'left',
                width: 110,
                render: (_, r) => t('rebates.settings.level', { level: r.level }),
              },
              ...HALLS.map((hall) => ({
                key: String(hall),
                title: hallName(hall),
                width: 110,
                render: (_: unknown, r: GridRows[number]) => (
                  <Space direction="vertical" size={0}>
                    <InputNumber
                      size="small"
                      min={0}
                      max={REBATE_RATE_MAX_BP}
                      precision={0}
                      disabled={!mayChange}
                      value={r.rates[hall] ?? null}
                      onChange={(v) => setRate(r.level, hall, v)}
                      aria-label={`${t('rebates.settings.level', { level: r.level })} ${hallName(hall)}`}
                    />
                    {r.rates[hall] != null && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {percentOf(r.rates[hall])}
                      </Typography.Text>
                    )}
                  </Space>
                ),
              })),
              {
                key: 'remove',
                title: '',
                width: 90,
                render: (_, r) =>
                  r.level > 0 &&
                  mayChange && (
                    <Button
                      size="small"
                      type="link"
                      danger
                      onClick={() => setGrid((rows) => rows.filter((x) => x.level !== r.level))}
                    >
                      {t('rebates.settings.removeLevel')}
                    </Button>
                  ),
              },
            ]}
          />
          {mayChange && (
            <Space style={{ marginTop: 12 }}>
              <Button
                onClick={() =>
                  setGrid((rows) => [
                    ...rows,
                    { level: nextLevel(rows), rates: Object.fromEntries(HALLS.map((h) => [h, null])) },
                  ])
                }
              >
                {t('rebates.settings.addLevel')}
              </Button>
              <Button type="primary" onClick={() => void submit()} disabled={!settings}>
                {t('rebates.settings.save')}
              </Button>
            </Space>
          )}
        </Card>
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
