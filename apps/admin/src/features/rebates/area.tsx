import { GiftOutlined, PercentageOutlined } from '@ant-design/icons';
import {
  AdminRebateApprove,
  AdminRebateList,
  AdminRebateReject,
  AdminRebateRun,
  AdminRebateSettings,
  AdminRebateSettingsSave,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

const RebateDay = lazyPage(() => import('./rebate-day'), 'RebateDay');
const RebateSettings = lazyPage(() => import('./rebate-settings'), 'RebateSettings');

/** Daily rebates (返水): a day's rebates with approvals, and the rates and settings per currency. */
export const rebatesArea: ConsoleArea = {
  key: 'rebates',
  resources: [
    {
      name: 'rebates',
      list: AdminRebateList,
      filters: same('site_id', 'day', 'currency', 'state', 'member_id'),
      actions: { run: AdminRebateRun, approve: AdminRebateApprove, reject: AdminRebateReject },
    },
    {
      name: 'rebateSettings',
      list: AdminRebateSettings,
      filters: same('site_id', 'currency'),
      actions: { save: AdminRebateSettingsSave },
    },
  ],
  pages: [
    { path: '/rebates', resource: 'rebates', action: 'list', element: <RebateDay /> },
    { path: '/rebate-settings', resource: 'rebateSettings', action: 'list', element: <RebateSettings /> },
  ],
  menu: [
    {
      key: 'rebates',
      label: 'rebates.menu.day',
      icon: <GiftOutlined />,
      path: '/rebates',
      resource: 'rebates',
      group: 'wagering',
    },
    {
      key: 'rebate-settings',
      label: 'rebates.menu.settings',
      icon: <PercentageOutlined />,
      path: '/rebate-settings',
      resource: 'rebateSettings',
      group: 'wagering',
    },
  ],
};
