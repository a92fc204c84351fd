import { AuditOutlined, UserSwitchOutlined } from '@ant-design/icons';
import {
  AdminAuditList,
  AdminAuditVerify,
  AdminStaffCreate,
  AdminStaffEndSessions,
  AdminStaffList,
  AdminStaffResetTotp,
  AdminStaffUpdate,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// Each page is fetched when first opened.
const AuditLog = lazyPage(() => import('./audit-log'), 'AuditLog');
const StaffList = lazyPage(() => import('./staff-list'), 'StaffList');

export const staffArea: ConsoleArea = {
  key: 'staff',
  resources: [
    {
      name: 'staff',
      list: AdminStaffList,
      filters: same('account', 'role', 'status'),
      actions: {
        create: AdminStaffCreate,
        update: AdminStaffUpdate,
        resetTotp: AdminStaffResetTotp,
        endSessions: AdminStaffEndSessions,
      },
    },
    {
      name: 'audit',
      list: AdminAuditList,
      filters: { ...same('staff_id', 'action', 'target', 'ip'), created_at: { range: ['from', 'to'] } },
      actions: { verify: AdminAuditVerify },
    },
  ],
  pages: [
    { path: '/staff', resource: 'staff', action: 'list', element: <StaffList /> },
    { path: '/audit', resource: 'audit', action: 'list', element: <AuditLog /> },
  ],
  menu: [
    {
      key: 'staff',
      label: 'staff.menu.staff',
      icon: <UserSwitchOutlined />,
      path: '/staff',
      resource: 'staff',
      group: 'staff',
    },
    {
      key: 'audit',
      label: 'staff.menu.audit',
      icon: <AuditOutlined />,
      path: '/audit',
      resource: 'audit',
      group: 'staff',
    },
  ],
};
