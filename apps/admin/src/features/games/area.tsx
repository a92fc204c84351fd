import { AppstoreOutlined, ApiOutlined } from '@ant-design/icons';
import {
  AdminGameDetail,
  AdminGameList,
  AdminGameSave,
  AdminProviderDetail,
  AdminProviderList,
  AdminProviderSave,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// Each page is fetched when first opened.
const GameEdit = lazyPage(() => import('./game-edit'), 'GameEdit');
const GameList = lazyPage(() => import('./game-list'), 'GameList');
const ProviderEdit = lazyPage(() => import('./provider-edit'), 'ProviderEdit');
const ProviderList = lazyPage(() => import('./provider-list'), 'ProviderList');

/**
 * Games: providers (admins; content staff read the list) and the catalogue (content staff). Edits
 * are named actions with a reason, so refine's update is not bound: the save calls are keyed by
 * gp_id and game code, not by id.
 */
export const gamesArea: ConsoleArea = {
  key: 'games',
  resources: [
    {
      name: 'game-providers',
      list: AdminProviderList,
      one: AdminProviderDetail,
      filters: same('q'),
      sorts: ['gp_id', 'name'],
      actions: { edit: AdminProviderSave },
    },
    {
      name: 'games',
      list: AdminGameList,
      one: AdminGameDetail,
      filters: same('q', 'gp_id', 'gt_id', 'tag', 'site_id', 'currency', 'device', 'active'),
      sorts: ['sort', 'id', 'game_code', 'gp_id', 'gt_id', 'created_at'],
      actions: { edit: AdminGameSave },
    },
  ],
  pages: [
    { path: '/game-providers', resource: 'game-providers', action: 'list', element: <ProviderList /> },
    { path: '/game-providers/:gpId', resource: 'game-providers', action: 'edit', element: <ProviderEdit /> },
    { path: '/games', resource: 'games', action: 'list', element: <GameList /> },
    { path: '/games/:id', resource: 'games', action: 'edit', element: <GameEdit /> },
  ],
  menu: [
    {
      key: 'games',
      label: 'games.menu.catalogue',
      icon: <AppstoreOutlined />,
      path: '/games',
      resource: 'games',
      group: 'games',
    },
    {
      key: 'game-providers',
      label: 'games.menu.providers',
      icon: <ApiOutlined />,
      path: '/game-providers',
      resource: 'game-providers',
      group: 'games',
    },
  ],
};
