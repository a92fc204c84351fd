import { AuditOutlined, VerticalAlignBottomOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import {
  AdminAdjustmentProposalApprove,
  AdminAdjustmentProposalReject,
  AdminApprovalList,
  AdminDepositApprove,
  AdminDepositList,
  AdminDepositReject,
  AdminMemberAdjustment,
  AdminWithdrawalApprove,
  AdminWithdrawalList,
  AdminWithdrawalReject,
  AdminWithdrawalReview,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// Each page is fetched when first opened.
const ApprovalsInbox = lazyPage(() => import('./approvals-inbox'), 'ApprovalsInbox');
const DepositQueue = lazyPage(() => import('./deposit-queue'), 'DepositQueue');
const WithdrawalDesk = lazyPage(() => import('./withdrawal-desk'), 'WithdrawalDesk');
const WithdrawalQueue = lazyPage(() => import('./withdrawal-queue'), 'WithdrawalQueue');

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
      actions: {
        approve: AdminWithdrawalApprove,
        reject: AdminWithdrawalReject,
        review: AdminWithdrawalReview,
      },
    },
    {
      name: 'approvals',
      list: AdminApprovalList,
      filters: same('status', 'kind', 'site_id', 'member_id'),
      sorts: ['proposed_at'],
      actions: {
        approveAdjustment: AdminAdjustmentProposalApprove,
        rejectAdjustment: AdminAdjustmentProposalReject,
        adjust: AdminMemberAdjustment,
      },
    },
  ],
  pages: [
    { path: '/deposits', resource: 'deposits', action: 'list', element: <DepositQueue /> },
    { path: '/withdrawals', resource: 'withdrawals', action: 'list', element: <WithdrawalQueue /> },
    { path: '/withdrawals/:id', resource: 'withdrawals', action: 'review', element: <WithdrawalDesk /> },
    { path: '/approvals', resource: 'approvals', action: 'list', element: <ApprovalsInbox /> },
  ],
  menu: [
    {
      key: 'approvals',
      label: 'money.menuApprovals',
      icon: <AuditOutlined />,
      path: '/approvals',
      resource: 'approvals',
      group: 'money',
    },
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
