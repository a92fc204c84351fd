import type { ColorTokens, RadiusTokens, TypeTokens } from './tokens';

/**
 * What a template is: its tokens and the layout variants the shell and pages draw it with. A template
 * is a whole look (header, hall navigation, home order, hero, radius, density, type), not a tint.
 */

/** Desktop headers: how logo, page links, account and hall navigation are arranged. */
export type DesktopHeader =
  /** Logo, page links and account in one row; the hall bar beneath. */
  | 'two-row'
  /** Page links left, a large centred logo, account right; the hall bar beneath. */
  | 'centered-logo'
  /** One bar: logo left, page links as full-height tabs; halls in a side rail on hall pages. */
  | 'tab-links'
  /** A thin utility strip (page links, language, account) above a bold logo-and-halls bar. */
  | 'utility-strip';

/** Phone headers. */
export type MobileHeader =
  /** Menu button, logo, language and account in one bar. */
  | 'drawer'
  /** Menu, a centred logo and language; the account actions in a full-width row beneath. */
  | 'centered-logo'
  /** A slim bar: small logo left, account and a menu button on the right. */
  | 'compact'
  /** The drawer bar with a scrolling strip of hall tabs attached beneath. */
  | 'hall-tabs';

/** How members switch between game halls (header on desktop, hall pages on phones). */
export type HallNavVariant = 'underline' | 'pill-chips' | 'icon-tabs' | 'side-rail';
/** The home page's game-hall section. */
export type HallCardsVariant = 'cards' | 'tiles' | 'banners';
/** The welcome band and banner frame of the home page. */
export type HeroStyle = 'full-bleed' | 'inset' | 'split' | 'minimal';
/** The phone's fixed tab bar. */
export type TabBarVariant = 'raised' | 'flat' | 'floating';
export type Density = 'comfortable' | 'compact';

export const HOME_SECTIONS = [
  'marquee',
  'banner',
  'guide',
  'jackpot',
  'hot_games',
  'game_halls',
  'ads',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

interface ThemeBase {
  /** The template's own name (an alias resolves to its base first). */
  name: string;
  /** Staff-facing description of the look; members never see it. */
  summary: string;
  scheme: 'light' | 'dark';
  colors: ColorTokens;
  radius: RadiusTokens;
  type: TypeTokens;
  hallNav: HallNavVariant;
  hallCards: HallCardsVariant;
  hero: HeroStyle;
  density: Density;
  /** Every home section, in the template's order; the site may switch some off (home_sections). */
  homeSections: readonly HomeSection[];
}

export interface DesktopTheme extends ThemeBase {
  mode: 'desktop';
  header: DesktopHeader;
}

export interface MobileTheme extends ThemeBase {
  mode: 'mobile';
  header: MobileHeader;
  tabBar: TabBarVariant;
}

export type TemplateTheme = DesktopTheme | MobileTheme;
