import { PushpinOutlined, TrophyOutlined } from '@ant-design/icons';
import {
  AdminContentImageUpload,
  AdminFloatDelete,
  AdminFloatList,
  AdminFloatSave,
  AdminSiteModelDelete,
  AdminSiteModelList,
  AdminSiteModelSave,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// Each page is fetched when first opened.
const FloatPage = lazyPage(() => import('./float-page'), 'FloatPage');
const ModelPage = lazyPage(() => import('./model-page'), 'ModelPage');

/** A site's frame pieces staff set, one site at a time: model settings (ads, sponsors, login pictures), float items. */
export const siteWidgetsArea: ConsoleArea = {
  key: 'siteWidgets',
  resources: [
    {
      name: 'site-models',
      list: AdminSiteModelList,
      filters: same('site_id', 'kind'),
      actions: { save: AdminSiteModelSave, remove: AdminSiteModelDelete, upload: AdminContentImageUpload },
    },
    {
      name: 'float-items',
      list: AdminFloatList,
      filters: same('site_id'),
      actions: { save: AdminFloatSave, remove: AdminFloatDelete, upload: AdminContentImageUpload },
    },
  ],
  pages: [
    { path: '/content/models', resource: 'site-models', action: 'list', element: <ModelPage /> },
    { path: '/content/floats', resource: 'float-items', action: 'list', element: <FloatPage /> },
  ],
  menu: [
    {
      key: 'site-models',
      label: 'siteWidgets.menu.models',
      icon: <TrophyOutlined />,
      path: '/content/models',
      resource: 'site-models',
      group: 'content',
    },
    {
      key: 'float-items',
      label: 'siteWidgets.menu.floats',
      icon: <PushpinOutlined />,
      path: '/content/floats',
      resource: 'float-items',
      group: 'content',
    },
  ],
};
