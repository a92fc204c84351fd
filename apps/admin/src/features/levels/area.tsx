import { CrownOutlined, UserSwitchOutlined } from '@ant-design/icons';
import {
  AdminLevelConfig,
  AdminLevelConfigSave,
  AdminMemberLevel,
  AdminMemberLevelSet,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';

const LevelConfig = lazyPage(() => import('./level-config'), 'LevelConfig');
const MemberLevelPage = lazyPage(() => import('./member-level'), 'MemberLevelPage');

/** Member levels (VIP): each site's ladder, and a member's level with its history, set by hand. */
export const levelsArea: ConsoleArea = {
  key: 'levels',
  resources: [
    {
      name: 'levels',
      list: AdminLevelConfig,
      filters: {},
      actions: { save: AdminLevelConfigSave, member: AdminMemberLevel, setMember: AdminMemberLevelSet },
    },
  ],
  pages: [
    { path: '/levels', resource: 'levels', action: 'list', element: <LevelConfig /> },
    { path: '/levels/members', resource: 'levels', action: 'member', element: <MemberLevelPage /> },
  ],
  menu: [
    {
      key: 'levels',
      label: 'levels.menu.config',
      icon: <CrownOutlined />,
      path: '/levels',
      resource: 'levels',
      group: 'wagering',
    },
    {
      key: 'member-levels',
      label: 'levels.menu.members',
      icon: <UserSwitchOutlined />,
      path: '/levels/members',
      resource: 'levels',
      group: 'wagering',
    },
  ],
};
