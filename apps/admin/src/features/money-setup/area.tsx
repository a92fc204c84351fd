import { BankOutlined, ControlOutlined, SafetyCertificateOutlined, SwapOutlined } from '@ant-design/icons';
import {
  AdminDepositChannelCreate,
  AdminDepositChannelList,
  AdminDepositChannelReorder,
  AdminDepositChannelSetActive,
  AdminDepositChannelUpdate,
  AdminIssuanceLimitList,
  AdminIssuanceLimitSave,
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
const IssuanceLimits = lazyPage(() => import('./issuance-limits'), 'IssuanceLimits');

/**
 * Money set-up: deposit channels, withdrawal limits, the daily limits on what staff issue without a
 * second approver (admins set them), and the provider transfer desk (finance).
 */
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
      name: 'issuanceLimits',
      list: AdminIssuanceLimitList,
      filters: same('currency'),
      actions: { save: AdminIssuanceLimitSave },
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
    { path: '/issuance-limits', resource: 'issuanceLimits', action: 'list', element: <IssuanceLimits /> },
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
      key: 'issuance-limits',
      label: 'moneySetup.menu.issuance',
      icon: <SafetyCertificateOutlined />,
      path: '/issuance-limits',
      resource: 'issuanceLimits',
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
