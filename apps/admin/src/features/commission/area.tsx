import { AccountBookOutlined, ProfileOutlined } from '@ant-design/icons';
import {
  AdminCommissionApprove,
  AdminCommissionPlans,
  AdminCommissionPlanSave,
  AdminCommissionReject,
  AdminCommissionRun,
  AdminCommissionStatement,
  AdminCommissionStatements,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

const CommissionStatements = lazyPage(() => import('./statements-page'), 'CommissionStatements');
const CommissionPlans = lazyPage(() => import('./plans-page'), 'CommissionPlans');

/** Agent commission: each period's statements (trace, approve, pay) and the plan versions. */
export const commissionArea: ConsoleArea = {
  key: 'commission',
  resources: [
    {
      name: 'commissionStatements',
      list: AdminCommissionStatements,
      filters: same('site_id', 'currency', 'period_start', 'state', 'agent_id'),
      actions: {
        show: AdminCommissionStatement,
        run: AdminCommissionRun,
        approve: AdminCommissionApprove,
        reject: AdminCommissionReject,
      },
    },
    {
      name: 'commissionPlans',
      list: AdminCommissionPlans,
      filters: same('site_id', 'currency'),
      actions: { save: AdminCommissionPlanSave },
    },
  ],
  pages: [
    {
      path: '/commission-statements',
      resource: 'commissionStatements',
      action: 'list',
      element: <CommissionStatements />,
    },
    { path: '/commission-plans', resource: 'commissionPlans', action: 'list', element: <CommissionPlans /> },
  ],
  menu: [
    {
      key: 'commission-statements',
      label: 'commission.menu.statements',
      icon: <AccountBookOutlined />,
      path: '/commission-statements',
      resource: 'commissionStatements',
      group: 'agents',
    },
    {
      key: 'commission-plans',
      label: 'commission.menu.plans',
      icon: <ProfileOutlined />,
      path: '/commission-plans',
      resource: 'commissionPlans',
      group: 'agents',
    },
  ],
};
