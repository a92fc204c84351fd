import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { AdminCaptcha } from '@arks/contracts';
import { useLogin } from '@refinedev/core';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAdmin } from '../api/admin-client';
import { LOGIN_CODES, type LoginInput } from '../providers/auth-provider';
import { AuthFrame } from './auth-frame';

interface Captcha {
  token: string;
  image: string;
}

/** The SVG the server draws, shown as an image: as an <img> it can run nothing. */
const captchaImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** `notice`: why staff are here again (the session ended, or they signed out). */
export function LoginPage({ notice }: { notice?: 'expired' | 'signed-out' }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginInput>();
  const { mutate: login, isPending } = useLogin<LoginInput>();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [needCode, setNeedCode] = useState(false);

  const newCaptcha = async () => {
    const issued = await callAdmin(AdminCaptcha, {});
    setCaptcha({ token: issued.token, image: captchaImage(issued.captcha) });
    form.setFieldValue('captcha_answer', '');
  };

  const submit = (values: LoginInput) => {
    const input: LoginInput = {
      account: values.account.trim(),
      password: values.password,
      ...(values.totp_code ? { totp_code: values.totp_code } : {}),
      ...(captcha ? { captcha_token: captcha.token, captcha_answer: values.captcha_answer } : {}),
    };
    login(input, {
      onSuccess: (answer) => {
        if (answer.success) return;
        const code = (answer.error as { code?: number } | undefined)?.code;
        // A used captcha is spent; a new one for the next try, whatever went wrong.
        if (code === LOGIN_CODES.captchaRequired || captcha) void newCaptcha();
        if (code === LOGIN_CODES.totpRequired) setNeedCode(true);
        form.setFieldValue('totp_code', '');
      },
    });
  };

  return (
    <AuthFrame title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice === 'expired' && (
        <Alert type="warning" showIcon title={t('login.expired')} style={{ marginBottom: 16 }} />
      )}
      {notice === 'signed-out' && (
        <Alert type="info" showIcon title={t('login.signedOut')} style={{ marginBottom: 16 }} />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        size="large"
        name="staff-login"
      >
        <Form.Item
          name="account"
          label={t('login.account')}
          rules={[{ required: true, message: t('login.required.account') }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus maxLength={64} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={[{ required: true, message: t('login.required.password') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="totp_code"
          label={t('login.totp')}
          extra={t('login.totpHelp')}
          rules={[
            { required: needCode, message: t('login.required.totp') },
            { pattern: /^\d{6}$/, message: t('login.required.totp') },
          ]}
        >
          <Input prefix={<SafetyOutlined />} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        {captcha && (
          <Form.Item label={t('login.captcha')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="captcha_answer"
                noStyle
                rules={[{ required: true, message: t('login.required.captcha') }]}
              >
                <Input maxLength={16} autoComplete="off" />
              </Form.Item>
              <Button
                onClick={() => void newCaptcha()}
                title={t('login.newCaptcha')}
                style={{ height: 'auto', padding: 0 }}
              >
                <img src={captcha.image} alt={t('login.captcha')} height={38} />
              </Button>
            </Space.Compact>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthFrame>
  );
}
