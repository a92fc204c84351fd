import { TrophyOutlined } from '@ant-design/icons';
import {
  AdminContentImageUpload,
  AdminSiteModelDelete,
  AdminSiteModelList,
  AdminSiteModelSave,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { same } from '../../app/resources';
import { ModelPage } from './model-page';

/** A site's frame pieces staff set, one site at a time: model settings (ads, sponsors, login pictures). */
export const siteWidgetsArea: ConsoleArea = {
  key: 'siteWidgets',
  resources: [
    {
      name: 'site-models',
      list: AdminSiteModelList,
      filters: same('site_id', 'kind'),
      actions: { save: AdminSiteModelSave, remove: AdminSiteModelDelete, upload: AdminContentImageUpload },
    },
  ],
  pages: [{ path: '/content/models', resource: 'site-models', action: 'list', element: <ModelPage /> }],
  menu: [
    {
      key: 'site-models',
      label: 'siteWidgets.menu.models',
      icon: <TrophyOutlined />,
      path: '/content/models',
      resource: 'site-models',
      group: 'content',
    },
  ],
};
