import { AlertOutlined, BarChartOutlined, CrownOutlined, FundOutlined } from '@ant-design/icons';
import {
  AdminReconciliationTaskResolve,
  AdminReconciliationTasks,
  AdminReportMembers,
  AdminReportOperations,
  AdminReportProviders,
  AdminReportRebuildDay,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';

// Each page is fetched when first opened.
const OperationsPage = lazyPage(() => import('./operations-page'), 'OperationsPage');
const ProvidersPage = lazyPage(() => import('./providers-page'), 'ProvidersPage');
const MembersReportPage = lazyPage(() => import('./members-page'), 'MembersReportPage');
const ReconciliationPage = lazyPage(() => import('./reconciliation-page'), 'ReconciliationPage');

/** The reports kept from the daily rollups, and the reconciliation tasks of the providers. */
export const reportsArea: ConsoleArea = {
  key: 'reports',
  resources: [
    {
      name: 'reportOperations',
      list: AdminReportOperations,
      filters: {},
      actions: { rebuild: AdminReportRebuildDay },
    },
    { name: 'reportProviders', list: AdminReportProviders, filters: {} },
    { name: 'reportMembers', list: AdminReportMembers, filters: {} },
    {
      name: 'reportReconciliation',
      list: AdminReconciliationTasks,
      filters: {},
      actions: { resolve: AdminReconciliationTaskResolve },
    },
  ],
  pages: [
    {
      path: '/reports/operations',
      resource: 'reportOperations',
      action: 'list',
      element: <OperationsPage />,
    },
    { path: '/reports/providers', resource: 'reportProviders', action: 'list', element: <ProvidersPage /> },
    { path: '/reports/members', resource: 'reportMembers', action: 'list', element: <MembersReportPage /> },
    {
      path: '/reports/reconciliation',
      resource: 'reportReconciliation',
      action: 'list',
      element: <ReconciliationPage />,
    },
  ],
  menu: [
    {
      key: 'report-operations',
      label: 'reports.menuOperations',
      icon: <FundOutlined />,
      path: '/reports/operations',
      resource: 'reportOperations',
      group: 'reports',
    },
    {
      key: 'report-providers',
      label: 'reports.menuProviders',
      icon: <BarChartOutlined />,
      path: '/reports/providers',
      resource: 'reportProviders',
      group: 'reports',
    },
    {
      key: 'report-members',
      label: 'reports.menuMembers',
      icon: <CrownOutlined />,
      path: '/reports/members',
      resource: 'reportMembers',
      group: 'reports',
    },
    {
      key: 'report-reconciliation',
      label: 'reports.menuReconciliation',
      icon: <AlertOutlined />,
      path: '/reports/reconciliation',
      resource: 'reportReconciliation',
      group: 'reports',
    },
  ],
};
