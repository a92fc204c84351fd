import { AdminPasswordChange } from '@arks/contracts';
import { useInvalidateAuthStore, useLogout } from '@refinedev/core';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { callAdmin, failureText } from '../api/admin-client';
import { sessionToken } from '../api/session-token';
import { staffSession } from '../api/staff-session';
import { homePath } from '../layout/menu';
import { ENROL_PATH } from '../providers/auth-provider';
import { AuthFrame } from './auth-frame';

/**
 * A password of one's own, before any other page for an account an admin made (whoever typed the
 * first one knows it). Every session ends, this one too; the answer carries the one new session,
 * and the console goes on to two-factor set-up.
 */
export function PasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();
  const { mutate: logout } = useLogout();
  const [first, setFirst] = useState(staffSession.current()?.must_change_password ?? true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (sessionToken.get()) {
      void staffSession.load(true).then(
        (s) => setFirst(s.must_change_password),
        () => logout(),
      );
    }
  }, [logout]);

  if (!sessionToken.get()) return <Navigate to="/login" replace />;

  const save = async (values: { password: string; new_password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const { token } = await callAdmin(AdminPasswordChange, {
        password: values.password,
        new_password: values.new_password,
      });
      sessionToken.set(token);
      const profile = await staffSession.load(true);
      message.success(t('password.done'));
      await invalidateAuth();
      navigate(profile.totp_enabled ? homePath(profile.role) : ENROL_PATH, { replace: true });
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={t('password.title')} subtitle={first ? t('password.required') : undefined} width={480}>
      <Typography.Paragraph type="secondary">{t('password.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" requiredMark={false} onFinish={save} name="password-change">
        <Form.Item
          name="password"
          label={t(first ? 'password.first' : 'password.current')}
          rules={[{ required: true, message: t('login.required.password') }]}
        >
          <Input.Password autoComplete="current-password" autoFocus maxLength={128} />
        </Form.Item>
        <Form.Item
          name="new_password"
          label={t('password.new')}
          extra={t('password.rules')}
          rules={[
            { required: true, message: t('password.rules') },
            { min: 12, message: t('password.rules') },
            { pattern: /[A-Za-z]/, message: t('password.rules') },
            { pattern: /\d/, message: t('password.rules') },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['new_password']}
          rules={[
            { required: true, message: t('password.mismatch') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('new_password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('password.save')}
        </Button>
      </Form>
      <Button type="link" block onClick={() => logout()} style={{ marginTop: 8 }}>
        {t('totp.signOut')}
      </Button>
    </AuthFrame>
  );
}
