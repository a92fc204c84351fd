import { AdminProviderDetail, AdminProviderSave, GAME_HALLS, GAME_OPEN_MODES } from '@arks/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  Select,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePreferences } from '../../app/preferences';
import { useAdminAction, useAdminQuery } from '../../api/use-admin';
import { PageBody, PageHeader } from '../../layout/page-header';
import { MaintenanceCell } from './provider-list';
import type { Provider, ProviderSaveInput } from './logic';
import { ReasonField } from '../../components/reason-field';

interface Values {
  name: string;
  active: boolean;
  transfer_enabled: boolean;
  window?: [Dayjs | null, Dayjs | null] | null;
  blocked_devices: number[];
  open_mode: Provider['open_mode'];
  modal_game_types: number[];
  quickbet_url?: string;
  base_url?: string;
  operator?: string;
  secret?: string;
  reason: string;
}

/** A picked time read as wall-clock time in the staff member's zone. */
const inZone = (v: Dayjs | null | undefined, zone: string) =>
  v ? dayjs.tz(v.format('YYYY-MM-DD HH:mm'), zone).toISOString() : null;

export function ProviderEdit() {
  const { gpId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { timeZone } = usePreferences();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const query = useAdminQuery(AdminProviderDetail, { gp_id: gpId });
  const save = useAdminAction(AdminProviderSave, { resource: 'game-providers' });
  const p = query.data;

  const submit = (v: Values) => {
    const input: ProviderSaveInput = {
      gp_id: gpId,
      name: v.name,
      active: v.active,
      transfer_enabled: v.transfer_enabled,
      maintenance_start_at: inZone(v.window?.[0], timeZone),
      maintenance_end_at: inZone(v.window?.[1], timeZone),
      blocked_devices: v.blocked_devices as (0 | 1 | 2)[],
      open_mode: v.open_mode,
      modal_game_types: v.modal_game_types,
      quickbet_url: v.quickbet_url?.trim() || null,
      reason: v.reason,
      // Connection details only when typed: an empty secret keeps the sealed one.
      ...(p?.house
        ? {}
        : {
            ...(v.base_url?.trim() && v.base_url.trim() !== p?.base_url
              ? { base_url: v.base_url.trim() }
              : {}),
            ...(v.operator?.trim() && v.operator.trim() !== p?.operator
              ? { operator: v.operator.trim() }
              : {}),
            ...(v.secret ? { secret: v.secret } : {}),
          }),
    };
    modal.confirm({
      title: t('games.providers.confirmSave', { gpId }),
      content: v.reason,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await save.run(input);
          message.success(t('games.providers.saved', { gpId }));
          navigate('/game-providers');
        } catch (e) {
          message.error(t('common.actionFailed', { message: (e as Error).message }));
        }
      },
    });
  };

  const zoned = (iso: string | null) => (iso ? dayjs(iso).tz(timeZone) : null);
  const section = (title: string, children: React.ReactNode, help?: string) => (
    <Card size="small" title={title}>
      {help && <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>}
      {children}
    </Card>
  );

  return (
    <>
      <PageHeader
        title={t('games.providers.editTitle', { gpId })}
        subtitle={p?.name}
        crumbs={[
          { title: t('menu.games') },
          { title: t('games.menu.providers'), path: '/game-providers' },
          { title: gpId },
        ]}
      />
      <PageBody>
        {query.isError && (
          <Alert type="error" showIcon title={t('common.loadFailed', { message: query.error.message })} />
        )}
        {!p && !query.isError && <Spin />}
        {p && (
          <Form<Values>
            form={form}
            layout="vertical"
            name="provider-edit"
            style={{ maxWidth: 880, display: 'grid', gap: 16 }}
            onFinish={submit}
            initialValues={{
              name: p.name,
              active: p.active,
              transfer_enabled: p.transfer_enabled,
              window: p.maintenance_start_at
                ? [zoned(p.maintenance_start_at), zoned(p.maintenance_end_at)]
                : null,
              blocked_devices: p.blocked_devices,
              open_mode: p.open_mode,
              modal_game_types: p.modal_game_types,
              quickbet_url: p.quickbet_url ?? '',
              base_url: p.base_url ?? '',
              operator: p.operator ?? '',
            }}
          >
            {section(
              t('games.providers.sections.status'),
              <>
                <Form.Item
                  name="name"
                  label={t('games.providers.fields.name')}
                  rules={[{ required: true, whitespace: true, max: 100 }]}
                >
                  <Input maxLength={100} />
                </Form.Item>
                <Space size={48}>
                  <Form.Item name="active" label={t('games.providers.fields.active')} valuePropName="checked">
                    <Switch
                      checkedChildren={t('games.providers.active')}
                      unCheckedChildren={t('games.providers.inactive')}
                    />
                  </Form.Item>
                  <Form.Item
                    name="transfer_enabled"
                    label={t('games.providers.fields.transfers')}
                    valuePropName="checked"
                  >
                    <Switch
                      checkedChildren={t('games.providers.on')}
                      unCheckedChildren={t('games.providers.off')}
                    />
                  </Form.Item>
                </Space>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t('games.providers.transfersHelp')}
                </Typography.Paragraph>
              </>,
            )}
            {section(
              t('games.providers.sections.maintenance'),
              <>
                <div style={{ marginBottom: 12 }}>
                  <MaintenanceCell p={p} />
                </div>
                <Form.Item name="window" label={`${t('games.providers.fields.maintenance')} (${timeZone})`}>
                  <DatePicker.RangePicker
                    showTime={{ format: 'HH:mm' }}
                    format="YYYY-MM-DD HH:mm"
                    allowEmpty={[false, true]}
                  />
                </Form.Item>
              </>,
              t('games.providers.maintenanceHelp'),
            )}
            {section(
              t('games.providers.sections.devices'),
              <Form.Item name="blocked_devices" label={t('games.providers.fields.blocked')}>
                <Checkbox.Group
                  options={[0, 1, 2].map((d) => ({ value: d, label: t(`games.devices.${d}`) }))}
                />
              </Form.Item>,
              t('games.providers.blockedHelp'),
            )}
            {section(
              t('games.providers.sections.launch'),
              <>
                <Form.Item name="open_mode" label={t('games.providers.fields.openMode')}>
                  <Select
                    style={{ width: 200 }}
                    options={GAME_OPEN_MODES.map((m) => ({
                      value: m,
                      label: t(`games.providers.modes.${m}`),
                    }))}
                  />
                </Form.Item>
                <Form.Item name="modal_game_types" label={t('games.providers.fields.modalTypes')}>
                  <Select
                    mode="multiple"
                    options={Object.keys(GAME_HALLS).map((id) => ({
                      value: Number(id),
                      label: t(`games.halls.${id}`),
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name="quickbet_url"
                  label={t('games.providers.fields.quickbetUrl')}
                  rules={[{ type: 'url', max: 1000 }]}
                >
                  <Input maxLength={1000} placeholder="https://" />
                </Form.Item>
              </>,
            )}
            {section(
              t('games.providers.sections.connection'),
              p.house ? (
                <Typography.Text type="secondary">{t('games.providers.houseConnection')}</Typography.Text>
              ) : (
                <>
                  <Form.Item
                    name="base_url"
                    label={t('games.providers.fields.baseUrl')}
                    rules={[{ type: 'url', max: 500 }]}
                  >
                    <Input maxLength={500} placeholder="https://" />
                  </Form.Item>
                  <Form.Item
                    name="operator"
                    label={t('games.providers.fields.operator')}
                    rules={[{ max: 100 }]}
                  >
                    <Input maxLength={100} />
                  </Form.Item>
                  <Form.Item
                    name="secret"
                    label={`${t('games.providers.fields.secret')} · ${t(p.secret_set ? 'games.providers.secretSet' : 'games.providers.secretNotSet')}`}
                    extra={t('games.providers.secretHelp')}
                    rules={[{ min: 16, max: 500 }]}
                  >
                    <Input.Password
                      autoComplete="new-password"
                      maxLength={500}
                      placeholder={t(
                        p.secret_set
                          ? 'games.providers.secretPlaceholderSet'
                          : 'games.providers.secretPlaceholderUnset',
                      )}
                    />
                  </Form.Item>
                </>
              ),
            )}
            <Card size="small">
              <ReasonField />
              <Space>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('games.providers.save')}
                </Button>
                <Button onClick={() => navigate('/game-providers')}>{t('common.back')}</Button>
              </Space>
            </Card>
          </Form>
        )}
      </PageBody>
    </>
  );
}
