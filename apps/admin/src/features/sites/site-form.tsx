import {
  AdminSiteCreate,
  AdminSiteTemplateSave,
  AdminSiteUpdate,
  CURRENCY_CODES,
  DESKTOP_TEMPLATES,
  LANG_CODES,
  LANGUAGES,
  MOBILE_TEMPLATES,
  SITE_TEMPLATES,
  type AdminSiteDetailT,
} from '@arks/contracts';
import { Alert, App, Button, Card, Col, Form, Input, Row, Select, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminAction } from '../../api/use-admin';
import { timeZones } from '../../lib/format';
import { fieldProblems, problemText } from './logic/field-problems';
import { ReasonField } from '../../components/reason-field';

export interface SiteFormValues {
  name?: string;
  title_en: string;
  title_zh: string;
  hosts: string[];
  public_origin?: string;
  currencies: (typeof CURRENCY_CODES)[number][];
  languages: (typeof LANG_CODES)[number][];
  default_language: (typeof LANG_CODES)[number];
  time_zone: string;
  captcha_enabled: boolean;
  is_demo: boolean;
  template: (typeof DESKTOP_TEMPLATES)[number];
  mobile_template: (typeof MOBILE_TEMPLATES)[number];
  site_template?: (typeof SITE_TEMPLATES)[number];
  reason: string;
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const languageOptions = LANG_CODES.map((code) => ({
  value: code,
  label: `${LANGUAGES[code].native} (${code})`,
}));

/**
 * A site's settings as one form: creating a site (every field, slug and templates included) or
 * editing one (the slug is fixed, a currency once offered stays, templates save through their own
 * call). The server's refusals land under the fields they name.
 */
export function SiteForm({
  site,
  onSaved,
}: {
  /** Absent: a new site. */
  site?: AdminSiteDetailT;
  onSaved: (saved: AdminSiteDetailT) => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<SiteFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zones = useMemo(() => options(timeZones()), []);
  const chosenLanguages = Form.useWatch('languages', form) ?? [];
  const queries = useQueryClient();
  const createSite = useAdminAction(AdminSiteCreate, { resource: 'sites' });
  const updateSite = useAdminAction(AdminSiteUpdate, { resource: 'sites' });
  const saveTemplates = useAdminAction(AdminSiteTemplateSave, { resource: 'sites' });

  const initial: Partial<SiteFormValues> = site
    ? {
        ...(site as unknown as SiteFormValues),
        public_origin: site.public_origin ?? undefined,
        reason: '',
      }
    : {
        hosts: [],
        currencies: [],
        languages: [],
        time_zone: 'UTC',
        captcha_enabled: true,
        is_demo: false,
        template: 'pc',
        mobile_template: 'H5_1',
        site_template: 'site02',
      };

  const save = async (values: SiteFormValues) => {
    setBusy(true);
    setFailure(null);
    try {
      const saved = site ? await update(site, values) : await createSite.run(values as never);
      // The header's site selector and every site page read the list and details afresh.
      await queries.invalidateQueries({ queryKey: ['admin'] });
      onSaved(saved);
    } catch (error) {
      const problems = fieldProblems(error);
      form.setFields(problems.map((p) => ({ name: p.field as never, errors: [problemText(p.message, t)] })));
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (values: SiteFormValues) =>
    modal.confirm({
      title: site
        ? t('sites.confirmSave', { name: site.name })
        : t('sites.confirmCreate', { name: values.name, hosts: values.hosts.join(', ') }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => save(values),
    });

  return (
    <Form<SiteFormValues>
      form={form}
      layout="vertical"
      name="site-form"
      initialValues={initial}
      onFinish={submit}
      requiredMark
      disabled={busy}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          title={t('common.actionFailed', { message: failure })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Card size="small" title={t('sites.tabs.settings')}>
        <Row gutter={24}>
          <Col xs={24} md={8}>
            <Form.Item
              name="name"
              label={t('sites.fields.name')}
              extra={t('sites.fields.nameHelp')}
              rules={[{ required: !site }]}
            >
              <Input disabled={!!site} maxLength={40} placeholder="lotus-club" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="title_en"
              label={t('sites.fields.titleEn')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="title_zh"
              label={t('sites.fields.titleZh')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="hosts"
              label={t('sites.fields.hosts')}
              extra={t('sites.fields.hostsHelp')}
              rules={[{ required: true }]}
            >
              <Select mode="tags" open={false} tokenSeparators={[',', ' ']} placeholder="www.example.com" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="public_origin"
              label={t('sites.fields.publicOrigin')}
              extra={t('sites.fields.publicOriginHelp')}
              rules={[{ required: !!site }]}
            >
              <Input maxLength={300} placeholder="https://www.example.com" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="currencies"
              label={t('sites.fields.currencies')}
              extra={
                site
                  ? `${t('sites.fields.currenciesHelp')} ${t('sites.currencyStays')}`
                  : t('sites.fields.currenciesHelp')
              }
              rules={[{ required: true }]}
            >
              <Select
                mode="multiple"
                data-testid="site-currencies"
                options={CURRENCY_CODES.map((c) => ({
                  value: c,
                  label: c,
                  disabled: site?.currencies.includes(c),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="languages" label={t('sites.fields.languages')} rules={[{ required: true }]}>
              <Select
                mode="multiple"
                data-testid="site-languages"
                options={languageOptions}
                optionFilterProp="label"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="default_language"
              label={t('sites.fields.defaultLanguage')}
              rules={[{ required: true }]}
            >
              <Select
                data-testid="site-default-language"
                options={languageOptions.filter((o) => chosenLanguages.includes(o.value))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="time_zone" label={t('sites.fields.timeZone')} rules={[{ required: true }]}>
              <Select showSearch options={zones} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="captcha_enabled" label={t('sites.fields.captcha')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name="is_demo"
              label={t('sites.fields.isDemo')}
              valuePropName="checked"
              tooltip={t('sites.fields.isDemoHelp')}
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="template" label={t('sites.fields.template')} rules={[{ required: true }]}>
              <Select options={options(DESKTOP_TEMPLATES)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="mobile_template"
              label={t('sites.fields.mobileTemplate')}
              rules={[{ required: true }]}
            >
              <Select options={options(MOBILE_TEMPLATES)} />
            </Form.Item>
          </Col>
          {!site && (
            <Col xs={24} md={8}>
              <Form.Item name="site_template" label={t('sites.fields.siteTemplate')}>
                <Select options={options(SITE_TEMPLATES)} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24}>
            <ReasonField />
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="site-save">
          {site ? t('sites.save') : t('sites.create')}
        </Button>
      </Card>
    </Form>
  );

  /** The settings, then the templates if they changed (their own call, which open pages follow live). */
  async function update(current: AdminSiteDetailT, values: SiteFormValues) {
    const { name: _name, template, mobile_template, site_template: _st, ...settings } = values;
    let saved = await updateSite.run({ ...settings, site_id: current.id } as never);
    if (template !== current.template || mobile_template !== current.mobile_template) {
      const look = await saveTemplates.run({ site_id: current.id, template, mobile_template });
      saved = { ...saved, template: look.template, mobile_template: look.mobile_template };
    }
    message.success(t('sites.saved'));
    return saved;
  }
}
