import { GlobalOutlined } from '@ant-design/icons';
import {
  AdminAgentDomainList,
  AdminLoginIpBlockList,
  AdminRegisterBlocklistList,
  AdminSiteCreate,
  AdminSiteList,
  AdminSiteUpdate,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// Each page is fetched when first opened.
const SiteCreate = lazyPage(() => import('./site-create'), 'SiteCreate');
const SiteList = lazyPage(() => import('./site-list'), 'SiteList');
const SitePage = lazyPage(() => import('./site-page'), 'SitePage');

export const sitesArea: ConsoleArea = {
  key: 'sites',
  resources: [
    {
      name: 'sites',
      list: AdminSiteList,
      filters: {},
      actions: { create: AdminSiteCreate, update: AdminSiteUpdate },
    },
    { name: 'siteIpBlocks', list: AdminLoginIpBlockList, filters: same('site_id', 'ip') },
    { name: 'siteBlocklist', list: AdminRegisterBlocklistList, filters: same('site_id', 'kind', 'search') },
    { name: 'siteAgentDomains', list: AdminAgentDomainList, filters: same('site_id', 'search') },
  ],
  pages: [
    { path: '/sites', resource: 'sites', action: 'list', element: <SiteList /> },
    { path: '/sites/new', resource: 'sites', action: 'create', element: <SiteCreate /> },
    { path: '/sites/:id', resource: 'sites', action: 'list', element: <SitePage /> },
    { path: '/sites/:id/:tab', resource: 'sites', action: 'list', element: <SitePage /> },
  ],
  menu: [
    {
      key: 'sites',
      label: 'sites.menu.sites',
      icon: <GlobalOutlined />,
      path: '/sites',
      resource: 'sites',
      group: 'sites',
    },
  ],
};
