import {
  AdminRecommendSettings,
  AdminRecommendSettingsSave,
  RECOMMEND_WINDOW_MAX_DAYS,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useOneSite, useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { PageBody, PageHeader } from '../../layout/page-header';

const amountRule = { pattern: /^\d{1,15}(\.\d{1,8})?$/, message: '0.00' };

interface Values {
  enabled: boolean;
  trigger: 'first_deposit' | 'valid_bets';
  threshold: string;
  within_days: number;
  reward_amount: string;
  turnover_multiple: number;
  auto_ceiling: string;
}

/** A site and currency's recommend-a-friend reward, saved with a reason (audited). */
export function RecommendSettings() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const site = useOneSite();
  const { siteName } = useSiteScope();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const [params, setParams] = useSearchParams();
  const currency = params.get('currency') ?? site?.currencies[0];
  const query = useAdminQuery(
    AdminRecommendSettings,
    { site_id: site?.id ?? 0, currency: currency ?? '' },
    { enabled: site !== null && currency !== undefined },
  );
  const save = useAdminAction(AdminRecommendSettingsSave, { resource: 'recommendSettings' });
  const [form] = Form.useForm<Values>();
  const [decision, setDecision] = useState<Decision | null>(null);
  const mayChange = canCall(staff?.role, AdminRecommendSettingsSave);
  const settings = query.data;
  const trigger = Form.useWatch('trigger', form);

  useEffect(() => {
    if (!settings) return;
    form.setFieldsValue({
      enabled: settings.enabled,
      trigger: settings.trigger,
      threshold: settings.threshold,
      within_days: settings.within_days,
      reward_amount: settings.reward_amount,
      turnover_multiple: settings.turnover_multiple,
      auto_ceiling: settings.auto_ceiling,
    });
  }, [settings, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !site || !currency) return;
    const where = { site: siteName(site.id), currency };
    setDecision({
      title: t('recommend.settings.saveTitle', where),
      reasonRequired: true,
      okText: t('recommend.settings.save'),
      confirm: () => ({ title: t('recommend.settings.saveConfirm') }),
      submit: async ({ reason }) => {
        await save.run({ site_id: site.id, currency, ...values, reason: reason!.trim() });
        await query.refetch();
      },
      onDone: () => message.success(t('recommend.settings.saved')),
    });
  };

  return (
    <>
      <PageHeader
        title={t('recommend.settings.title')}
        subtitle={t('recommend.settings.subtitle')}
        crumbs={[{ title: t('menu.agents') }, { title: t('recommend.menu.settings') }]}
        extra={
          <Select
            style={{ width: 140 }}
            value={currency}
            aria-label={t('recommend.settings.currency')}
            options={(site?.currencies ?? []).map((c) => ({ value: c, label: c }))}
            onChange={(v: string) => setParams({ currency: v })}
          />
        }
      />
      <PageBody>
        {settings && !settings.programme_active && (
          <Alert type="warning" showIcon message={t('recommend.settings.programmeOff')} />
        )}
        {settings && !settings.configured && (
          <Alert type="info" showIcon message={t('recommend.settings.notConfigured')} />
        )}
        <Card size="small" loading={query.isLoading}>
          <Form form={form} layout="vertical" disabled={!mayChange}>
            <Row gutter={16}>
              <Col xs={24} md={6}>
                <Form.Item name="enabled" label={t('recommend.settings.enabled')} valuePropName="checked">
                  <Switch data-testid="recommend-enabled" />
                </Form.Item>
              </Col>
              <Col xs={24} md={9}>
                <Form.Item
                  name="trigger"
                  label={t('recommend.settings.trigger')}
                  rules={[{ required: true }]}
                >
                  <Select
                    options={(['first_deposit', 'valid_bets'] as const).map((v) => ({
                      value: v,
                      label: t(`recommend.trigger.${v}`),
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={9}>
                <Form.Item
                  name="threshold"
                  label={t(
                    trigger === 'valid_bets'
                      ? 'recommend.settings.minValidBets'
                      : 'recommend.settings.minDeposit',
                  )}
                  rules={[{ required: true }, amountRule]}
                >
                  <Input inputMode="decimal" suffix={currency} data-testid="recommend-threshold" />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="within_days"
                  label={t('recommend.settings.withinDays')}
                  extra={t('recommend.settings.withinDaysHelp')}
                  rules={[{ required: true }]}
                >
                  <InputNumber
                    min={1}
                    max={RECOMMEND_WINDOW_MAX_DAYS}
                    precision={0}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="reward_amount"
                  label={t('recommend.settings.reward')}
                  rules={[{ required: true }, amountRule]}
                >
                  <Input inputMode="decimal" suffix={currency} data-testid="recommend-reward" />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="turnover_multiple"
                  label={t('recommend.settings.turnover')}
                  extra={t('recommend.settings.turnoverHelp')}
                  rules={[{ required: true }]}
                >
                  <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="auto_ceiling"
                  label={t('recommend.settings.autoCeiling')}
                  extra={t('recommend.settings.autoCeilingHelp')}
                  rules={[{ required: true }, amountRule]}
                >
                  <Input inputMode="decimal" suffix={currency} />
                </Form.Item>
              </Col>
            </Row>
            {mayChange && (
              <Button type="primary" onClick={() => void submit()} data-testid="recommend-settings-save">
                {t('recommend.settings.save')}
              </Button>
            )}
          </Form>
        </Card>
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
