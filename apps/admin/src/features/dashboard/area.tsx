import { DashboardOutlined } from '@ant-design/icons';
import { AdminDashboard } from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';

// Each page is fetched when first opened.
const DashboardPage = lazyPage(() => import('./dashboard-page'), 'DashboardPage');

/** The console's first page: top of the menu, where the roles that may read it land. */
export const dashboardArea: ConsoleArea = {
  key: 'dashboard',
  resources: [{ name: 'dashboard', list: AdminDashboard, filters: {} }],
  pages: [{ path: '/dashboard', resource: 'dashboard', action: 'list', element: <DashboardPage /> }],
  menu: [
    {
      key: 'dashboard',
      label: 'dashboard.menu',
      icon: <DashboardOutlined />,
      path: '/dashboard',
      resource: 'dashboard',
    },
  ],
};
