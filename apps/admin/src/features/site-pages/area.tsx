import { FileTextOutlined } from '@ant-design/icons';
import { AdminInfoPageDelete, AdminInfoPageList, AdminInfoPageSave } from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// Each page is fetched when first opened.
const InfoPagesPage = lazyPage(() => import('./info-pages-page'), 'InfoPagesPage');

/** The member site's own pages, one site at a time: information pages (promotions, FAQ, about). */
export const sitePagesArea: ConsoleArea = {
  key: 'sitePages',
  resources: [
    {
      name: 'info-pages',
      list: AdminInfoPageList,
      filters: same('site_id', 'kind'),
      actions: { save: AdminInfoPageSave, remove: AdminInfoPageDelete },
    },
  ],
  pages: [
    { path: '/content/info-pages', resource: 'info-pages', action: 'list', element: <InfoPagesPage /> },
  ],
  menu: [
    {
      key: 'info-pages',
      label: 'sitePages.menu.info',
      icon: <FileTextOutlined />,
      path: '/content/info-pages',
      resource: 'info-pages',
      group: 'content',
    },
  ],
};
