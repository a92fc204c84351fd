import {
  LayoutOutlined,
  MobileOutlined,
  PictureOutlined,
  PushpinOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import {
  AdminContentImageUpload,
  AdminFloatDelete,
  AdminFloatList,
  AdminFloatSave,
  AdminFooterList,
  AdminFooterSave,
  AdminMobileFooterList,
  AdminMobileFooterReset,
  AdminMobileFooterSave,
  AdminRegisterBackgroundList,
  AdminRegisterBackgroundSave,
  AdminSiteModelDelete,
  AdminSiteModelList,
  AdminSiteModelSave,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// Each page is fetched when first opened.
const FloatPage = lazyPage(() => import('./float-page'), 'FloatPage');
const FooterPage = lazyPage(() => import('./footer-page'), 'FooterPage');
const MobileFooterPage = lazyPage(() => import('./mobile-footer-page'), 'MobileFooterPage');
const ModelPage = lazyPage(() => import('./model-page'), 'ModelPage');
const RegisterBackgroundPage = lazyPage(() => import('./register-background-page'), 'RegisterBackgroundPage');

/**
 * A site's frame pieces staff set, one site at a time: model settings (ads, sponsors, login pictures),
 * float items, the desktop footer, the mobile tab bar and the register background.
 */
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
    {
      name: 'site-footer',
      list: AdminFooterList,
      filters: same('site_id'),
      actions: { save: AdminFooterSave },
    },
    {
      name: 'mobile-footer',
      list: AdminMobileFooterList,
      filters: same('site_id', 'template'),
      actions: { save: AdminMobileFooterSave, reset: AdminMobileFooterReset },
    },
    {
      name: 'register-background',
      list: AdminRegisterBackgroundList,
      filters: same('site_id'),
      actions: { save: AdminRegisterBackgroundSave, upload: AdminContentImageUpload },
    },
  ],
  pages: [
    { path: '/content/models', resource: 'site-models', action: 'list', element: <ModelPage /> },
    { path: '/content/floats', resource: 'float-items', action: 'list', element: <FloatPage /> },
    { path: '/content/footer', resource: 'site-footer', action: 'list', element: <FooterPage /> },
    {
      path: '/content/mobile-footer',
      resource: 'mobile-footer',
      action: 'list',
      element: <MobileFooterPage />,
    },
    {
      path: '/content/register-background',
      resource: 'register-background',
      action: 'list',
      element: <RegisterBackgroundPage />,
    },
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
    {
      key: 'site-footer',
      label: 'siteWidgets.menu.footer',
      icon: <LayoutOutlined />,
      path: '/content/footer',
      resource: 'site-footer',
      group: 'content',
    },
    {
      key: 'mobile-footer',
      label: 'siteWidgets.menu.mobileFooter',
      icon: <MobileOutlined />,
      path: '/content/mobile-footer',
      resource: 'mobile-footer',
      group: 'content',
    },
    {
      key: 'register-background',
      label: 'siteWidgets.menu.registerBackground',
      icon: <PictureOutlined />,
      path: '/content/register-background',
      resource: 'register-background',
      group: 'content',
    },
  ],
};
