import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AdminAgentAgreement,
  AdminAgentAgreementSave,
  AdminAgentEligibility,
  AdminAgentEligibilitySave,
  AdminAgentLevelNames,
  AdminAgentLevelNamesSave,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Tabs,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useOneSite, useSiteScope, type AdminSite } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';

const TABS = ['eligibility', 'levels', 'agreement'] as const;
type Tab = (typeof TABS)[number];

/** /agents/settings?tab=: eligibility rules per currency, agent level names and the agent agreement. */
export function AgentSettingsPage() {
  const { t } = useTranslation();
  const site = useOneSite();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'eligibility';
  const [decision, setDecision] = useState<Decision | null>(null);
  return (
    <>
      <PageHeader
        title={t('agents.settings.title')}
        subtitle={t('agents.settings.subtitle')}
        crumbs={[{ title: t('menu.agents') }, { title: t('agents.menu.settings') }]}
      />
      <PageBody>
        {site ? (
          <Tabs
            activeKey={tab}
            onChange={(key) => setParams({ tab: key }, { replace: true })}
            items={[
              {
                key: 'eligibility',
                label: t('agents.settings.tabs.eligibility'),
                children: <EligibilityTab site={site} ask={setDecision} />,
              },
              {
                key: 'levels',
                label: t('agents.settings.tabs.levels'),
                children: <LevelNamesTab site={site} ask={setDecision} />,
              },
              {
                key: 'agreement',
                label: t('agents.settings.tabs.agreement'),
                children: <AgreementTab site={site} ask={setDecision} />,
              },
            ]}
          />
        ) : (
          <Empty />
        )}
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}

interface TabProps {
  site: AdminSite;
  ask: (d: Decision) => void;
}

function useMayChange() {
  const { data: staff } = useGetIdentity<StaffProfile>();
  return canCall(staff?.role, AdminAgentEligibilitySave);
}

function EligibilityTab({ site, ask }: TabProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { siteName } = useSiteScope();
  const mayChange = useMayChange();
  const [currency, setCurrency] = useState(site.currencies[0] ?? '');
  const current = site.currencies.includes(currency) ? currency : (site.currencies[0] ?? '');
  const rules = useAdminQuery(
    AdminAgentEligibility,
    { site_id: site.id, currency: current },
    { enabled: current !== '' },
  );
  const save = useAdminAction(AdminAgentEligibilitySave, { resource: 'agentSettings' });
  const [form] = Form.useForm<{ min_account_days: number; min_deposits: string; min_valid_bets: string }>();
  useEffect(() => {
    if (rules.data) form.setFieldsValue(rules.data);
  }, [rules.data, form]);
  const f = (name: string) => t(`agents.settings.eligibility.${name}`);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const where = { site: siteName(site.id), currency: current };
    ask({
      title: f('saveTitle'),
      reasonRequired: true,
      okText: t('agents.save'),
      confirm: () => ({ title: t('agents.settings.eligibility.confirm', where) }),
      submit: async (v) => {
        await save.run({
          site_id: site.id,
          currency: current,
          min_account_days: Number(values.min_account_days),
          min_deposits: String(values.min_deposits).trim(),
          min_valid_bets: String(values.min_valid_bets).trim(),
          reason: v.reason!.trim(),
        });
        await rules.refetch();
      },
      onDone: () => message.success(t('agents.settings.saved')),
    });
  };
  const amount = [{ required: true }, { pattern: /^\d{1,15}(\.\d{1,8})?$/, message: f('amountRule') }];
  return (
    <Card data-testid="agent-settings-eligibility">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text>{f('currency')}</Typography.Text>
          <Select
            style={{ width: 160 }}
            value={current}
            options={site.currencies.map((c) => ({ value: c, label: c }))}
            onChange={setCurrency}
          />
          {rules.data && !rules.data.configured && (
            <Typography.Text type="secondary">{f('notConfigured')}</Typography.Text>
          )}
          {rules.data?.updated_at && (
            <Typography.Text type="secondary">
              {f('updated')} <TimeText value={rules.data.updated_at} />
            </Typography.Text>
          )}
        </Space>
        <Typography.Paragraph type="secondary">{f('help')}</Typography.Paragraph>
        <Form form={form} layout="vertical" disabled={!mayChange} style={{ maxWidth: 520 }}>
          <Form.Item name="min_account_days" label={f('days')} rules={[{ required: true }]}>
            <InputNumber min={0} max={3650} addonAfter={f('daysUnit')} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="min_deposits" label={f('deposits')} rules={amount}>
            <Input suffix={current} inputMode="decimal" />
          </Form.Item>
          <Form.Item name="min_valid_bets" label={f('validBets')} rules={amount}>
            <Input suffix={current} inputMode="decimal" />
          </Form.Item>
          {mayChange && (
            <Button type="primary" onClick={submit} data-testid="agent-eligibility-save">
              {t('agents.save')}
            </Button>
          )}
        </Form>
      </Space>
    </Card>
  );
}

type LevelForm = { levels: { level: number; names: Record<string, string> }[] };

function LevelNamesTab({ site, ask }: TabProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { siteName } = useSiteScope();
  const mayChange = useMayChange();
  const names = useAdminQuery(AdminAgentLevelNames, { site_id: site.id });
  const save = useAdminAction(AdminAgentLevelNamesSave, { resource: 'agentSettings' });
  const [form] = Form.useForm<LevelForm>();
  useEffect(() => {
    if (names.data) form.setFieldsValue({ levels: names.data.levels });
  }, [names.data, form]);
  const f = (name: string) => t(`agents.settings.levels.${name}`);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    ask({
      title: f('saveTitle'),
      reasonRequired: true,
      okText: t('agents.save'),
      confirm: () => ({ title: t('agents.settings.levels.confirm', { site: siteName(site.id) }) }),
      submit: async (v) => {
        const levels = (values.levels ?? []).map((l, i) => ({
          level: i + 1,
          names: Object.fromEntries(Object.entries(l.names ?? {}).filter(([, n]) => n && n.trim())),
        }));
        await save.run({ site_id: site.id, levels, reason: v.reason!.trim() });
        await names.refetch();
      },
      onDone: () => message.success(t('agents.settings.saved')),
    });
  };
  return (
    <Card data-testid="agent-settings-levels">
      <Typography.Paragraph type="secondary">{f('help')}</Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={!mayChange}>
        <Form.List name="levels">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  title={t('agents.settings.levels.level', { level: index + 1 })}
                  extra={
                    mayChange &&
                    index === fields.length - 1 && (
                      <Button size="small" icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                        {f('remove')}
                      </Button>
                    )
                  }
                >
                  <Row gutter={12}>
                    {site.languages.map((lang) => (
                      <Col xs={24} sm={12} lg={6} key={lang}>
                        <Form.Item
                          name={[field.name, 'names', lang]}
                          label={t(`games.languages.${lang}`, { defaultValue: lang })}
                          rules={[
                            { max: 40 },
                            ...(lang === site.default_language ? [{ required: true }] : []),
                          ]}
                        >
                          <Input />
                        </Form.Item>
                      </Col>
                    ))}
                  </Row>
                </Card>
              ))}
              {mayChange && (
                <Space>
                  <Button
                    icon={<PlusOutlined />}
                    disabled={fields.length >= 10}
                    onClick={() => add({ names: {} })}
                  >
                    {f('add')}
                  </Button>
                  <Button type="primary" onClick={submit} data-testid="agent-levels-save">
                    {t('agents.save')}
                  </Button>
                </Space>
              )}
            </Space>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}

function AgreementTab({ site, ask }: TabProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { siteName } = useSiteScope();
  const mayChange = useMayChange();
  const agreement = useAdminQuery(AdminAgentAgreement, { site_id: site.id });
  const save = useAdminAction(AdminAgentAgreementSave, { resource: 'agentSettings' });
  const [form] = Form.useForm<{ texts: Record<string, string> }>();
  useEffect(() => {
    if (agreement.data) form.setFieldsValue({ texts: agreement.data.texts });
  }, [agreement.data, form]);
  const f = (name: string) => t(`agents.settings.agreement.${name}`);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    ask({
      title: f('saveTitle'),
      reasonRequired: true,
      okText: t('agents.save'),
      confirm: () => ({ title: t('agents.settings.agreement.confirm', { site: siteName(site.id) }) }),
      submit: async (v) => {
        const texts = Object.fromEntries(Object.entries(values.texts ?? {}).filter(([, x]) => x && x.trim()));
        await save.run({ site_id: site.id, texts, reason: v.reason!.trim() });
        await agreement.refetch();
      },
      onDone: () => message.success(t('agents.settings.saved')),
    });
  };
  return (
    <Card data-testid="agent-settings-agreement">
      <Typography.Paragraph type="secondary">{f('help')}</Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={!mayChange}>
        <Tabs
          size="small"
          items={site.languages.map((lang) => ({
            key: lang,
            label: t(`games.languages.${lang}`, { defaultValue: lang }),
            forceRender: true,
            children: (
              <Form.Item
                name={['texts', lang]}
                rules={[{ max: 20000 }, ...(lang === site.default_language ? [{ required: true }] : [])]}
              >
                <Input.TextArea rows={14} />
              </Form.Item>
            ),
          }))}
        />
        {mayChange && (
          <Button type="primary" onClick={submit} data-testid="agent-agreement-save">
            {t('agents.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
