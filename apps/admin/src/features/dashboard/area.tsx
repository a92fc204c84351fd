import { DashboardOutlined } from '@ant-design/icons';
import { AdminDashboard } from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { DashboardPage } from './dashboard-page';

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
