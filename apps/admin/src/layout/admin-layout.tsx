import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Button, Layout, Menu, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { StaffProfile } from '../api/staff-session';
import { HeaderBar } from './header-bar';
import { menuFor, type MenuEntry } from './menu';
import './layout.css';

const toItems = (entries: MenuEntry[], t: (key: string) => string): MenuProps['items'] =>
  entries.map((entry) =>
    entry.children
      ? { key: entry.key, icon: entry.icon, label: t(entry.label), children: toItems(entry.children, t) }
      : { key: entry.key, icon: entry.icon, label: <Link to={entry.path!}>{t(entry.label)}</Link> },
  );

const leaves = (entries: MenuEntry[]): MenuEntry[] =>
  entries.flatMap((e) => (e.children ? leaves(e.children) : [e]));

/**
 * The selected entry: the one whose page holds the address, the longest such path winning
 * (/members/7 is still Members; /turnover/members is Member turnover, not Turnover rules).
 */
const selectedKey = (entries: MenuEntry[], pathname: string) =>
  leaves(entries)
    .filter((e) => e.path && (pathname === e.path || pathname.startsWith(`${e.path}/`)))
    .sort((a, b) => b.path!.length - a.path!.length)[0]?.key ??
  pathname.split('/').filter(Boolean)[0] ??
  '';

/** ProLayout-style frame: a dark, collapsible sider with the role's menu, a header bar, the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const [collapsed, setCollapsed] = useState(false);
  const [narrow, setNarrow] = useState(false);
  const { pathname } = useLocation();
  const entries = menuFor(staff?.role);
  const openKeys = entries
    .filter((e) => e.children?.some((c) => c.key === selectedKey(entries, pathname)))
    .map((e) => e.key);

  return (
    <Layout className="admin-shell">
      <Layout.Sider
        className="admin-sider"
        width={220}
        collapsedWidth={narrow ? 0 : 64}
        collapsible
        collapsed={collapsed}
        trigger={null}
        // Below a laptop's width the menu folds to icons; on a phone it hides until opened.
        breakpoint="lg"
        onBreakpoint={(broken) => {
          setCollapsed(broken);
          setNarrow(window.innerWidth < 768);
        }}
        theme="dark"
      >
        <Link to="/" className="admin-brand" aria-label={t('app.name')}>
          <span className="admin-brand-mark">A</span>
          {!collapsed && <span className="admin-brand-name">{t('app.name')}</span>}
        </Link>
        <Menu
          // Open groups are set once the role (and with it the menu) is known.
          key={`${staff?.role ?? 'none'}-${collapsed}`}
          theme="dark"
          mode="inline"
          selectedKeys={[selectedKey(entries, pathname)]}
          // Folded, a group opens as a pop-up on hover; open at start it would float over the page.
          defaultOpenKeys={
            collapsed ? [] : openKeys.length ? openKeys : entries.filter((e) => e.children).map((e) => e.key)
          }
          items={toItems(entries, t)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <Button
            type="text"
            aria-label={collapsed ? t('header.expand') : t('header.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((c) => !c)}
          />
          <HeaderBar />
        </Layout.Header>
        <Layout.Content className="admin-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
