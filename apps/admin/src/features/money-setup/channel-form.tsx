import {
  AdminDepositChannelCreate,
  AdminDepositChannelUpdate,
  LANGUAGES,
  type AdminDepositChannel,
  type LangCode,
} from '@arks/contracts';
import {
  Alert,
  App,
  Button,
  Col,
  Divider,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminApiError } from '../../api/admin-client';
import { useAdminAction } from '../../api/use-admin';
import { usePreferences } from '../../app/preferences';
import { useSiteScope } from '../../app/site-scope';
import { channelName, optionalAmount } from './logic';
import { ReasonField } from '../../components/reason-field';

interface Values {
  site_id: number;
  currency: string;
  type: 'bank' | 'gateway';
  active: boolean;
  names: Record<string, string>;
  min_amount: string;
  max_amount: string;
  daily_limit?: string;
  turnover_multiple?: number | null;
  bank_name?: string;
  account_name?: string;
  account_number?: string;
  bank_branch?: string;
  gateway_url?: string;
  merchant_id?: string;
  secret?: string;
  reason?: string;
}

const amountRule = { pattern: /^\d{1,15}(\.\d{1,8})?$/, message: '0.00' };
const blankToUndefined = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/**
 * Adding or changing a deposit channel: the site and currency (fixed once made), the names members
 * read in each of the site's languages, limits, and the receiving account or gateway merchant. A
 * gateway's secret is write-only. Changes ask for a reason and a confirmation; refusals land on
 * their field.
 */
export function ChannelForm(props: {
  channel: AdminDepositChannel | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { language } = usePreferences();
  const { sites, siteId, siteName } = useSiteScope();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const create = useAdminAction(AdminDepositChannelCreate, { resource: 'depositChannels' });
  const update = useAdminAction(AdminDepositChannelUpdate, { resource: 'depositChannels' });
  const editing = props.channel;
  const chosenSite = Form.useWatch('site_id', form) ?? editing?.site_id;
  const type = Form.useWatch('type', form) ?? editing?.type ?? 'bank';
  const site = sites.find((s) => s.id === chosenSite);

  const initial: Partial<Values> = editing
    ? {
        ...editing,
        daily_limit: editing.daily_limit ?? undefined,
        bank_name: editing.bank_name ?? undefined,
        account_name: editing.account_name ?? undefined,
        account_number: editing.account_number ?? undefined,
        bank_branch: editing.bank_branch ?? undefined,
        gateway_url: editing.gateway_url ?? undefined,
        merchant_id: editing.merchant_id ?? undefined,
      }
    : { site_id: siteId ?? sites[0]?.id, currency: undefined, type: 'bank', active: true };

  function close() {
    form.resetFields();
    setError(null);
    props.onClose();
  }

  function input(v: Values) {
    const bank = v.type === 'bank';
    return {
      names: Object.fromEntries(Object.entries(v.names ?? {}).filter(([, text]) => text?.trim())),
      min_amount: v.min_amount.trim(),
      max_amount: v.max_amount.trim(),
      daily_limit: optionalAmount(v.daily_limit),
      turnover_multiple: v.turnover_multiple ?? 0,
      ...(bank
        ? {
            bank_name: blankToUndefined(v.bank_name),
            account_name: blankToUndefined(v.account_name),
            account_number: blankToUndefined(v.account_number),
            bank_branch: v.bank_branch?.trim() ?? '',
          }
        : {
            gateway_url: blankToUndefined(v.gateway_url),
            merchant_id: blankToUndefined(v.merchant_id),
            secret: v.secret ? v.secret : undefined,
          }),
    };
  }

  async function send(v: Values) {
    setError(null);
    try {
      const saved = editing
        ? await update.run({
            id: editing.id,
            ...input({ ...v, type: editing.type }),
            reason: v.reason!.trim(),
          })
        : await create.run({
            site_id: v.site_id,
            currency: v.currency,
            type: v.type,
            active: v.active,
            ...input(v),
          });
      const name = channelName(saved.names, language);
      message.success(t(editing ? 'moneySetup.channels.saved' : 'moneySetup.channels.created', { name }));
      close();
    } catch (e) {
      const fields = e instanceof AdminApiError ? e.fieldErrors : [];
      form.setFields(fields.map((f) => ({ name: f.field.split('.') as never, errors: [f.message] })));
      setError((e as Error).message);
    }
  }

  async function submit() {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (!editing) return send(v);
    const name = channelName(editing.names, language);
    modal.confirm({
      title: t('moneySetup.channels.confirmSaveTitle', { name }),
      content: t('moneySetup.channels.confirmSaveBody'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => send(v),
    });
  }

  const languages = (site?.languages ?? []) as LangCode[];
  return (
    <Drawer
      open={props.open}
      onClose={close}
      width={640}
      destroyOnHidden
      title={
        editing
          ? t('moneySetup.channels.editTitle', { name: channelName(editing.names, language) })
          : t('moneySetup.channels.addTitle')
      }
      extra={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            data-testid="channel-save"
            loading={create.isPending || update.isPending}
            onClick={() => void submit()}
          >
            {t('common.confirm')}
          </Button>
        </Space>
      }
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={t('common.actionFailed', { message: error })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        name="channel"
        initialValues={initial}
        requiredMark
        preserve={false}
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="site_id"
              label={t('moneySetup.channels.fields.site')}
              rules={[{ required: true }]}
            >
              <Select
                disabled={!!editing}
                options={sites.map((s) => ({ value: s.id, label: siteName(s.id) }))}
                onChange={() => form.setFieldValue('currency', undefined)}
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="currency"
              label={t('moneySetup.channels.fields.currency')}
              rules={[{ required: true }]}
            >
              <Select
                disabled={!!editing}
                options={(site?.currencies ?? []).map((c) => ({ value: c, label: c }))}
              />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="type" label={t('moneySetup.channels.fields.type')} rules={[{ required: true }]}>
              <Radio.Group disabled={!!editing} optionType="button" buttonStyle="solid">
                <Radio value="bank">{t('moneySetup.channels.types.bank')}</Radio>
                <Radio value="gateway">{t('moneySetup.channels.types.gateway')}</Radio>
              </Radio.Group>
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          {t('moneySetup.channels.fields.names')}
        </Divider>
        {languages.length === 0 && (
          <Alert type="info" title={t('moneySetup.channels.pickSite')} style={{ marginBottom: 16 }} />
        )}
        <Row gutter={16}>
          {languages.map((lang) => (
            <Col span={12} key={lang}>
              <Form.Item
                name={['names', lang]}
                label={`${LANGUAGES[lang]?.native ?? lang} · ${lang}`}
                rules={[{ required: true, whitespace: true }, { max: 60 }]}
              >
                <Input maxLength={60} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Divider titlePlacement="start" plain>
          {t('moneySetup.channels.fields.limits')}
        </Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="min_amount"
              label={t('moneySetup.channels.fields.minAmount')}
              rules={[{ required: true }, amountRule]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="max_amount"
              label={t('moneySetup.channels.fields.maxAmount')}
              rules={[{ required: true }, amountRule]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="daily_limit"
              label={t('moneySetup.channels.fields.dailyLimit')}
              rules={[amountRule]}
            >
              <Input inputMode="decimal" placeholder={t('moneySetup.channels.noLimit')} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="turnover_multiple"
              label={t('moneySetup.channels.fields.turnoverMultiple')}
              extra={t('moneySetup.channels.fields.turnoverHelp')}
            >
              <InputNumber min={0} max={100} precision={2} step={0.5} suffix="×" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          {t('moneySetup.channels.fields.details')}
        </Divider>
        {type === 'bank' ? (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="bank_name"
                label={t('moneySetup.channels.fields.bankName')}
                rules={[{ required: true, whitespace: true }, { max: 100 }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="bank_branch"
                label={t('moneySetup.channels.fields.bankBranch')}
                rules={[{ max: 100 }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="account_name"
                label={t('moneySetup.channels.fields.accountName')}
                rules={[{ required: true, whitespace: true }, { max: 100 }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="account_number"
                label={t('moneySetup.channels.fields.accountNumber')}
                rules={[{ required: true, whitespace: true }, { max: 40 }]}
              >
                <Input className="admin-mono" />
              </Form.Item>
            </Col>
          </Row>
        ) : (
          <>
            <Form.Item
              name="gateway_url"
              label={t('moneySetup.channels.fields.gatewayUrl')}
              rules={[{ required: true, whitespace: true }, { type: 'url' }]}
            >
              <Input placeholder="https://" />
            </Form.Item>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  name="merchant_id"
                  label={t('moneySetup.channels.fields.merchantId')}
                  rules={[{ required: true, whitespace: true }, { max: 64 }]}
                >
                  <Input />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="secret"
                  label={t('moneySetup.channels.fields.secret')}
                  extra={t('moneySetup.channels.secretHelp')}
                  rules={[{ required: !editing?.secret_set }, { min: 16 }, { max: 200 }]}
                >
                  <Input.Password
                    autoComplete="new-password"
                    placeholder={editing?.secret_set ? t('moneySetup.channels.secretKeep') : ''}
                  />
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
        {editing ? (
          <ReasonField />
        ) : (
          <Form.Item name="active" label={t('moneySetup.channels.fields.active')} valuePropName="checked">
            <Switch
              checkedChildren={t('moneySetup.channels.status.on')}
              unCheckedChildren={t('moneySetup.channels.status.off')}
            />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
