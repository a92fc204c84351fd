import { Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../layout/header-bar';
import '../layout/layout.css';

/** The centred card sign-in and two-factor set-up share, with the language switch in the corner. */
export function AuthFrame({
  title,
  subtitle,
  children,
  width,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="admin-auth-page">
      <div className="admin-auth-lang">
        <LanguageMenu />
      </div>
      <Card
        className="admin-auth-card"
        style={width ? { maxWidth: width } : undefined}
        styles={{ body: { padding: 32 } }}
      >
        <Space direction="vertical" size={4} style={{ width: '100%', marginBottom: 24, textAlign: 'center' }}>
          <span
            className="admin-brand-mark"
            style={{ width: 44, height: 44, fontSize: 22, color: '#fff', margin: '0 auto' }}
          >
            A
          </span>
          <Typography.Text type="secondary">{t('app.name')}</Typography.Text>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </Space>
        {children}
      </Card>
    </div>
  );
}
