import { SettingOutlined, SwapOutlined } from '@ant-design/icons';
import {
  AdminAgentTransferApprove,
  AdminAgentTransferList,
  AdminAgentTransferReject,
  AdminAgentTransferSettings,
  AdminAgentTransferSettingsSave,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

const TransferList = lazyPage(() => import('./transfer-list'), 'TransferList');
const TransferSettings = lazyPage(() => import('./transfer-settings'), 'TransferSettings');

/** Agent to downline transfers: every transfer (deciding the held ones), and the limits per currency. */
export const agentTransfersArea: ConsoleArea = {
  key: 'agentTransfers',
  resources: [
    {
      name: 'agentTransfers',
      list: AdminAgentTransferList,
      filters: same('site_id', 'currency', 'state', 'agent_id', 'member_id', 'from', 'to'),
      actions: { approve: AdminAgentTransferApprove, reject: AdminAgentTransferReject },
    },
    {
      name: 'agentTransferSettings',
      list: AdminAgentTransferSettings,
      filters: same('site_id', 'currency'),
      actions: { save: AdminAgentTransferSettingsSave },
    },
  ],
  pages: [
    { path: '/agent-transfers', resource: 'agentTransfers', action: 'list', element: <TransferList /> },
    {
      path: '/agent-transfer-settings',
      resource: 'agentTransferSettings',
      action: 'list',
      element: <TransferSettings />,
    },
  ],
  menu: [
    {
      key: 'agent-transfers',
      label: 'agentTransfers.menu.list',
      icon: <SwapOutlined />,
      path: '/agent-transfers',
      resource: 'agentTransfers',
      group: 'agents',
    },
    {
      key: 'agent-transfer-settings',
      label: 'agentTransfers.menu.settings',
      icon: <SettingOutlined />,
      path: '/agent-transfer-settings',
      resource: 'agentTransferSettings',
      group: 'agents',
    },
  ],
};
