import type { TEnvConfig, TFooterSection, TTemplateConfig } from '@arks/contracts';

/** Test fixtures shaped by the shared contracts (the real server seeds its own data). */
export const envConfig: TEnvConfig = {
  site_id: 1,
  site_name: 'site01',
  title_zh: '测试娱乐城',
  title_en: 'Test Casino',
  theme: 'gold',
  template: 'pc',
  mobile_template: 'H5_1',
  site_template: 'site02',
  currencies: ['RMB', 'USD'],
  languages: ['zh_CN', 'en_US', 'zh_TW'],
  default_language: 'zh_CN',
  time_zone: 'America/Caracas',
  is_demo: false,
  link_expire_time: 60,
  game_room_enabled: false,
  maintenance: null,
  customer_service_url: 'https://cs.example.com',
  CONFIG_WEBSOCKET_URL: 'ws://localhost:3999',
  CONFIG_WEBSOCKET_URL_SSL: 'wss://localhost:3999',
  redirects: [
    { from: '/old-promo', to: '/discount' },
    { from: '/evil', to: 'javascript:alert(1)' },
  ],
};

export const templateConfig: TTemplateConfig = {
  template: 'pc',
  mobile_template: 'H5_1',
  theme: 'gold',
  colors: {
    primary: '#d4af37',
    accent: '#c0392b',
    background: '#0b0f1a',
    surface: '#151b2b',
    text: '#f5f5f5',
  },
  home_sections: ['banner', 'game_halls', 'jackpot'],
  hero: { image: '/static/hero.jpg', title: 'Hero title', subtitle: 'Hero subtitle' },
};

export const footerSections: TFooterSection[] = [
  {
    id: 1,
    section: 'customer_service',
    title: 'Customer service',
    items: [
      { id: 11, title: 'Live chat', url: 'https://chat.example.com' },
      { id: 12, title: 'Contact us', url: 'main/3' },
    ],
  },
  { id: 2, section: 'discount', title: 'Promotions', items: [{ id: 21, title: 'FAQ', url: 'faq/2' }] },
];

/** The site's halls as the server names them (spec §3 game type): the seeded defaults, in two languages. */
const hallNames: Record<string, string[]> = {
  zh_CN: ['电子游戏', '真人视讯', '体育赛事', '彩票游戏', '棋牌游戏', '虚拟体育', '斗鸡', '电子竞技'],
  en_US: [
    'Slots',
    'Live Casino',
    'Sports',
    'Lottery',
    'Card Games',
    'Virtual Sports',
    'Cockfight',
    'Esports',
  ],
};
export const hallList = (lang: string) =>
  (hallNames[lang] ?? hallNames.en_US!).map((gt_name, i) => ({
    gt_id: i + 2,
    gt_name,
    gt_icon: `bundled:${i + 2}`,
    gt_icon_active: `bundled:${i + 2}`,
    gp_list: [],
  }));

export type Routes = Record<string, (body: unknown, headers: Record<string, string>) => unknown>;

/** A fetch answering the site calls with envelopes, recording what it was asked. */
export function siteFetch(overrides: Routes = {}) {
  const routes: Routes = {
    '/api/arks/web/site/detail': () => ({ site_id: 1, env_config: envConfig }),
    '/api/web/logo': () => ({ list: [{ id: 1, kind: 'desktop', photo_path: '/static/logo.png' }] }),
    '/api/template_config': () => templateConfig,
    '/api/arks/web/footer': () => ({ list: footerSections }),
    '/api/v3/game_list': (_body, headers) => hallList(headers.lang ?? 'zh_CN'),
    ...overrides,
  };
  const calls: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url, body, headers });
    const route = routes[url];
    if (!route) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify({ code: 1000, message: 'ok', data: route(body, headers) }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}
