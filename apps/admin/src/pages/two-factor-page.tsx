import { AdminTotpEnable, AdminTotpSetup } from '@arks/contracts';
import { useInvalidateAuthStore, useLogout } from '@refinedev/core';
import { Alert, App, Button, Form, Input, Steps, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { callAdmin, failureText } from '../api/admin-client';
import { sessionToken } from '../api/session-token';
import { staffSession, type StaffProfile } from '../api/staff-session';
import { homePath } from '../layout/menu';
import { PASSWORD_PATH } from '../providers/auth-provider';
import { AuthFrame } from './auth-frame';

interface Enrolment {
  secret: string;
  qr: string;
}

/**
 * Two-factor set-up (required before any other page when the server requires it): the password
 * again, then the secret as a QR code and as text, then a first code. Turning it on ends every other
 * session; the answer carries the one new session.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();
  const { mutate: logout } = useLogout();
  const [staff, setStaff] = useState<StaffProfile | null>(staffSession.current());
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (sessionToken.get()) void staffSession.load(true).then(setStaff, () => logout());
  }, [logout]);

  if (!sessionToken.get()) return <Navigate to="/login" replace />;
  // A first password comes before two-factor: the set-up asks for the password.
  if (staff?.must_change_password) return <Navigate to={PASSWORD_PATH} replace />;

  const start = async (values: { password: string; totp_code?: string }) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await callAdmin(AdminTotpSetup, values);
      const qr = await QRCode.toDataURL(answer.otpauth_uri, {
        margin: 1,
        width: 200,
        errorCorrectionLevel: 'M',
      });
      setEnrolment({ secret: answer.secret, qr });
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const enable = async (values: { totp_code: string }) => {
    setBusy(true);
    setError(null);
    try {
      const { token } = await callAdmin(AdminTotpEnable, values);
      sessionToken.set(token);
      const profile = await staffSession.load(true);
      message.success(t('totp.done'));
      await invalidateAuth();
      navigate(homePath(profile.role), { replace: true });
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const step = enrolment ? 1 : 0;
  return (
    <AuthFrame
      title={t('totp.title')}
      subtitle={staff?.totp_enabled ? undefined : t('totp.required')}
      width={480}
    >
      <Typography.Paragraph type="secondary">{t('totp.intro')}</Typography.Paragraph>
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24 }}
        items={[{ title: t('totp.step1') }, { title: t('totp.step2') }, { title: t('totp.step3') }]}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {!enrolment ? (
        <Form layout="vertical" requiredMark={false} onFinish={start} name="totp-start">
          <Form.Item
            name="password"
            label={t('totp.password')}
            rules={[{ required: true, message: t('login.required.password') }]}
          >
            <Input.Password autoComplete="current-password" autoFocus maxLength={128} />
          </Form.Item>
          {staff?.totp_enabled && (
            <Form.Item
              name="totp_code"
              label={t('totp.currentCode')}
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.required.totp') }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('totp.start')}
          </Button>
        </Form>
      ) : (
        <Form layout="vertical" requiredMark={false} onFinish={enable} name="totp-enable">
          <Typography.Paragraph>{t('totp.scan')}</Typography.Paragraph>
          <img className="admin-qr" src={enrolment.qr} alt={t('totp.qrAlt')} data-testid="totp-qr" />
          <Typography.Paragraph style={{ textAlign: 'center' }}>
            {t('totp.secret')}:{' '}
            <Typography.Text code copyable={{ text: enrolment.secret }} data-testid="totp-secret">
              {enrolment.secret}
            </Typography.Text>
          </Typography.Paragraph>
          <Form.Item
            name="totp_code"
            label={t('totp.code')}
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.required.totp') }]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('totp.enable')}
          </Button>
        </Form>
      )}
      <Button type="link" block onClick={() => logout()} style={{ marginTop: 8 }}>
        {t('totp.signOut')}
      </Button>
    </AuthFrame>
  );
}
