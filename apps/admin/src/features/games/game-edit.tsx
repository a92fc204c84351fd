import { AdminGameDetail, AdminGameSave, CURRENCIES, GAME_HALLS, LANG_CODES } from '@arks/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { ImageField } from '../../components/image-field';
import { useSiteScope } from '../../app/site-scope';
import { PageBody, PageHeader } from '../../layout/page-header';
import {
  cleanNames,
  fromScope,
  gameName,
  iconAddressOk,
  TAG_PATTERN,
  toScope,
  type Game,
  type Scope,
} from './logic';
import { usePreferences } from '../../app/preferences';
import { ReasonField } from '../../components/reason-field';

interface Values {
  gt_id: number;
  names: Record<string, string>;
  icon_light: string;
  tags: string[];
  sort: number;
  active: boolean;
  demo: boolean;
  customized: boolean;
  sites: Scope<number>;
  currencies: Scope<string>;
  devices: Scope<number>;
  reason: string;
}

/** "Everywhere" or a list of values to pick from, as one form field. */
function ScopeField<T extends string | number>(props: {
  name: string;
  label: string;
  options: { value: T; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={props.label} required>
      <Form.Item name={[props.name, 'mode']} noStyle>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'all', label: t('games.catalogue.everywhere') },
            { value: 'only', label: t('games.catalogue.only') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={[[props.name, 'mode']]}>
        {({ getFieldValue }) =>
          getFieldValue([props.name, 'mode']) === 'only' && (
            <Form.Item
              name={[props.name, 'values']}
              style={{ marginTop: 8, marginBottom: 0 }}
              rules={[{ required: true, type: 'array', min: 1, message: t('games.catalogue.pickOne') }]}
            >
              <Checkbox.Group options={props.options} data-testid={`scope-${props.name}`} />
            </Form.Item>
          )
        }
      </Form.Item>
    </Form.Item>
  );
}

const section = (title: string, children: ReactNode, help?: string) => (
  <Card size="small" title={title}>
    {help && <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>}
    {children}
  </Card>
);

export function GameEdit() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { language } = usePreferences();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { sites, siteName } = useSiteScope();
  const [form] = Form.useForm<Values>();
  const query = useAdminQuery(AdminGameDetail, { id: Number(id) });
  const save = useAdminAction(AdminGameSave, { resource: 'games' });
  const g: Game | undefined = query.data;

  const submit = (v: Values) => {
    if (!g) return;
    modal.confirm({
      title: t('games.catalogue.confirmSave', { code: g.game_code }),
      content: v.reason,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await save.run({
            gp_id: g.gp_id,
            game_code: g.game_code,
            gt_id: v.gt_id,
            names: cleanNames(v.names),
            icon_light: v.icon_light?.trim() || null,
            tags: v.tags,
            sort: v.sort,
            active: v.active,
            demo: v.demo,
            customized: v.customized,
            site_ids: fromScope(v.sites),
            currencies: fromScope(v.currencies),
            devices: fromScope(v.devices) as (0 | 1 | 2)[] | null,
            reason: v.reason,
          });
          message.success(t('games.catalogue.saved', { code: g.game_code }));
          navigate('/games');
        } catch (e) {
          message.error(t('common.actionFailed', { message: (e as Error).message }));
        }
      },
    });
  };

  return (
    <>
      <PageHeader
        title={g ? gameName(g, language) : t('games.catalogue.editTitle', { code: '' })}
        subtitle={g && `${g.gp_id} · ${g.game_code}`}
        crumbs={[
          { title: t('menu.games') },
          { title: t('games.menu.catalogue'), path: '/games' },
          { title: g?.game_code ?? id },
        ]}
      />
      <PageBody>
        {query.isError && (
          <Alert type="error" showIcon title={t('common.loadFailed', { message: query.error.message })} />
        )}
        {!g && !query.isError && <Spin />}
        {g && (
          <Form<Values>
            form={form}
            layout="vertical"
            name="game-edit"
            style={{ maxWidth: 960, display: 'grid', gap: 16 }}
            onFinish={submit}
            initialValues={{
              gt_id: g.gt_id,
              names: Object.fromEntries(LANG_CODES.map((l) => [l, g.names[l] ?? ''])),
              icon_light: g.icon_light ?? '',
              tags: g.tags,
              sort: g.sort,
              active: g.active,
              demo: g.demo,
              customized: g.customized,
              sites: toScope(g.site_ids),
              currencies: toScope(g.currencies),
              devices: toScope(g.devices),
            }}
          >
            {section(
              t('games.catalogue.sections.names'),
              <Row gutter={16}>
                {LANG_CODES.map((lang) => (
                  <Col span={12} key={lang}>
                    <Form.Item
                      name={['names', lang]}
                      label={`${t(`games.languages.${lang}`)} (${lang})`}
                      rules={[
                        {
                          required: lang === 'en_US',
                          whitespace: true,
                          message: t('games.catalogue.required'),
                        },
                        { max: 100 },
                      ]}
                    >
                      <Input maxLength={100} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>,
              t('games.catalogue.namesHelp'),
            )}
            {section(
              t('games.catalogue.sections.look'),
              <>
                <Form.Item
                  name="icon_light"
                  label={t('games.catalogue.fields.iconUrl')}
                  extra={t('games.catalogue.iconHelp')}
                  rules={[
                    { max: 500 },
                    {
                      validator: async (_, v?: string) => {
                        if (v?.trim() && !iconAddressOk(v.trim()))
                          throw new Error(t('games.catalogue.iconInvalid'));
                      },
                    },
                  ]}
                >
                  <ImageField
                    shape="icon"
                    placeholder="https://"
                    showable={iconAddressOk}
                    aria-label={t('games.catalogue.fields.iconUrl')}
                  />
                </Form.Item>
                <Row gutter={16}>
                  <Col span={12}>
                    <Form.Item
                      name="tags"
                      label={t('games.catalogue.fields.tags')}
                      extra={t('games.catalogue.tagsHelp')}
                      rules={[
                        { type: 'array', max: 8 },
                        {
                          validator: async (_, v: string[] = []) => {
                            if (v.some((tag) => !TAG_PATTERN.test(tag)))
                              throw new Error(t('games.catalogue.tagInvalid'));
                          },
                        },
                      ]}
                    >
                      <Select
                        mode="tags"
                        tokenSeparators={[',', ' ']}
                        options={['hot', 'new'].map((v) => ({ value: v }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item
                      name="sort"
                      label={t('games.catalogue.fields.sort')}
                      extra={t('games.catalogue.sortHelp')}
                      rules={[{ required: true }]}
                    >
                      <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item
                      name="gt_id"
                      label={t('games.catalogue.fields.hall')}
                      rules={[{ required: true }]}
                    >
                      <Select
                        options={Object.keys(GAME_HALLS).map((h) => ({
                          value: Number(h),
                          label: t(`games.halls.${h}`),
                        }))}
                      />
                    </Form.Item>
                  </Col>
                </Row>
                <Space size={48}>
                  <Form.Item name="active" label={t('games.catalogue.fields.active')} valuePropName="checked">
                    <Switch
                      checkedChildren={t('games.catalogue.shown')}
                      unCheckedChildren={t('games.catalogue.hidden')}
                    />
                  </Form.Item>
                  <Form.Item name="demo" label={t('games.catalogue.fields.demo')} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                  <Form.Item
                    name="customized"
                    label={t('games.catalogue.fields.customized')}
                    valuePropName="checked"
                  >
                    <Switch />
                  </Form.Item>
                </Space>
              </>,
            )}
            {section(
              t('games.catalogue.sections.availability'),
              <>
                <ScopeField
                  name="devices"
                  label={t('games.catalogue.fields.devices')}
                  options={[0, 1, 2].map((d) => ({ value: d, label: t(`games.devices.${d}`) }))}
                />
                <ScopeField
                  name="sites"
                  label={t('games.catalogue.fields.sites')}
                  options={sites.map((s) => ({ value: s.id, label: siteName(s.id) }))}
                />
                <ScopeField
                  name="currencies"
                  label={t('games.catalogue.fields.currencies')}
                  options={Object.keys(CURRENCIES).map((c) => ({ value: c, label: c }))}
                />
              </>,
              t('games.catalogue.availabilityHelp'),
            )}
            <Card size="small">
              <ReasonField />
              <Space>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('games.catalogue.save')}
                </Button>
                <Button onClick={() => navigate('/games')}>{t('common.back')}</Button>
              </Space>
            </Card>
          </Form>
        )}
      </PageBody>
    </>
  );
}
