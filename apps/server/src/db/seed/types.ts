import type { TLogoKind } from '@arks/contracts';
import type { LocalizedText, ThemeColors } from '../schema';

export interface SeedTemplate {
  mobileTemplate: string;
  theme: string;
  colors: ThemeColors;
  homeSections: string[];
  heroImage: string;
  heroTitle: LocalizedText;
  heroSubtitle: LocalizedText;
}

export interface SeedFooterSection {
  section: string;
  titles: LocalizedText;
  items: { titles: LocalizedText; url: string }[];
}

export interface SeedSite {
  id: number;
  name: string;
  titleZh: string;
  titleEn: string;
  theme: string;
  template: string;
  mobileTemplate: string;
  siteTemplate: string;
  defaultLanguage: string;
  timeZone: string;
  isDemo?: boolean;
  captchaEnabled?: boolean;
  linkExpireTime: number;
  gameRoomEnabled: boolean;
  customerServiceUrl: string;
  /** Set by `site:create`; the demo brands get theirs from their first host and the port. */
  publicOrigin?: string;
  hosts: string[];
  currencies: string[];
  languages: string[];
  logos: { kind: TLogoKind; path: string }[];
  templates: SeedTemplate[];
  redirects: { from: string; to: string }[];
  footer: SeedFooterSection[];
}
