import { SettingOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import {
  AdminRecommendFriends,
  AdminRecommendRewardApprove,
  AdminRecommendRewardList,
  AdminRecommendRewardReject,
  AdminRecommendRun,
  AdminRecommendSettings,
  AdminRecommendSettingsSave,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

const RecommendRewards = lazyPage(() => import('./recommend-rewards'), 'RecommendRewards');
const RecommendSettings = lazyPage(() => import('./recommend-settings'), 'RecommendSettings');

/** Recommend-a-friend: the rewards earned (with approvals and a member's friends) and the reward per currency. */
export const recommendArea: ConsoleArea = {
  key: 'recommend',
  resources: [
    {
      name: 'recommendRewards',
      list: AdminRecommendRewardList,
      filters: same('site_id', 'currency', 'state', 'recommender_id'),
      actions: {
        run: AdminRecommendRun,
        approve: AdminRecommendRewardApprove,
        reject: AdminRecommendRewardReject,
        friends: AdminRecommendFriends,
      },
    },
    {
      name: 'recommendSettings',
      list: AdminRecommendSettings,
      filters: same('site_id', 'currency'),
      actions: { save: AdminRecommendSettingsSave },
    },
  ],
  pages: [
    {
      path: '/recommend/rewards',
      resource: 'recommendRewards',
      action: 'list',
      element: <RecommendRewards />,
    },
    {
      path: '/recommend/settings',
      resource: 'recommendSettings',
      action: 'list',
      element: <RecommendSettings />,
    },
  ],
  menu: [
    {
      key: 'recommend-rewards',
      label: 'recommend.menu.rewards',
      icon: <UsergroupAddOutlined />,
      path: '/recommend/rewards',
      resource: 'recommendRewards',
      group: 'agents',
    },
    {
      key: 'recommend-settings',
      label: 'recommend.menu.settings',
      icon: <SettingOutlined />,
      path: '/recommend/settings',
      resource: 'recommendSettings',
      group: 'agents',
    },
  ],
};
