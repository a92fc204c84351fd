import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AdminLevelConfig, AdminLevelConfigSave } from '@arks/contracts';
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
  Radio,
  Row,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/admin-client';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { useOneSite, useSiteScope } from '../../app/site-scope';
import { DecisionModal, type Decision } from '../../components/decision-modal';
import { TimeText } from '../../components/values';
import { PageBody, PageHeader } from '../../layout/page-header';
import { ladderForm, ladderInput, type LadderForm } from './logic';

const amountRule = { pattern: /^\d{1,15}(\.\d{1,8})?$/, message: '0.00' };

/** One level's amounts, a row per currency of the site. */
function AmountTable(props: { index: number; currencies: string[]; base: boolean }) {
  const { t } = useTranslation();
  const cell = (currency: string, field: string, rules: object[] = [amountRule]) => (
    <Form.Item name={['levels', props.index, 'amounts', currency, field]} rules={rules} noStyle>
      <Input inputMode="decimal" size="small" disabled={props.base && field !== 'withdraw_daily_amount'} />
    </Form.Item>
  );
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(c) => c}
      dataSource={props.currencies}
      columns={[
        { title: t('levels.config.currency'), render: (_, c) => <Tag>{c}</Tag>, width: 80 },
        { title: t('levels.config.deposits'), render: (_, c) => cell(c, 'deposit_threshold') },
        { title: t('levels.config.validBets'), render: (_, c) => cell(c, 'valid_bet_threshold') },
        { title: t('levels.config.bonus'), render: (_, c) => cell(c, 'bonus') },
        {
          title: t('levels.config.dailyCount'),
          render: (_, c) => (
            <Form.Item name={['levels', props.index, 'amounts', c, 'withdraw_daily_count']} noStyle>
              <InputNumber min={1} max={1000} precision={0} size="small" style={{ width: '100%' }} />
            </Form.Item>
          ),
        },
        { title: t('levels.config.dailyAmount'), render: (_, c) => cell(c, 'withdraw_daily_amount') },
      ]}
    />
  );
}

/** Levels › configuration: one site's ladder, saved whole with a reason. */
export function LevelConfig() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const site = useOneSite();
  const { siteName } = useSiteScope();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const config = useAdminQuery(AdminLevelConfig, { site_id: site?.id ?? 0 }, { enabled: site !== null });
  const save = useAdminAction(AdminLevelConfigSave, { resource: 'levels' });
  const [form] = Form.useForm<LadderForm>();
  const [decision, setDecision] = useState<Decision | null>(null);
  const mayChange = canCall(staff?.role, AdminLevelConfigSave);
  const currencies = site?.currencies ?? [];
  const languages = site?.languages ?? [];
  const base = Form.useWatch('base', form) ?? 0;

  useEffect(() => {
    if (config.data) form.setFieldsValue(ladderForm(config.data));
  }, [config.data, form]);

  const ask = async () => {
    const ok = await form.validateFields().catch(() => null);
    if (!ok || !site) return;
    const where = { site: siteName(site.id) };
    setDecision({
      title: t('levels.config.saveTitle', where),
      reasonRequired: true,
      okText: t('common.confirm'),
      confirm: () => ({
        title: t('levels.config.confirmTitle', where),
        content: t('levels.config.confirmBody', { count: form.getFieldValue('levels').length }),
      }),
      submit: async (v) => {
        const input = ladderInput(
          form.getFieldsValue(true) as LadderForm,
          site.id,
          currencies,
          v.reason!.trim(),
        );
        await save.run(input);
        await config.refetch();
      },
      onDone: () => message.success(t('levels.config.saved', where)),
    });
  };

  return (
    <>
      <PageHeader
        title={t('levels.config.title')}
        subtitle={t('levels.config.subtitle')}
        crumbs={[{ title: t('menu.wagering') }, { title: t('levels.menu.config') }]}
        tags={
          config.data && !config.data.configured ? <Tag>{t('levels.config.notConfigured')}</Tag> : undefined
        }
        extra={
          mayChange && (
            <Button
              type="primary"
              onClick={() => void ask()}
              disabled={!config.data}
              data-testid="levels-save"
            >
              {t('levels.config.save')}
            </Button>
          )
        }
      />
      <PageBody>
        {config.isError && <Alert type="error" showIcon title={failureText(config.error)} />}
        <Form form={form} layout="vertical" disabled={!mayChange} name="level-config">
          <Card>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item
                  name="period_days"
                  label={t('levels.config.period')}
                  extra={t('levels.config.periodHelp')}
                  rules={[{ required: true }]}
                >
                  <InputNumber
                    min={1}
                    max={365}
                    precision={0}
                    addonAfter={t('levels.config.days')}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="demotion"
                  label={t('levels.config.demotion')}
                  extra={t('levels.config.demotionHelp')}
                  valuePropName="checked"
                >
                  <Switch data-testid="levels-demotion" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="base" label={t('levels.config.base')}>
                  <Radio.Group>
                    <Radio value={0}>0</Radio>
                    <Radio value={1}>1</Radio>
                  </Radio.Group>
                </Form.Item>
              </Col>
            </Row>
            <Typography.Paragraph type="secondary">{t('levels.config.rules')}</Typography.Paragraph>
          </Card>
          <Form.List name="levels">
            {(fields, { add, remove }) => (
              <Space direction="vertical" size="middle" style={{ width: '100%', marginTop: 16 }}>
                {fields.map((field, index) => (
                  <Card
                    key={field.key}
                    size="small"
                    title={
                      <Space>
                        <Tag color={index === 0 ? 'default' : 'gold'}>
                          {t('levels.config.level', { level: base + index })}
                        </Tag>
                        {index === 0 && (
                          <Typography.Text type="secondary">{t('levels.config.baseHelp')}</Typography.Text>
                        )}
                      </Space>
                    }
                    extra={
                      index > 0 &&
                      index === fields.length - 1 && (
                        <Button size="small" icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                          {t('levels.config.remove')}
                        </Button>
                      )
                    }
                  >
                    <Row gutter={12}>
                      {languages.map((lang) => (
                        <Col xs={24} sm={12} lg={6} key={lang}>
                          <Form.Item
                            name={[field.name, 'names', lang]}
                            label={t('levels.config.name', {
                              lang: t(`games.languages.${lang}`, { defaultValue: lang }),
                            })}
                            rules={[
                              { max: 40 },
                              ...(lang === site?.default_language ? [{ required: true }] : []),
                            ]}
                          >
                            <Input />
                          </Form.Item>
                        </Col>
                      ))}
                      {index > 0 && (
                        <Col xs={24} sm={12} lg={6}>
                          <Form.Item
                            name={[field.name, 'bonus_turnover_multiple']}
                            label={t('levels.config.turnover')}
                            extra={t('levels.config.turnoverHelp')}
                          >
                            <InputNumber
                              min={0}
                              max={100}
                              precision={0}
                              addonAfter="×"
                              style={{ width: '100%' }}
                            />
                          </Form.Item>
                        </Col>
                      )}
                    </Row>
                    <AmountTable index={field.name} currencies={currencies} base={index === 0} />
                  </Card>
                ))}
                {mayChange && (
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add({ names: {}, bonus_turnover_multiple: 0, amounts: {} })}
                    disabled={fields.length >= 30}
                  >
                    {t('levels.config.add')}
                  </Button>
                )}
              </Space>
            )}
          </Form.List>
        </Form>
        {config.data?.updated_at && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {t('levels.config.updatedAt')} <TimeText value={config.data.updated_at} />
          </Typography.Paragraph>
        )}
      </PageBody>
      <DecisionModal decision={decision} open={decision !== null} onClose={() => setDecision(null)} />
    </>
  );
}
