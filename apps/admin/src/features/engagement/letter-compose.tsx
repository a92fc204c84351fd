import { AdminLetterSend, type TLetterAudience } from '@arks/contracts';
import { Alert, App, Button, Col, DatePicker, Drawer, Form, Input, Radio, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../api/use-admin';
import { useSiteScope, type AdminSite } from '../../app/site-scope';
import { LetterPreview } from './letter-preview';
import { TextsInput, writtenTexts } from './texts-input';

interface Values {
  site_id: number;
  to: 'one' | 'list' | 'segment';
  account?: string;
  accounts?: string;
  currency?: string;
  when: 'now' | 'later';
  send_at?: Dayjs;
  titles?: Record<string, string>;
  bodies?: Record<string, string>;
}

/** Accounts as staff paste them: one per line, or separated by commas or spaces. */
export const accountList = (text = ''): string[] => [...new Set(text.split(/[\s,;，；]+/).filter(Boolean))];

type StaffAudience = Extract<TLetterAudience, { type: 'accounts' | 'segment' }>;
function audienceOf(v: Values): StaffAudience {
  if (v.to === 'one') return { type: 'accounts', accounts: [v.account!.trim()] };
  if (v.to === 'list') return { type: 'accounts', accounts: accountList(v.accounts) };
  return { type: 'segment', currency: v.currency || undefined };
}

/** Writing a letter: who gets it, when, its title and body per language, and the member preview. */
export function LetterCompose({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { sites, site: scoped } = useSiteScope();
  const [form] = Form.useForm<Values>();
  const send = useAdminAction(AdminLetterSend, { resource: 'letters' });
  const [error, setError] = useState<string | null>(null);
  const siteId = Form.useWatch('site_id', form) ?? scoped?.id ?? sites[0]?.id;
  const site: AdminSite | undefined = sites.find((s) => s.id === siteId);
  const to = Form.useWatch('to', form) ?? 'one';
  const when = Form.useWatch('when', form) ?? 'now';
  const titles = writtenTexts(Form.useWatch('titles', form));
  const bodies = writtenTexts(Form.useWatch('bodies', form));
  const sendAt = Form.useWatch('send_at', form);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !site) return;
    const audience = audienceOf(v);
    const who =
      audience.type === 'segment'
        ? t('engagement.letters.toSegment', {
            site: site.title_en,
            currency: audience.currency ?? t('common.all'),
          })
        : t('engagement.letters.toAccounts', { count: audience.accounts.length });
    modal.confirm({
      title:
        v.when === 'later' ? t('engagement.letters.confirmSchedule') : t('engagement.letters.confirmSend'),
      content: who,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setError(null);
        try {
          const res = await send.run({
            site_id: site.id,
            titles: writtenTexts(v.titles),
            bodies: writtenTexts(v.bodies),
            audience,
            send_at: v.when === 'later' ? v.send_at!.toISOString() : undefined,
          });
          message.success(
            res.status === 'scheduled'
              ? t('engagement.letters.scheduled')
              : t('engagement.letters.sent', { count: res.recipients }),
          );
          form.resetFields();
          onClose();
        } catch (e) {
          setError((e as Error).message);
        }
      },
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={1180}
      title={t('engagement.letters.compose')}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={send.isPending}
            onClick={() => void submit()}
            data-testid="letter-submit"
          >
            {when === 'later' ? t('engagement.letters.schedule') : t('engagement.letters.sendNow')}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Row gutter={24}>
        <Col span={10}>
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ site_id: siteId, to: 'one', when: 'now' }}
          >
            <Form.Item name="site_id" label={t('engagement.site')} rules={[{ required: true }]}>
              <Select options={sites.map((s) => ({ value: s.id, label: `${s.title_en} (${s.name})` }))} />
            </Form.Item>
            <Form.Item name="to" label={t('engagement.letters.audience')}>
              <Radio.Group
                optionType="button"
                options={(['one', 'list', 'segment'] as const).map((k) => ({
                  value: k,
                  label: t(`engagement.letters.to.${k}`),
                }))}
              />
            </Form.Item>
            {to === 'one' && (
              <Form.Item
                name="account"
                label={t('engagement.letters.account')}
                rules={[{ required: true, whitespace: true }]}
              >
                <Input data-testid="letter-account" />
              </Form.Item>
            )}
            {to === 'list' && (
              <Form.Item
                name="accounts"
                label={t('engagement.letters.accounts')}
                extra={t('engagement.letters.accountsHelp')}
                rules={[{ required: true, whitespace: true }]}
              >
                <Input.TextArea rows={4} />
              </Form.Item>
            )}
            {to === 'segment' && (
              <Form.Item
                name="currency"
                label={t('engagement.currency')}
                extra={t('engagement.letters.segmentHelp')}
              >
                <Select
                  allowClear
                  placeholder={t('common.all')}
                  options={(site?.currencies ?? []).map((c) => ({ value: c, label: c }))}
                />
              </Form.Item>
            )}
            <Form.Item name="when" label={t('engagement.letters.when')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'now', label: t('engagement.letters.now') },
                  { value: 'later', label: t('engagement.letters.later') },
                ]}
              />
            </Form.Item>
            {when === 'later' && (
              <Form.Item
                name="send_at"
                label={t('engagement.letters.sendAt')}
                rules={[
                  { required: true },
                  {
                    validator: (_, v?: Dayjs) =>
                      !v || v.valueOf() > Date.now()
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('engagement.letters.future'))),
                  },
                ]}
              >
                <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
              </Form.Item>
            )}
            {site && (
              <>
                <TextsInput site={site} name="titles" label={t('engagement.letters.title')} max={200} />
                <TextsInput
                  site={site}
                  name="bodies"
                  label={t('engagement.letters.body')}
                  max={20_000}
                  multiline
                />
              </>
            )}
          </Form>
        </Col>
        <Col span={14}>
          {site && (
            <LetterPreview
              site={site}
              titles={titles}
              bodies={bodies}
              at={(when === 'later' && sendAt ? sendAt.toDate() : new Date()).toISOString()}
            />
          )}
        </Col>
      </Row>
    </Drawer>
  );
}
