import { BankOutlined, ControlOutlined, SwapOutlined } from '@ant-design/icons';
import {
  AdminDepositChannelCreate,
  AdminDepositChannelList,
  AdminDepositChannelReorder,
  AdminDepositChannelSetActive,
  AdminDepositChannelUpdate,
  AdminProviderTransferList,
  AdminProviderTransferRecheck,
  AdminProviderTransferResolve,
  AdminWithdrawLimitList,
  AdminWithdrawLimitSave,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// Each page is fetched when first opened.
const DepositChannels = lazyPage(() => import('./deposit-channels'), 'DepositChannels');
const TransferDesk = lazyPage(() => import('./transfer-desk'), 'TransferDesk');
const WithdrawLimits = lazyPage(() => import('./withdraw-limits'), 'WithdrawLimits');

/** Money set-up: deposit channels, withdrawal limits, and the provider transfer desk (finance). */
export const moneySetupArea: ConsoleArea = {
  key: 'moneySetup',
  resources: [
    {
      name: 'depositChannels',
      list: AdminDepositChannelList,
      create: AdminDepositChannelCreate,
      update: AdminDepositChannelUpdate,
      filters: same('site_id', 'currency', 'type', 'active'),
      actions: { setActive: AdminDepositChannelSetActive, reorder: AdminDepositChannelReorder },
    },
    {
      name: 'withdrawLimits',
      list: AdminWithdrawLimitList,
      filters: same('site_id', 'currency'),
      actions: { save: AdminWithdrawLimitSave },
    },
    {
      name: 'providerTransfers',
      list: AdminProviderTransferList,
      filters: same('site_id', 'member_id'),
      actions: { recheck: AdminProviderTransferRecheck, resolve: AdminProviderTransferResolve },
    },
  ],
  pages: [
    { path: '/deposit-channels', resource: 'depositChannels', action: 'list', element: <DepositChannels /> },
    { path: '/withdraw-limits', resource: 'withdrawLimits', action: 'list', element: <WithdrawLimits /> },
    { path: '/provider-transfers', resource: 'providerTransfers', action: 'list', element: <TransferDesk /> },
  ],
  menu: [
    {
      key: 'deposit-channels',
      label: 'moneySetup.menu.channels',
      icon: <BankOutlined />,
      path: '/deposit-channels',
      resource: 'depositChannels',
      group: 'money',
    },
    {
      key: 'withdraw-limits',
      label: 'moneySetup.menu.limits',
      icon: <ControlOutlined />,
      path: '/withdraw-limits',
      resource: 'withdrawLimits',
      group: 'money',
    },
    {
      key: 'provider-transfers',
      label: 'moneySetup.menu.transfers',
      icon: <SwapOutlined />,
      path: '/provider-transfers',
      resource: 'providerTransfers',
      group: 'money',
    },
  ],
};
