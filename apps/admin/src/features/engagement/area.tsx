import { CalendarOutlined, GiftOutlined, MailOutlined } from '@ant-design/icons';
import {
  AdminLetterCancel,
  AdminLetterList,
  AdminLetterSend,
  AdminRedEnvelopeCreate,
  AdminRedEnvelopeList,
  AdminRedEnvelopeStop,
  AdminRedEnvelopeUpdate,
  AdminSignInCampaignCreate,
  AdminSignInCampaignList,
  AdminSignInCampaignStop,
  AdminSignInCampaignUpdate,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// Each page is fetched when first opened.
const LetterList = lazyPage(() => import('./letter-list'), 'LetterList');
const RedEnvelopeList = lazyPage(() => import('./red-envelope-list'), 'RedEnvelopeList');
const SignInList = lazyPage(() => import('./sign-in-list'), 'SignInList');

/** Letters to members and the money campaigns (red envelopes, sign-in calendars) content staff run. */
export const engagementArea: ConsoleArea = {
  key: 'engagement',
  resources: [
    {
      name: 'letters',
      list: AdminLetterList,
      create: AdminLetterSend,
      filters: same('site_id', 'status'),
      actions: { cancel: AdminLetterCancel },
    },
    {
      name: 'red-envelopes',
      list: AdminRedEnvelopeList,
      create: AdminRedEnvelopeCreate,
      update: AdminRedEnvelopeUpdate,
      filters: same('site_id'),
      actions: { stop: AdminRedEnvelopeStop },
    },
    {
      name: 'sign-in-campaigns',
      list: AdminSignInCampaignList,
      create: AdminSignInCampaignCreate,
      update: AdminSignInCampaignUpdate,
      filters: same('site_id'),
      actions: { stop: AdminSignInCampaignStop },
    },
  ],
  pages: [
    { path: '/letters', resource: 'letters', action: 'list', element: <LetterList /> },
    { path: '/red-envelopes', resource: 'red-envelopes', action: 'list', element: <RedEnvelopeList /> },
    { path: '/sign-in-campaigns', resource: 'sign-in-campaigns', action: 'list', element: <SignInList /> },
  ],
  menu: [
    {
      key: 'letters',
      label: 'engagement.menu.letters',
      icon: <MailOutlined />,
      path: '/letters',
      resource: 'letters',
      group: 'content',
    },
    {
      key: 'red-envelopes',
      label: 'engagement.menu.redEnvelopes',
      icon: <GiftOutlined />,
      path: '/red-envelopes',
      resource: 'red-envelopes',
      group: 'content',
    },
    {
      key: 'sign-in-campaigns',
      label: 'engagement.menu.signIn',
      icon: <CalendarOutlined />,
      path: '/sign-in-campaigns',
      resource: 'sign-in-campaigns',
      group: 'content',
    },
  ],
};
