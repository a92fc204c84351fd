/** Business constants of spec §9, one place for web, server and tests. Times are milliseconds. */

export const TIMING = {
  requestTimeout: 30_000,
  toastDuration: 3_000,
  toastOffset: 16,
  resizeDebounce: 1_000,
  reloadGuard: 10_000,
  payloadPrefetch: 1_000,
  windowWaitPoll: 500,
  leaveStateClear: 30_000,
  balanceReturnCountdown: 10_000,
  quitDelayAfterReload: 300,
  loginExpiryWait: 2_000,
  redEnvelopeRefetch: 3_000,
  smsResend: 300_000,
  forgotSmsTimer: 300_000,
  captchaRetryWait: 1_000,
  loadingFade: 400,
  /** Not in the spec ("manifest poll interval not shown"); a minute is cheap and timely. */
  buildManifestPoll: 60_000,
} as const;

export const LIMITS = {
  badgeCap: 99,
  jackpotIntegerDigits: 10,
  desktopBreakpoint: 992,
  letterPageSize: 50,
  platformDescriptionNames: 15,
  doubleValidationQuestions: 3,
  passwordMin: 6,
  passwordMax: 12,
  accountMin: 6,
  accountMax: 12,
  contactMin: 5,
  contactMax: 50,
  phoneVerifyCodeLength: 6,
  vndPhoneLength: 10,
  withdrawPasswordLength: 4,
} as const;

export const GAME_WINDOW = { width: 1500, height: 800 } as const;

export const SOCKET_RECONNECT = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20_000,
} as const;

/** Cookie lifetimes (§9). Days unless named otherwise. */
export const COOKIES = {
  lang: { name: 'lang', days: 365 },
  ccy: { name: 'ccy', days: 1 },
  agentDomain: { name: 'agent_domain_id', days: 1 },
  locale: { name: 'i18n_redirected', days: 365, path: '/', sameSite: 'lax' },
  isFastDeposit: { name: 'isFastDeposit' },
  isRouteRegister: { name: 'isRouteRegister' },
  memberAgent: { name: 'member_agent' },
  recommendCode: { name: 'recommend_code' },
  registerType: { name: 'register_type' },
  /** The agent link (/register?link=<code>) a visitor came through, for LINK_EXPIRE_TIME minutes. */
  agentLink: { name: 'agent_link' },
  /** The visitor token the link visit answered: one click per visitor per link per day. */
  agentLinkVisitor: { name: 'agent_link_visitor', days: 1 },
} as const;

export const DEFAULT_TIME_ZONE = 'America/Caracas';
export const FALLBACK_LOCALE = 'en-US';

/** Minor-unit exponents follow ISO 4217, except where the operators settle in whole units (VND, WON, JPY). */
export const CURRENCIES = {
  RMB: { symbol: '¥', exponent: 2 },
  VND: { symbol: '₫', exponent: 0 },
  WON: { symbol: '₩', exponent: 0 },
  JPY: { symbol: '¥', exponent: 0 },
  THB: { symbol: '฿', exponent: 2 },
  USD: { symbol: '$', exponent: 2 },
  INR: { symbol: '₹', exponent: 2 },
  MMK: { symbol: 'K', exponent: 0 },
  BRL: { symbol: 'R$', exponent: 2 },
  BDT: { symbol: '৳', exponent: 2 },
  // The spec lists ₭ for NGN; kept as specified (the naira sign would be ₦).
  NGN: { symbol: '₭', exponent: 2 },
} as const;
export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/**
 * Bounds on money that staff issue or move by hand, per currency in minor units (design.md "Security
 * rules": every amount is bounded). Sized to about the same value in every currency (USD 1,000,000
 * single amount, USD 10,000 four-eyes threshold, USD 1,000,000,000 member balance) and far below
 * bigint's 9.2e18, so no sum of bounded amounts can overflow a balance column.
 * - `maxAmount`: one adjustment, one campaign budget, one envelope prize or sign-in reward.
 * - `approvalAbove`: a manual adjustment larger than this (either sign) waits for a second approver.
 * - `maxBalance`: a manual credit never takes a member's main wallet above this.
 */
export const MONEY_LIMITS = {
  RMB: { maxAmount: 500_000_000n, approvalAbove: 5_000_000n, maxBalance: 500_000_000_000n },
  USD: { maxAmount: 100_000_000n, approvalAbove: 1_000_000n, maxBalance: 100_000_000_000n },
  THB: { maxAmount: 3_000_000_000n, approvalAbove: 30_000_000n, maxBalance: 3_000_000_000_000n },
  INR: { maxAmount: 8_000_000_000n, approvalAbove: 80_000_000n, maxBalance: 8_000_000_000_000n },
  BRL: { maxAmount: 500_000_000n, approvalAbove: 5_000_000n, maxBalance: 500_000_000_000n },
  BDT: { maxAmount: 10_000_000_000n, approvalAbove: 100_000_000n, maxBalance: 10_000_000_000_000n },
  NGN: { maxAmount: 100_000_000_000n, approvalAbove: 1_000_000_000n, maxBalance: 100_000_000_000_000n },
  VND: { maxAmount: 25_000_000_000n, approvalAbove: 250_000_000n, maxBalance: 25_000_000_000_000n },
  WON: { maxAmount: 1_000_000_000n, approvalAbove: 10_000_000n, maxBalance: 1_000_000_000_000n },
  JPY: { maxAmount: 150_000_000n, approvalAbove: 1_500_000n, maxBalance: 150_000_000_000n },
  MMK: { maxAmount: 2_000_000_000n, approvalAbove: 20_000_000n, maxBalance: 2_000_000_000_000n },
} as const satisfies Record<CurrencyCode, { maxAmount: bigint; approvalAbove: bigint; maxBalance: bigint }>;

/**
 * A withdrawal larger than this (minor units) needs two finance staff: the first approval records a
 * proposal, a second, different staff member's approval moves the money. Sized to about USD 5,000 in
 * every currency (half of MONEY_LIMITS' adjustment threshold: a withdrawal is cash leaving for good),
 * and below every currency's largest single withdrawal (WITHDRAW_LIMITS.max), so the rule bites.
 */
export const WITHDRAWAL_APPROVAL_ABOVE = {
  RMB: 3_000_000n,
  USD: 500_000n,
  THB: 15_000_000n,
  INR: 40_000_000n,
  BRL: 2_500_000n,
  BDT: 60_000_000n,
  NGN: 750_000_000n,
  VND: 125_000_000n,
  WON: 7_000_000n,
  JPY: 750_000n,
  MMK: 10_000_000n,
} as const satisfies Record<CurrencyCode, bigint>;

/**
 * Languages with their wire ids (§9), the country whose flag stands for them, the BCP 47 tag used by
 * Intl, and the currency a visitor of that language starts with (falls back to the site's first).
 */
export const LANGUAGES = {
  zh_TW: { id: 0, country: 'TW', bcp47: 'zh-TW', currency: 'RMB', native: '繁體中文' },
  zh_CN: { id: 1, country: 'CN', bcp47: 'zh-CN', currency: 'RMB', native: '简体中文' },
  en_US: { id: 2, country: 'US', bcp47: 'en-US', currency: 'USD', native: 'English' },
  vi_VN: { id: 3, country: 'VN', bcp47: 'vi-VN', currency: 'VND', native: 'Tiếng Việt' },
  ko_KR: { id: 4, country: 'KR', bcp47: 'ko-KR', currency: 'WON', native: '한국어' },
  ja_JP: { id: 5, country: 'JP', bcp47: 'ja-JP', currency: 'JPY', native: '日本語' },
  th_TH: { id: 6, country: 'TH', bcp47: 'th-TH', currency: 'THB', native: 'ไทย' },
  hi_IN: { id: 7, country: 'IN', bcp47: 'hi-IN', currency: 'INR', native: 'हिन्दी' },
  my_MM: { id: 8, country: 'MM', bcp47: 'my-MM', currency: 'MMK', native: 'မြန်မာ' },
  ta_IN: { id: 9, country: 'IN', bcp47: 'ta-IN', currency: 'INR', native: 'தமிழ்' },
  bn_BD: { id: 10, country: 'BD', bcp47: 'bn-BD', currency: 'BDT', native: 'বাংলা' },
} as const satisfies Record<
  string,
  { id: number; country: string; bcp47: string; currency: CurrencyCode; native: string }
>;
export type LangCode = keyof typeof LANGUAGES;
export const LANG_CODES = Object.keys(LANGUAGES) as LangCode[];
export const FALLBACK_LANG: LangCode = 'en_US';

/** Country codes to languages (§9); LA reads Vietnamese, TA is the spec's code for Tamil. */
export const COUNTRY_LANGUAGE: Record<string, LangCode> = {
  TW: 'zh_TW',
  CN: 'zh_CN',
  US: 'en_US',
  VN: 'vi_VN',
  LA: 'vi_VN',
  KR: 'ko_KR',
  JP: 'ja_JP',
  TH: 'th_TH',
  IN: 'hi_IN',
  MM: 'my_MM',
  TA: 'ta_IN',
  BD: 'bn_BD',
};

export function isLangCode(value: unknown): value is LangCode {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/**
 * Spec §4 initial language: the member's stored choice (the `locale` cookie, else `lang`) wins; a first
 * visitor gets the language of their country (§9 country codes to languages, the country a CDN header
 * names) when the site offers it; otherwise the site's default language, otherwise the fallback. A stored
 * choice the site does not offer (another site's language, an old build, a tampered cookie) is ignored:
 * a site speaks only the languages it is configured with. The page and the server (which sends the first
 * page's banners) decide by this one rule.
 */
export function initialLanguage(
  cookies: { locale: string | undefined; lang: string | undefined },
  siteDefault: string | undefined,
  offered: readonly string[] = [],
  country?: string | null,
): LangCode {
  const usable = (code: string | undefined): code is LangCode =>
    isLangCode(code) && (offered.length === 0 || offered.includes(code));
  if (usable(cookies.locale)) return cookies.locale;
  if (usable(cookies.lang)) return cookies.lang;
  const ofCountry = country ? COUNTRY_LANGUAGE[country.toUpperCase()] : undefined;
  if (usable(ofCountry)) return ofCountry;
  if (isLangCode(siteDefault)) return siteDefault;
  return FALLBACK_LANG;
}

/**
 * Where the app shell tells the page the visitor's country (an ISO 3166 code from the CDN's header), so
 * the page picks a first visitor's language by the rule the server used for the answers it carried.
 */
export const COUNTRY_BOOT_KEY = 'RequestCountry';

export const DEVICE_TYPES = {
  desktop: 1,
  mobile: 2,
  app: 3,
  gesture: 4,
  finger: 5,
  wechat: 6,
  pwa: 7,
} as const;
export const DEVICE_KINDS = ['desktop', 'mobile', 'app', 'pwa'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** `support_device` on list calls (§7). */
export const SUPPORT_DEVICE = { desktop: 0, mobile: 1, app: 2 } as const;
/** `display_device` on pop-up promotions (§3). */
export const DISPLAY_DEVICE = { both: 0, desktop: 1, mobile: 2 } as const;
/** Banner `use_type` (§7). */
export const BANNER_USE_TYPE = { desktop: 0, small: 1, mobile: 2 } as const;

export const PLATFORMS = ['web', 'ios', 'iosStore', 'android', 'notSupport'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const DESKTOP_TEMPLATE = 'pc';
/**
 * Templates a site's desktop pages (>= 992 px) are drawn with (`template` in env_config): the desktop
 * template pc and the site templates of spec §1 that are whole desktop looks (site02, suncity, apsport).
 */
export const DESKTOP_TEMPLATES = [DESKTOP_TEMPLATE, 'site02', 'suncity', 'apsport'] as const;
export type DesktopTemplate = (typeof DESKTOP_TEMPLATES)[number];
/**
 * Templates for phone-sized pages (`mobile_template`): H5_1 to H5_8, origin and bob, and the spec's
 * mobile site-template names, which are aliases (`MOBILE_TEMPLATE_ALIASES`).
 */
export const MOBILE_TEMPLATES = [
  'H5_1',
  'H5_2',
  'H5_3',
  'H5_4',
  'H5_5',
  'H5_6',
  'H5_7',
  'H5_8',
  'origin',
  'bob',
  'origin_mobile',
  'bob_mobile_template',
] as const;
export type MobileTemplate = (typeof MOBILE_TEMPLATES)[number];
/** Spec §1 site templates origin_mobile and bob_mobile_template are the origin and bob looks. */
export const MOBILE_TEMPLATE_ALIASES = {
  origin_mobile: 'origin',
  bob_mobile_template: 'bob',
} as const satisfies Partial<Record<MobileTemplate, MobileTemplate>>;
export type MobileTemplateBase = Exclude<MobileTemplate, keyof typeof MOBILE_TEMPLATE_ALIASES>;
/** The template an alias stands for; any other name is its own base. */
export function mobileTemplateBase(name: MobileTemplate): MobileTemplateBase {
  return (
    (MOBILE_TEMPLATE_ALIASES as Partial<Record<MobileTemplate, MobileTemplateBase>>)[name] ??
    (name as MobileTemplateBase)
  );
}
/** `site_template` (the ad channel's name, spec §7): every site template spec §1 has seen. */
export const SITE_TEMPLATES = [
  'site02',
  'suncity',
  'apsport',
  'origin_mobile',
  'bob_mobile_template',
] as const;

/** Game halls gt_id 2-9 (§3). */
export const GAME_HALLS = {
  2: { key: 'slot', name: 'Slot', appPrefix: 'e_' },
  3: { key: 'live', name: 'Live Casino', appPrefix: 'v_' },
  4: { key: 'sport', name: 'Sports', appPrefix: 's_' },
  5: { key: 'lottery', name: 'Lottery', appPrefix: 'l_' },
  6: { key: 'card', name: 'Card Game', appPrefix: 'c_' },
  7: { key: 'virtual_sport', name: 'Virtual Sport', appPrefix: 't_' },
  8: { key: 'cockfight', name: 'Cockfight', appPrefix: 'd_' },
  9: { key: 'esport', name: 'Esport', appPrefix: 'g_' },
} as const;
export type GameHallId = keyof typeof GAME_HALLS;
export const GAME_HALL_IDS = Object.keys(GAME_HALLS).map(Number) as GameHallId[];
export const SLOT_HALL_ID = 2;

/**
 * A hall's icon (spec §3 gt_icon, gt_icon_active): a picture of the content image store, or
 * `bundled:<gt_id>`, the artwork the member site ships for that hall (what every hall starts with).
 */
export const HALL_BUNDLED_ICON = /^bundled:([2-9])$/;
export const bundledHallIcon = (gtId: number) => `bundled:${gtId}`;
/** The hall whose bundled artwork an icon names, or null for a stored picture. */
export function bundledHallOf(icon: string | null): number | null {
  const m = icon ? HALL_BUNDLED_ICON.exec(icon) : null;
  return m ? Number(m[1]) : null;
}

/**
 * Spec §6 provider lists: the defaults of each site's lists, which staff edit in the console and the
 * server applies (games/providers provider-lists.ts). Demo play is limited to the demo list.
 */
export const DEMO_PROVIDERS = ['GPR8', 'GPJD', 'GPFC', 'GPJL'] as const;

/** Closed in that app: not listed, not launched. */
export const PLATFORM_BLOCKED_PROVIDERS = {
  ios: ['GPPT', 'GPPT2', 'GPPL', 'GPNE', 'GPNBB'],
  android: ['GPOG'],
} as const;
/** The spec's second list, our reading: in that app these providers' games open outside the web view (redirect). */
export const PLATFORM_SECOND_LIST = {
  ios: ['GPAB', 'GPCQ', 'GPCQ2', 'GPLE', 'GPLE2'],
  android: ['GPAB', 'GPCQ', 'GPCQ2'],
} as const;

/** Footer section kinds (§2). */
export const FOOTER_SECTIONS = [
  'announcement',
  'deposit',
  'discount',
  'home',
  'letter',
  'sign_up_user',
  'sponsor',
  'wallet',
  'withdrawal',
  'customer_service',
  'custom_link',
] as const;
export type FooterSection = (typeof FOOTER_SECTIONS)[number];

/** Native app bridge messages (§7). */
export const NATIVE_BRIDGE_MESSAGES = [
  'status',
  'callTouchID',
  'cleanAccPW',
  'isOpenGame',
  'logout',
] as const;

export const CAPTCHA_TYPE = { login: 1, register: 2 } as const;

export const JACKPOT_DIGITS = 10;

/* ---------- the phone's tab bar (site-widgets.ts holds its calls) ---------- */

/** What a tab does: the site's own entries, or `link` to `url`. */
export const MOBILE_FOOTER_KINDS = [
  'home',
  'discount',
  'deposit',
  'service',
  'user',
  'letter',
  'sponsor',
  'app',
  'link',
] as const;
export type MobileFooterKind = (typeof MOBILE_FOOTER_KINDS)[number];

/** The tab bar a site shows until staff set its own for a template. */
export const DEFAULT_MOBILE_FOOTER: { kind: MobileFooterKind; title: string; url: string }[] = [
  { kind: 'home', title: '', url: '' },
  { kind: 'discount', title: '', url: '' },
  { kind: 'deposit', title: '', url: '' },
  { kind: 'service', title: '', url: '' },
  { kind: 'user', title: '', url: '' },
];

/* ---------- the footer's links (site.ts holds the Footer call) ---------- */

/** Footer item url is an outer link if http(s), else main/{id} or faq/{id} (§2). */
export function footerItemHref(url: string): { outer: boolean; href: string } {
  if (/^https?:\/\//i.test(url)) return { outer: true, href: url };
  return { outer: false, href: url.startsWith('/') ? url : `/${url}` };
}

/** The BroadcastChannel between a site's tabs (spec §3 "Realtime"); realtime.ts holds its messages. */
export const CROSS_TAB_CHANNEL = 'arks';

/**
 * A site's first currency: what a visitor plays and sees prices in, and a member's until their own is
 * known. Every site has one (SiteDetail's env_config requires it), so the empty fallback is never used.
 */
export function siteCurrency(env: { currencies: readonly string[] }): string {
  return env.currencies[0] ?? '';
}

/**
 * member_type values (spec §3: "agent is member_type other than 1"; the values themselves are not
 * shown). Ours: 2 an active agent, 3 an agent staff suspended (still an agent, its links register
 * nobody and its centre is closed until staff restore it).
 */
export const MEMBER_TYPE = { member: 1, agent: 2, suspendedAgent: 3 } as const;
