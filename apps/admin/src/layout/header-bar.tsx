import {
  ClockCircleOutlined,
  DownOutlined,
  GlobalOutlined,
  LogoutOutlined,
  SettingOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { STAFF_LANGUAGES, type TStaffLanguage } from '@arks/contracts';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { App, Avatar, Button, Dropdown, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StaffProfile } from '../api/staff-session';
import { usePreferences } from '../app/preferences';
import { useSiteScope } from '../app/site-scope';
import { ReviewBell } from '../features/dashboard/review-bell';

const ALL = 0;

export function SiteSelector() {
  const { t } = useTranslation();
  const { sites, siteId, setSiteId, siteName } = useSiteScope();
  return (
    <Space size={8}>
      <GlobalOutlined aria-hidden className="admin-header-site-icon" />
      <Select
        aria-label={t('header.site')}
        value={siteId ?? ALL}
        onChange={(value: number) => setSiteId(value === ALL ? null : value)}
        style={{ minWidth: 200 }}
        options={[
          { value: ALL, label: t('header.allSites') },
          ...sites.map((site) => ({
            value: site.id,
            label: `${siteName(site.id)} · ${site.currencies.join(' / ')}`,
          })),
        ]}
      />
    </Space>
  );
}

export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, save } = usePreferences();
  const { message } = App.useApp();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: STAFF_LANGUAGES.map((lang) => ({ key: lang, label: t(`languages.${lang}`) })),
        onClick: ({ key }) =>
          void save({ language: key as TStaffLanguage }).catch((error: Error) =>
            message.error(t('common.actionFailed', { message: error.message })),
          ),
      }}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={t('header.language')}>
        <span className="admin-header-lang-label">{t(`languages.${language}`)}</span>
      </Button>
    </Dropdown>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const { mutate: logout } = useLogout();
  const navigate = useNavigate();
  if (!staff) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'account', icon: <SettingOutlined />, label: t('header.account') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), danger: true },
        ],
        onClick: ({ key }) => (key === 'logout' ? logout() : navigate('/account')),
      }}
    >
      <Button type="text" style={{ height: 44 }} data-testid="user-menu">
        <Space size={8}>
          <Avatar size="small" style={{ background: '#1677ff' }}>
            {staff.account.slice(0, 1).toUpperCase()}
          </Avatar>
          <Typography.Text strong className="admin-header-account">
            {staff.account}
          </Typography.Text>
          <Tag color="blue" bordered={false} className="admin-header-role" style={{ marginInlineEnd: 0 }}>
            {t(`roles.${staff.role}`)}
          </Tag>
          <DownOutlined style={{ fontSize: 10 }} className="admin-header-account" />
        </Space>
      </Button>
    </Dropdown>
  );
}

/** The header's content: site on the left; time zone, language and the staff member on the right. */
export function HeaderBar() {
  const { t } = useTranslation();
  const { timeZone } = usePreferences();
  return (
    <div className="admin-header-bar">
      <SiteSelector />
      <div className="admin-header-right">
        <ReviewBell />
        <Tooltip title={t('account.timeZoneHelp')}>
          <Typography.Text type="secondary" className="admin-header-zone" style={{ padding: '0 8px' }}>
            <ClockCircleOutlined /> {t('header.timeZone', { zone: timeZone })}
          </Typography.Text>
        </Tooltip>
        <LanguageMenu />
        <UserMenu />
      </div>
    </div>
  );
}
