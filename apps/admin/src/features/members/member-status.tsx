import { AdminMemberSetStatus, ZAdminMemberStatus, type TAdminMemberStatus } from '@arks/contracts';
import { Alert, App, Form, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../api/use-admin';
import type { Decision } from '../../components/decision-modal';

/** The status change of one member: a new status, a reason, a confirmation; sessions end on freeze or disable. */
export function useStatusDecision(
  member: { id: number; account: string; status: TAdminMemberStatus } | undefined,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setStatus = useAdminAction(AdminMemberSetStatus, { resource: 'members' });
  if (!member) return null;
  const choices = ZAdminMemberStatus.options.filter((s) => s !== member.status);
  const decision: Decision = {
    title: `${t('members.changeStatus')} · ${member.account}`,
    summary: <Alert type="info" showIcon title={t('members.sessionsEnd')} style={{ marginBottom: 16 }} />,
    fields: (
      <Form.Item
        name="status"
        label={t('members.newStatus')}
        initialValue={choices[0]}
        rules={[{ required: true }]}
      >
        <Radio.Group style={{ width: '100%' }}>
          <Space direction="vertical">
            {choices.map((s) => (
              <Radio key={s} value={s} data-testid={`status-${s}`}>
                <Typography.Text strong>{t(`members.status.${s}`)}</Typography.Text>
                <Typography.Text type="secondary"> — {t(`members.statusHelp.${s}`)}</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    ),
    reasonRequired: true,
    okText: t('members.changeStatus'),
    danger: true,
    confirm: (values) => ({
      title: t('members.confirmStatusTitle', {
        account: member.account,
        status: t(`members.status.${values.status}`),
      }),
      content: t('members.confirmStatusBody', { reason: values.reason }),
    }),
    submit: (values) =>
      setStatus.run({ id: member.id, status: values.status as TAdminMemberStatus, reason: values.reason! }),
    onDone: (values) =>
      message.success(
        t('members.statusChanged', { account: member.account, status: t(`members.status.${values.status}`) }),
      ),
  };
  return decision;
}
