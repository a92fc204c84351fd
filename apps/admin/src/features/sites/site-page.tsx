import {
  AdminAgentDomainList,
  AdminLoginIpBlockList,
  AdminSiteLoginRulesGet,
  AdminRecommendSettingsList,
  AdminRegisterBlocklistList,
  AdminRegisterSettingsGet,
  AdminServiceAgreementList,
  AdminSiteDetail,
  AdminSiteLogoList,
  type AdminCallContract,
} from '@arks/contracts';
import { Card, Result, Skeleton, Tabs, Tag } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { canCall } from '../../api/roles';
import type { StaffProfile } from '../../api/staff-session';
import { useGetIdentity } from '@refinedev/core';
import { useAdminQuery } from '../../api/use-admin';
import { useSiteScope } from '../../app/site-scope';
import { PageBody, PageHeader } from '../../layout/page-header';
import { AgentDomainsTab } from './rules/agent-domains-tab';
import { AgreementsTab } from './rules/agreements-tab';
import { BlocklistTab } from './rules/blocklist-tab';
import { IpBlocksTab } from './rules/ip-blocks-tab';
import { LoginRulesTab } from './rules/login-rules-tab';
import { RecommendTab } from './rules/recommend-tab';
import { RegisterSettingsTab } from './rules/register-settings-tab';
import { LogosTab } from './logos-tab';
import { SiteForm } from './site-form';

interface SiteTab {
  key: string;
  /** The read that decides whether the staff member's role sees the tab. */
  read: AdminCallContract;
  render: (siteId: number) => ReactNode;
}

const TABS: SiteTab[] = [
  { key: 'settings', read: AdminSiteDetail, render: (id) => <SettingsTab siteId={id} /> },
  { key: 'logos', read: AdminSiteLogoList, render: (id) => <LogosTab siteId={id} /> },
  { key: 'register', read: AdminRegisterSettingsGet, render: (id) => <RegisterSettingsTab siteId={id} /> },
  { key: 'agreements', read: AdminServiceAgreementList, render: (id) => <AgreementsTab siteId={id} /> },
  { key: 'ipBlocks', read: AdminLoginIpBlockList, render: (id) => <IpBlocksTab siteId={id} /> },
  { key: 'loginRules', read: AdminSiteLoginRulesGet, render: (id) => <LoginRulesTab siteId={id} /> },
  { key: 'blocklist', read: AdminRegisterBlocklistList, render: (id) => <BlocklistTab siteId={id} /> },
  { key: 'recommend', read: AdminRecommendSettingsList, render: (id) => <RecommendTab siteId={id} /> },
  { key: 'agentDomains', read: AdminAgentDomainList, render: (id) => <AgentDomainsTab siteId={id} /> },
];

/**
 * One site: its settings and its registration and login rules, a tab each. The tab is part of the
 * address (`/sites/3/ipBlocks`), so a list's filters in the address belong to that tab alone.
 */
export function SitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const siteId = Number(params.id);
  const { sites, siteName } = useSiteScope();
  const site = sites.find((s) => s.id === siteId);
  const role = useGetIdentity<StaffProfile>().data?.role;
  const tabs = TABS.filter((tab) => canCall(role, tab.read));
  const active = tabs.find((tab) => tab.key === params.tab) ?? tabs[0];
  if (!Number.isInteger(siteId) || siteId <= 0) return <Result status="404" title="404" />;
  return (
    <>
      <PageHeader
        title={site ? siteName(site.id) : `#${siteId}`}
        tags={site && <Tag>{site.name}</Tag>}
        subtitle={site && [...site.currencies, ...site.languages].join(' · ')}
        crumbs={[
          { title: t('menu.sites'), path: '/sites' },
          { title: site ? siteName(site.id) : `#${siteId}` },
        ]}
        footer={
          <Tabs
            activeKey={active?.key}
            onChange={(key) => void navigate(`/sites/${siteId}/${key}`)}
            items={tabs.map((tab) => ({ key: tab.key, label: t(`sites.tabs.${tab.key}`) }))}
            style={{ marginBottom: -16 }}
          />
        }
      />
      <PageBody>
        {active ? (
          <Fragment key={active.key}>{active.render(siteId)}</Fragment>
        ) : (
          <Result status="info" title={t('sites.noTabs')} />
        )}
      </PageBody>
    </>
  );
}

function SettingsTab({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const detail = useAdminQuery(AdminSiteDetail, { site_id: siteId });
  if (detail.isError)
    return <Result status="warning" title={t('common.loadFailed', { message: detail.error.message })} />;
  if (!detail.data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return <SiteForm key={detail.data.updated_at} site={detail.data} onSaved={() => void detail.refetch()} />;
}
