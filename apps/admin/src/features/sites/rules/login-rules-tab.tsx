import { AdminSiteLoginRulesGet, AdminSiteLoginRulesSave } from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { App, Button, Card, Form, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../../api/roles';
import type { StaffProfile } from '../../../api/staff-session';
import { useAdminAction, useAdminQuery } from '../../../api/use-admin';
import { useDecision } from '../../../components/use-decision';
import { RuleTab } from './rule-tab';

interface Values {
  allowed_networks: string[];
  blocked_countries: string[];
}

/** Where the site takes logins from: its allowed networks (code 201) and blocked countries (202). */
export function LoginRulesTab({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { ask, modal } = useDecision();
  const [form] = Form.useForm<Values>();
  const rules = useAdminQuery(AdminSiteLoginRulesGet, { site_id: siteId });
  const save = useAdminAction(AdminSiteLoginRulesSave, { resource: 'sites' });
  const mayEdit = canCall(useGetIdentity<StaffProfile>().data?.role, AdminSiteLoginRulesSave);

  const askSave = (values: Values) =>
    ask({
      title: t('sites.loginRules.saveTitle'),
      reasonRequired: true,
      okText: t('sites.loginRules.save'),
      danger: true,
      confirm: () => ({ title: t('sites.loginRules.confirm') }),
      submit: async (v) => {
        await save.run({ site_id: siteId, ...values, reason: v.reason! });
        await rules.refetch();
      },
      onDone: () => message.success(t('sites.loginRules.saved')),
    });

  return (
    <RuleTab intro={t('sites.loginRules.intro')} modal={modal}>
      <Card variant="borderless">
        {rules.data ? (
          <Form<Values>
            form={form}
            layout="vertical"
            disabled={!mayEdit}
            initialValues={rules.data}
            onFinish={askSave}
            style={{ maxWidth: 640 }}
          >
            <Form.Item
              name="allowed_networks"
              label={t('sites.loginRules.networks')}
              extra={t('sites.loginRules.networksHelp')}
            >
              <Select mode="tags" tokenSeparators={[',', ' ']} open={false} placeholder="203.0.113.0/24" />
            </Form.Item>
            <Form.Item
              name="blocked_countries"
              label={t('sites.loginRules.countries')}
              extra={t('sites.loginRules.countriesHelp')}
              normalize={(v: string[]) => v.map((c) => c.trim().toUpperCase())}
            >
              <Select mode="tags" tokenSeparators={[',', ' ']} open={false} placeholder="KP" />
            </Form.Item>
            {mayEdit && (
              <Button type="primary" htmlType="submit" data-testid="login-rules-save">
                {t('sites.loginRules.save')}
              </Button>
            )}
          </Form>
        ) : (
          <Skeleton active />
        )}
      </Card>
    </RuleTab>
  );
}
