import {
  CustomerServiceOutlined,
  NotificationOutlined,
  PictureOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import {
  AdminBannerDelete,
  AdminBannerList,
  AdminBannerSave,
  AdminContentImageUpload,
  AdminCustomerServiceChannelList,
  AdminCustomerServiceChannelsSave,
  AdminMarqueeDelete,
  AdminMarqueeList,
  AdminMarqueeSave,
  AdminPopupDelete,
  AdminPopupList,
  AdminPopupSave,
  AdminPopupSettings,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// Each page is fetched when first opened.
const BannerPage = lazyPage(() => import('./banner-page'), 'BannerPage');
const MarqueePage = lazyPage(() => import('./marquee-page'), 'MarqueePage');
const PopupPage = lazyPage(() => import('./popup-page'), 'PopupPage');
const ServicePage = lazyPage(() => import('./service-page'), 'ServicePage');

/** Home content of one site at a time: banners (with picture upload), pop-up promotions, marquee. */
export const contentArea: ConsoleArea = {
  key: 'content',
  resources: [
    {
      name: 'banners',
      list: AdminBannerList,
      filters: same('site_id'),
      actions: { save: AdminBannerSave, remove: AdminBannerDelete, upload: AdminContentImageUpload },
    },
    {
      name: 'popups',
      list: AdminPopupList,
      filters: same('site_id'),
      actions: { save: AdminPopupSave, remove: AdminPopupDelete, settings: AdminPopupSettings },
    },
    {
      name: 'marquee',
      list: AdminMarqueeList,
      filters: same('site_id'),
      actions: { save: AdminMarqueeSave, remove: AdminMarqueeDelete },
    },
    {
      name: 'customer-service',
      list: AdminCustomerServiceChannelList,
      filters: same('site_id'),
      actions: { save: AdminCustomerServiceChannelsSave },
    },
  ],
  pages: [
    { path: '/content/banners', resource: 'banners', action: 'list', element: <BannerPage /> },
    { path: '/content/popups', resource: 'popups', action: 'list', element: <PopupPage /> },
    { path: '/content/marquee', resource: 'marquee', action: 'list', element: <MarqueePage /> },
    { path: '/content/service', resource: 'customer-service', action: 'list', element: <ServicePage /> },
  ],
  menu: [
    {
      key: 'banners',
      label: 'content.menu.banners',
      icon: <PictureOutlined />,
      path: '/content/banners',
      resource: 'banners',
      group: 'content',
    },
    {
      key: 'popups',
      label: 'content.menu.popups',
      icon: <NotificationOutlined />,
      path: '/content/popups',
      resource: 'popups',
      group: 'content',
    },
    {
      key: 'marquee',
      label: 'content.menu.marquee',
      icon: <SoundOutlined />,
      path: '/content/marquee',
      resource: 'marquee',
      group: 'content',
    },
    {
      key: 'customer-service',
      label: 'content.menu.service',
      icon: <CustomerServiceOutlined />,
      path: '/content/service',
      resource: 'customer-service',
      group: 'content',
    },
  ],
};
