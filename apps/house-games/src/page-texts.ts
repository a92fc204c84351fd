import { LANGUAGES, type LangCode } from '@arks/contracts';
import bn_BD from '../public/i18n/bn_BD.js';
import en_US from '../public/i18n/en_US.js';
import hi_IN from '../public/i18n/hi_IN.js';
import ja_JP from '../public/i18n/ja_JP.js';
import ko_KR from '../public/i18n/ko_KR.js';
import my_MM from '../public/i18n/my_MM.js';
import ta_IN from '../public/i18n/ta_IN.js';
import th_TH from '../public/i18n/th_TH.js';
import vi_VN from '../public/i18n/vi_VN.js';
import zh_CN from '../public/i18n/zh_CN.js';
import zh_TW from '../public/i18n/zh_TW.js';

/** The pages are written in each of the site's languages (spec §9 codes). */
export type PageLang = LangCode;

export type TextKey = keyof typeof en_US;

/**
 * Every text of the game pages, per language: the same files the browser loads (public/i18n/<code>.js,
 * one per language), so a language lives in one file. The server needs them before any script runs,
 * for the page title, the game names and the RTP note.
 */
export const PAGE_TEXTS: Record<PageLang, Readonly<Record<TextKey, string>>> = {
  en_US,
  zh_CN,
  zh_TW,
  vi_VN,
  ko_KR,
  ja_JP,
  th_TH,
  hi_IN,
  my_MM,
  ta_IN,
  bn_BD,
};

export const PAGE_LANGS = Object.keys(PAGE_TEXTS) as PageLang[];

/** The `<html lang>` of a page: the BCP 47 tag (`zh-CN`, `th-TH`). */
export const htmlLang = (lang: PageLang): string => LANGUAGES[lang].bcp47;

/** A text by a key built at run time (`name:<game>`), or undefined when English lacks it too. */
export function pageText(lang: PageLang, key: string): string | undefined {
  const own = (texts: Record<string, string>) => (Object.hasOwn(texts, key) ? texts[key] : undefined);
  return own(PAGE_TEXTS[lang]) ?? own(PAGE_TEXTS.en_US);
}

const BY_CODE = new Map(PAGE_LANGS.map((code) => [code.toLowerCase(), code]));
/** A bare or other-region language reads its one page language (`vi`, `en_GB`); Chinese is split below. */
const BY_LANGUAGE = new Map(
  PAGE_LANGS.filter((code) => !code.startsWith('zh_')).map((code) => [code.slice(0, 2).toLowerCase(), code]),
);
/** Traditional script for the regions that read it; any other Chinese reads Simplified. */
const TRADITIONAL = new Set(['zh_tw', 'zh_hk', 'zh_mo', 'zh_hant']);

/**
 * The page language for a `?lang=` the site sent (its codes look like `zh_CN`, `en_US`, `vi_VN`; `th-TH`
 * is read the same). Anything else, or anything odd, reads English.
 */
export function pageLang(raw: unknown): PageLang {
  if (typeof raw !== 'string' || !/^[A-Za-z_-]{2,10}$/.test(raw)) return 'en_US';
  const code = raw.replace(/-/g, '_').toLowerCase();
  const exact = BY_CODE.get(code);
  if (exact) return exact;
  const language = code.split('_')[0]!;
  if (language === 'zh') return TRADITIONAL.has(code) ? 'zh_TW' : 'zh_CN';
  return BY_LANGUAGE.get(language) ?? 'en_US';
}
