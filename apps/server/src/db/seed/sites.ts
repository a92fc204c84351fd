import { seedFooter } from './footer';
import type { SeedSite } from './types';

const homeSections = ['banner', 'marquee', 'game_halls', 'hot_games', 'jackpot', 'sponsor'];
const art = (siteId: number, file: string) => `/static/sites/${siteId}/${file}`;
const logos = (siteId: number): SeedSite['logos'] => [
  { kind: 'desktop', path: art(siteId, 'logo-desktop.svg') },
  { kind: 'mobile', path: art(siteId, 'logo-mobile.svg') },
  { kind: 'favicon', path: art(siteId, 'favicon.svg') },
  // The same marks with a dark wordmark, for the light templates (origin and other light schemes).
  { kind: 'desktop_light', path: art(siteId, 'logo-desktop-light.svg') },
  { kind: 'mobile_light', path: art(siteId, 'logo-mobile-light.svg') },
];

/** Site 1: RMB first, Simplified Chinese first, dark vermilion and gold. Brand invented for this demo. */
const vermilionKoi: SeedSite = {
  id: 1,
  name: 'vermilion-koi',
  titleZh: '朱鲤娱乐',
  titleEn: 'Vermilion Koi',
  theme: 'vermilion',
  template: 'pc',
  mobileTemplate: 'H5_1',
  siteTemplate: 'site02',
  defaultLanguage: 'zh_CN',
  timeZone: 'Asia/Shanghai',
  linkExpireTime: 1440,
  gameRoomEnabled: true,
  customerServiceUrl: '/main/7',
  hosts: ['localhost', '127.0.0.1'],
  currencies: ['RMB', 'USD'],
  languages: ['zh_CN', 'en_US', 'zh_TW'],
  logos: logos(1),
  templates: [
    {
      mobileTemplate: 'H5_1',
      theme: 'vermilion',
      colors: {
        primary: '#d7263d',
        accent: '#f4b942',
        background: '#140b0d',
        surface: '#221316',
        text: '#f8ede3',
      },
      homeSections,
      heroImage: art(1, 'hero.svg'),
      heroTitle: {
        zh_CN: '锦鲤跃龙门，好运自然来',
        zh_TW: '錦鯉躍龍門，好運自然來',
        en_US: 'Where the koi leaps, fortune follows',
      },
      heroSubtitle: {
        zh_CN: '真人娱乐、电子游戏与体育赛事，一站尽享',
        zh_TW: '真人娛樂、電子遊戲與體育賽事，一站盡享',
        en_US: 'Live casino, slots and sports in one place',
      },
    },
    {
      // A lighter variant for the `origin` mobile template, so operators can switch templates live.
      mobileTemplate: 'origin',
      theme: 'vermilion-light',
      colors: {
        primary: '#c41e3a',
        accent: '#d89614',
        background: '#fff8f0',
        surface: '#ffffff',
        text: '#2b1a1c',
      },
      homeSections: ['banner', 'marquee', 'game_halls', 'hot_games'],
      heroImage: art(1, 'hero.svg'),
      heroTitle: {
        zh_CN: '朱鲤娱乐 · 随时随地',
        zh_TW: '朱鯉娛樂 · 隨時隨地',
        en_US: 'Vermilion Koi, anywhere',
      },
      heroSubtitle: {
        zh_CN: '手机上的完整娱乐体验',
        zh_TW: '手機上的完整娛樂體驗',
        en_US: 'The full experience on your phone',
      },
    },
  ],
  redirects: [
    { from: '/promotions', to: '/discount' },
    { from: '/help', to: '/faq' },
  ],
  footer: seedFooter,
};

/** Site 2: VND first, English first, deep teal and orchid. Brand invented for this demo. */
const tidalOrchid: SeedSite = {
  id: 2,
  name: 'tidal-orchid',
  titleZh: '潮汐兰花',
  titleEn: 'Tidal Orchid',
  theme: 'lagoon',
  template: 'pc',
  mobileTemplate: 'H5_2',
  siteTemplate: 'suncity',
  defaultLanguage: 'en_US',
  timeZone: 'Asia/Ho_Chi_Minh',
  linkExpireTime: 720,
  gameRoomEnabled: false,
  customerServiceUrl: '/main/7',
  hosts: ['site2.localhost'],
  currencies: ['VND', 'THB'],
  languages: ['en_US', 'vi_VN', 'th_TH'],
  logos: logos(2),
  templates: [
    {
      mobileTemplate: 'H5_2',
      theme: 'lagoon',
      colors: {
        primary: '#12a4a4',
        accent: '#c86bfa',
        background: '#06141c',
        surface: '#0d2430',
        text: '#e5f4f4',
      },
      homeSections: ['banner', 'marquee', 'hot_games', 'game_halls', 'jackpot'],
      heroImage: art(2, 'hero.svg'),
      heroTitle: {
        en_US: 'Ride the tide of big wins',
        vi_VN: 'Cưỡi con sóng thắng lớn',
        th_TH: 'โต้คลื่นแห่งชัยชนะครั้งใหญ่',
      },
      heroSubtitle: {
        en_US: 'Slots, live tables and sports in one wallet',
        vi_VN: 'Slot, sòng bài trực tiếp và thể thao trong một ví',
        th_TH: 'สล็อต คาสิโนสด และกีฬา ครบในกระเป๋าเดียว',
      },
    },
  ],
  redirects: [
    { from: '/promotions', to: '/discount' },
    { from: '/help', to: '/faq' },
    { from: '/khuyen-mai', to: '/discount' },
  ],
  footer: seedFooter,
};

export const seedSites: SeedSite[] = [vermilionKoi, tidalOrchid];
