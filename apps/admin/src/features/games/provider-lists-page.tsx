import { AdminProviderLists, AdminProviderListsSave, type TAdminProviderLists } from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { Alert, App, Button, Card, Form, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { callAdmin } from '../../api/admin-client';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useAdminQuery } from '../../api/use-admin';
import { useSiteScope, type AdminSite } from '../../app/site-scope';
import { ReasonField } from '../../components/reason-field';
import { PageBody, PageHeader } from '../../layout/page-header';
import { cleanProviderIds } from './logic';

const LISTS = ['demo', 'ios_blocked', 'android_blocked', 'ios_outside', 'android_outside'] as const;
const GP_ID = /^[A-Z0-9_]{2,20}$/;

/** Spec §6 provider lists of one site: demo play, and the providers closed or opened outside in the apps. */
export function ProviderListsPage() {
  const { t } = useTranslation();
  const { site } = useSiteScope();
  return (
    <>
      <PageHeader
        title={t('games.providerLists.title')}
        subtitle={t('games.providerLists.subtitle')}
        crumbs={[{ title: t('menu.games') }, { title: t('games.menu.providerLists') }]}
      />
      <PageBody>
        {site ? (
          <SiteLists site={site} key={site.id} />
        ) : (
          <Alert type="info" showIcon message={t('games.hallSettings.chooseSite')} />
        )}
      </PageBody>
    </>
  );
}

function SiteLists({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const mayWrite = canCall(staff?.role, AdminProviderListsSave);
  const query = useAdminQuery(AdminProviderLists, { site_id: site.id });
  const [form] = Form.useForm<TAdminProviderLists & { reason: string }>();
  if (!query.data) return <Spin />;

  const submit = (v: TAdminProviderLists & { reason: string }) =>
    modal.confirm({
      title: t('games.providerLists.confirmSave', { site: site.name }),
      content: v.reason,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const lists = Object.fromEntries(LISTS.map((k) => [k, cleanProviderIds(v[k] ?? [])]));
          await callAdmin(AdminProviderListsSave, {
            site_id: site.id,
            ...(lists as TAdminProviderLists),
            reason: v.reason,
          });
          await query.refetch();
          form.setFieldValue('reason', '');
          message.success(t('games.providerLists.saved'));
        } catch (e) {
          message.error(t('common.actionFailed', { message: (e as Error).message }));
        }
      },
    });

  return (
    <Card size="small">
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 760 }}
        initialValues={query.data}
        onFinish={submit}
        disabled={!mayWrite}
      >
        {LISTS.map((k) => (
          <Form.Item
            key={k}
            name={k}
            label={t(`games.providerLists.${k}`)}
            extra={t(`games.providerLists.${k}Help`)}
            rules={[
              {
                validator: async (_, v: string[] = []) => {
                  if (cleanProviderIds(v).some((id) => !GP_ID.test(id)))
                    throw new Error(t('games.providerLists.invalid'));
                },
              },
            ]}
          >
            <Select
              mode="tags"
              tokenSeparators={[',', ' ']}
              open={false}
              suffixIcon={null}
              data-testid={`list-${k}`}
            />
          </Form.Item>
        ))}
        {mayWrite && (
          <>
            <ReasonField />
            <Button type="primary" htmlType="submit" data-testid="lists-save">
              {t('games.providerLists.save')}
            </Button>
          </>
        )}
      </Form>
    </Card>
  );
}
