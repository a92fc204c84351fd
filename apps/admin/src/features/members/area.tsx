import { TeamOutlined } from '@ant-design/icons';
import { AdminMemberDetail, AdminMemberSearch, AdminMemberSetStatus } from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// Each page is fetched when first opened.
const MemberList = lazyPage(() => import('./member-list'), 'MemberList');
const MemberShow = lazyPage(() => import('./member-show'), 'MemberShow');

export const membersArea: ConsoleArea = {
  key: 'members',
  resources: [
    {
      name: 'members',
      list: AdminMemberSearch,
      one: AdminMemberDetail,
      filters: same(
        'account',
        'site_id',
        'currency',
        'status',
        'name',
        'phone',
        'email',
        'ip',
        'bank_account',
        'introducer',
        'agent',
      ),
      sorts: ['id', 'account', 'created_at'],
      actions: { setStatus: AdminMemberSetStatus },
    },
  ],
  pages: [
    { path: '/members', resource: 'members', action: 'list', element: <MemberList /> },
    { path: '/members/:id', resource: 'members', action: 'show', element: <MemberShow /> },
  ],
  menu: [
    { key: 'members', label: 'menu.members', icon: <TeamOutlined />, path: '/members', resource: 'members' },
  ],
};
