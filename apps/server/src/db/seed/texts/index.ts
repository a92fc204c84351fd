import type { LangCode } from '@arks/contracts';
import bnBD from './bn-bd';
import enUS from './en-us';
import hiIN from './hi-in';
import jaJP from './ja-jp';
import koKR from './ko-kr';
import myMM from './my-mm';
import taIN from './ta-in';
import thTH from './th-th';
import type { SeedTexts } from './types';
import viVN from './vi-vn';
import zhCN from './zh-cn';
import zhTW from './zh-tw';

export type { SeedTexts } from './types';

/** Every language of spec §9: a seeded site may offer any of them, so every seeded text has all. */
export const SEED_TEXTS: Record<LangCode, SeedTexts> = {
  zh_TW: zhTW,
  zh_CN: zhCN,
  en_US: enUS,
  vi_VN: viVN,
  ko_KR: koKR,
  ja_JP: jaJP,
  th_TH: thTH,
  hi_IN: hiIN,
  my_MM: myMM,
  ta_IN: taIN,
  bn_BD: bnBD,
};

/** A row's texts: one entry per language code, the shape the member side picks from. */
export type Localized = Record<LangCode, string>;

export function inEveryLanguage(text: (texts: SeedTexts, lang: LangCode) => string): Localized {
  const entries = Object.entries(SEED_TEXTS) as [LangCode, SeedTexts][];
  return Object.fromEntries(entries.map(([lang, texts]) => [lang, text(texts, lang)])) as Localized;
}

export interface TitledSite {
  titleEn: string;
  titleZh: string;
}

/** Chinese readers see the site's Chinese title; every other language its English one. */
export const siteTitle = (site: TitledSite, lang: LangCode) =>
  lang.startsWith('zh_') ? site.titleZh : site.titleEn;

export const withSite = (text: string, site: TitledSite, lang: LangCode) =>
  text.replaceAll('{site}', siteTitle(site, lang));

/** Page and pop-up bodies: one `<p>` per paragraph. */
export const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
