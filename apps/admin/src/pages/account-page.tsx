import { SafetyCertificateOutlined } from '@ant-design/icons';
import { STAFF_LANGUAGES, type TStaffLanguage } from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { App, Badge, Button, Card, Col, Descriptions, Form, Row, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffProfile } from '../api/staff-session';
import { usePreferences } from '../app/preferences';
import { PageBody, PageHeader } from '../layout/page-header';
import { timeZones } from '../lib/format';

export function AccountPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const { language, timeZone, save } = usePreferences();
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone })), []);

  const submit = async (values: { language: TStaffLanguage; timeZone: string }) => {
    setSaving(true);
    try {
      await save(values);
      message.success(t('account.saved'));
    } catch (error) {
      message.error(t('common.actionFailed', { message: (error as Error).message }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={t('account.title')} crumbs={[{ title: t('account.title') }]} />
      <PageBody>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Card title={t('account.profile')}>
              <Descriptions column={1} bordered size="middle">
                <Descriptions.Item label={t('account.accountName')}>{staff?.account}</Descriptions.Item>
                <Descriptions.Item label={t('account.role')}>
                  {staff && <Tag color="blue">{t(`roles.${staff.role}`)}</Tag>}
                </Descriptions.Item>
                <Descriptions.Item label={t('account.twoFactor')}>
                  <Badge
                    status={staff?.totp_enabled ? 'success' : 'error'}
                    text={staff?.totp_enabled ? t('account.twoFactorOn') : t('account.twoFactorOff')}
                  />
                  <Link to="/two-factor" style={{ marginInlineStart: 16 }}>
                    <Button size="small" icon={<SafetyCertificateOutlined />}>
                      {t('account.replaceTotp')}
                    </Button>
                  </Link>
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('account.preferences')}>
              <Form
                layout="vertical"
                initialValues={{ language, timeZone }}
                onFinish={submit}
                name="preferences"
                key={`${language}-${timeZone}`}
              >
                <Form.Item name="language" label={t('account.language')}>
                  <Select
                    options={STAFF_LANGUAGES.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
                  />
                </Form.Item>
                <Form.Item name="timeZone" label={t('account.timeZone')} extra={t('account.timeZoneHelp')}>
                  <Select showSearch options={zones} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t('account.save')}
                </Button>
              </Form>
            </Card>
          </Col>
        </Row>
      </PageBody>
    </>
  );
}
