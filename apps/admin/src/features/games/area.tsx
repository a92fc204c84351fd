import { ApiOutlined, AppstoreOutlined, MobileOutlined, OrderedListOutlined } from '@ant-design/icons';
import {
  AdminGameDetail,
  AdminGameHalls,
  AdminGameHallsSave,
  AdminGameList,
  AdminGameSave,
  AdminProviderDetail,
  AdminProviderList,
  AdminProviderLists,
  AdminProviderListsSave,
  AdminProviderSave,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// Each page is fetched when first opened.
const GameEdit = lazyPage(() => import('./game-edit'), 'GameEdit');
const GameList = lazyPage(() => import('./game-list'), 'GameList');
const HallSettingsPage = lazyPage(() => import('./hall-settings-page'), 'HallSettingsPage');
const ProviderListsPage = lazyPage(() => import('./provider-lists-page'), 'ProviderListsPage');
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
    {
      // Spec §3 game types per site: content staff name, order and show them.
      name: 'game-halls',
      list: AdminGameHalls,
      filters: same('site_id'),
      actions: { save: AdminGameHallsSave },
    },
    {
      // Spec §6 provider lists per site: admins keep them; content staff read them.
      name: 'game-provider-lists',
      list: AdminProviderLists,
      filters: same('site_id'),
      actions: { save: AdminProviderListsSave },
    },
  ],
  pages: [
    { path: '/game-providers', resource: 'game-providers', action: 'list', element: <ProviderList /> },
    { path: '/game-providers/:gpId', resource: 'game-providers', action: 'edit', element: <ProviderEdit /> },
    { path: '/games', resource: 'games', action: 'list', element: <GameList /> },
    { path: '/games/:id', resource: 'games', action: 'edit', element: <GameEdit /> },
    { path: '/game-halls', resource: 'game-halls', action: 'list', element: <HallSettingsPage /> },
    {
      path: '/game-provider-lists',
      resource: 'game-provider-lists',
      action: 'list',
      element: <ProviderListsPage />,
    },
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
    {
      key: 'game-halls',
      label: 'games.menu.halls',
      icon: <OrderedListOutlined />,
      path: '/game-halls',
      resource: 'game-halls',
      group: 'games',
    },
    {
      key: 'game-provider-lists',
      label: 'games.menu.providerLists',
      icon: <MobileOutlined />,
      path: '/game-provider-lists',
      resource: 'game-provider-lists',
      group: 'games',
    },
  ],
};
