import { AdminAgentTransferSettings, AdminAgentTransferSettingsSave } from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { Alert, App, Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useOneSite, useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';

const amountRule = { pattern: /^\d{1,15}(\.\d{1,8})?$/, message: '0.00' };

interface Values {
  max_single: string;
  max_daily: string;
  approval_line: string;
}

/** A site and currency's defaults for agent transfers: limits per transfer and per day, the approval line. */
export function TransferSettings() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const site = useOneSite();
  const { siteName } = useSiteScope();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const [params, setParams] = useSearchParams();
  const asked = params.get('currency');
  const currency = asked && site?.currencies.includes(asked) ? asked : site?.currencies[0];
  const query = useAdminQuery(
    AdminAgentTransferSettings,
    { site_id: site?.id ?? 0, currency: currency ?? '' },
    { enabled: site !== null && currency !== undefined },
  );
  const save = useAdminAction(AdminAgentTransferSettingsSave, { resource: 'agentTransferSettings' });
  const [form] = Form.useForm<Values>();
  const [decision, setDecision] = useState<Decision | null>(null);
  const mayChange = canCall(staff?.role, AdminAgentTransferSettingsSave);
  const settings = query.data;
  useEffect(() => {
    if (!settings) return;
    form.setFieldsValue({
      max_single: settings.max_single,
      max_daily: settings.max_daily,
      approval_line: settings.approval_line,
    });
  }, [settings, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !site || !currency) return;
    setDecision({
      title: t('agentTransfers.settings.saveTitle', { site: siteName(site.id), currency }),
      reasonRequired: true,
      okText: t('agentTransfers.settings.save'),
      confirm: () => ({ title: t('agentTransfers.settings.saveConfirm') }),
      submit: async ({ reason }) => {
        await save.run({ site_id: site.id, currency, ...values, reason: reason!.trim() });
        await query.refetch();
      },
      onDone: () => message.success(t('agentTransfers.settings.saved')),
    });
  };

  return (
    <>
      <PageHeader
        title={t('agentTransfers.settings.title')}
        subtitle={t('agentTransfers.settings.subtitle')}
        crumbs={[{ title: t('menu.agents') }, { title: t('agentTransfers.menu.settings') }]}
        extra={
          <Select
            style={{ width: 140 }}
            value={currency}
            aria-label={t('agentTransfers.settings.currency')}
            options={(site?.currencies ?? []).map((c) => ({ value: c, label: c }))}
            onChange={(v: string) => setParams(new URLSearchParams({ currency: v }))}
          />
        }
      />
      <PageBody>
        {settings && !settings.configured && (
          <Alert type="info" showIcon message={t('agentTransfers.settings.notConfigured')} />
        )}
        <Card size="small" loading={query.isLoading}>
          <Form form={form} layout="vertical" disabled={!mayChange}>
            <Row gutter={16}>
              {(['max_single', 'max_daily', 'approval_line'] as const).map((name) => (
                <Col xs={24} md={8} key={name}>
                  <Form.Item
                    name={name}
                    label={t(`agentTransfers.settings.${name}`)}
                    extra={t(`agentTransfers.settings.${name}Help`)}
                    rules={[{ required: true }, amountRule]}
                  >
                    <Input inputMode="decimal" suffix={currency} data-testid={`agent-transfer-${name}`} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Form>
          {settings?.updated_at && (
            <Typography.Text type="secondary">
              {t('agentTransfers.settings.updated', { by: `#${settings.updated_by}` })}{' '}
              <TimeText value={settings.updated_at} />
            </Typography.Text>
          )}
        </Card>
        {mayChange && (
          <div>
            <Button type="primary" onClick={() => void submit()} data-testid="agent-transfer-settings-save">
              {t('agentTransfers.settings.save')}
            </Button>
          </div>
        )}
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
