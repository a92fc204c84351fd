import { VerticalAlignBottomOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import {
  AdminDepositApprove,
  AdminDepositList,
  AdminDepositReject,
  AdminWithdrawalApprove,
  AdminWithdrawalList,
  AdminWithdrawalReject,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { same } from '../../app/resources';
import { DepositQueue } from './deposit-queue';
import { WithdrawalQueue } from './withdrawal-queue';

export const moneyArea: ConsoleArea = {
  key: 'money',
  resources: [
    {
      name: 'deposits',
      list: AdminDepositList,
      filters: same('status', 'site_id', 'member_id'),
      actions: { approve: AdminDepositApprove, reject: AdminDepositReject },
    },
    {
      name: 'withdrawals',
      list: AdminWithdrawalList,
      filters: { ...same('status', 'site_id', 'member_id'), created_at: { range: ['from', 'to'] } },
      actions: { approve: AdminWithdrawalApprove, reject: AdminWithdrawalReject },
    },
  ],
  pages: [
    { path: '/deposits', resource: 'deposits', action: 'list', element: <DepositQueue /> },
    { path: '/withdrawals', resource: 'withdrawals', action: 'list', element: <WithdrawalQueue /> },
  ],
  menu: [
    {
      key: 'deposits',
      label: 'menu.deposits',
      icon: <VerticalAlignBottomOutlined />,
      path: '/deposits',
      resource: 'deposits',
      group: 'money',
    },
    {
      key: 'withdrawals',
      label: 'menu.withdrawals',
      icon: <VerticalAlignTopOutlined />,
      path: '/withdrawals',
      resource: 'withdrawals',
      group: 'money',
    },
  ],
};
