import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AdminCustomerServiceChannelList,
  AdminCustomerServiceChannelsSave,
  CUSTOMER_SERVICE_KINDS,
  CUSTOMER_SERVICE_MAX,
} from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { Alert, App, Button, Card, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { type AdminSite, useOneSite } from '../../app/site-scope';
import { PageBody, PageHeader } from '../../layout/page-header';
import { useContentWrite, useSiteContent } from '../../components/content/content-api';
import { ChooseSite } from '../../components/content/content-page';
import { MemberHeader, MemberPreview, PreviewEmpty } from '../../components/content/member-preview';
import { usePreviewLanguage } from '../../components/content/shared-fields';

interface Channel {
  kind: (typeof CUSTOMER_SERVICE_KINDS)[number];
  value: string;
  titles: Record<string, string>;
}

export function ServicePage() {
  const site = useOneSite();
  return site ? <SiteService site={site} key={site.id} /> : <ChooseSite kind="service" />;
}

/**
 * The ways members reach customer service, in order. Content staff read them; only an administrator
 * saves (a wrong entry sends members' account questions to a stranger), as the server rules.
 */
function SiteService({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const { data } = useSiteContent(AdminCustomerServiceChannelList, site.id);
  const save = useContentWrite(AdminCustomerServiceChannelsSave, [AdminCustomerServiceChannelList]);
  const [language, setLanguage] = usePreviewLanguage(site);
  const [form] = Form.useForm<{ channels: Channel[] }>();
  const mayWrite = canCall(staff?.role, AdminCustomerServiceChannelsSave);
  const saved = (data?.list ?? []) as Channel[];

  const submit = async (v: { channels?: Channel[] }) => {
    try {
      await save.run({ site_id: site.id, channels: (v.channels ?? []) as never });
      void message.success(t('content.saved'));
    } catch (error) {
      void message.error(t('common.actionFailed', { message: (error as Error).message }));
    }
  };

  return (
    <>
      <PageHeader
        title={t('content.service.title')}
        subtitle={t('content.service.subtitle')}
        crumbs={[{ title: t('menu.content') }, { title: t('content.menu.service') }]}
      />
      <PageBody>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <MemberPreview
            language={language}
            languages={site.languages}
            onLanguage={setLanguage}
            heights={{ desktop: 360, phone: 520 }}
            render={(device) => (
              <>
                <MemberHeader device={device} />
                {saved.length ? (
                  <div className={`member-service member-service-${device}`}>
                    {saved.map((c, i) => (
                      <div key={i} className="member-service-item">
                        <span className="member-service-icon">
                          {t(`content.service.kinds.${c.kind}`).slice(0, 1)}
                        </span>
                        <span>
                          <strong>{c.titles[language] || t(`content.service.kinds.${c.kind}`)}</strong>
                          <small>{c.value}</small>
                        </span>
                      </div>
                    ))}
                  </div>
                ) : (
                  <PreviewEmpty what={t('content.service.title')} />
                )}
              </>
            )}
          />
          <Card size="small" title={t('content.service.channels')}>
            {!mayWrite ? (
              <Alert
                type="info"
                showIcon
                message={t('content.service.adminOnly')}
                style={{ marginBottom: 12 }}
              />
            ) : null}
            {data ? (
              <Form
                form={form}
                layout="vertical"
                initialValues={{ channels: saved }}
                onFinish={submit}
                disabled={!mayWrite}
              >
                <Form.List name="channels">
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((field) => (
                        <Space key={field.key} align="start" wrap style={{ display: 'flex' }}>
                          <Form.Item name={[field.name, 'kind']} label={t('content.service.kind')}>
                            <Select
                              style={{ width: 140 }}
                              options={CUSTOMER_SERVICE_KINDS.map((k) => ({
                                value: k,
                                label: t(`content.service.kinds.${k}`),
                              }))}
                            />
                          </Form.Item>
                          <Form.Item name={[field.name, 'value']} label={t('content.service.value')}>
                            <Input style={{ width: 280 }} maxLength={500} />
                          </Form.Item>
                          {site.languages.map((l) => (
                            <Form.Item
                              key={l}
                              name={[field.name, 'titles', l]}
                              label={`${t('content.fields.title')} ${l}`}
                            >
                              <Input style={{ width: 150 }} maxLength={40} />
                            </Form.Item>
                          ))}
                          <Button
                            type="text"
                            icon={<MinusCircleOutlined />}
                            aria-label={t('content.remove')}
                            onClick={() => remove(field.name)}
                            style={{ marginTop: 30 }}
                          />
                        </Space>
                      ))}
                      <Space>
                        <Button
                          icon={<PlusOutlined />}
                          disabled={fields.length >= CUSTOMER_SERVICE_MAX || !mayWrite}
                          onClick={() => add({ kind: 'live_chat', value: '', titles: {} })}
                        >
                          {t('content.add')}
                        </Button>
                        <Button type="primary" htmlType="submit" loading={save.pending} disabled={!mayWrite}>
                          {t('content.save')}
                        </Button>
                      </Space>
                    </>
                  )}
                </Form.List>
              </Form>
            ) : null}
          </Card>
        </Space>
      </PageBody>
    </>
  );
}
