import { COOKIES, FALLBACK_LANG, isLangCode, type LangCode } from '@arks/contracts';
import Cookies from 'js-cookie';
import { applyLanguage } from './instance';

export interface LanguageCookies {
  locale: string | undefined;
  lang: string | undefined;
}

/**
 * Spec §4 initial language: the member's stored choice wins, otherwise the site's default language,
 * otherwise the fallback. A cookie holding an unknown code (an old build, a tampered value) is ignored.
 */
export function resolveInitialLanguage(cookies: LanguageCookies, siteDefault: string | undefined): LangCode {
  if (isLangCode(cookies.locale)) return cookies.locale;
  if (isLangCode(cookies.lang)) return cookies.lang;
  if (isLangCode(siteDefault)) return siteDefault;
  return FALLBACK_LANG;
}

export function readLanguageCookies(): LanguageCookies {
  return { locale: Cookies.get(COOKIES.locale.name), lang: Cookies.get(COOKIES.lang.name) };
}

export function writeLanguageCookies(language: LangCode): void {
  Cookies.set(COOKIES.locale.name, language, {
    expires: COOKIES.locale.days,
    path: COOKIES.locale.path,
    sameSite: COOKIES.locale.sameSite,
  });
  Cookies.set(COOKIES.lang.name, language, { expires: COOKIES.lang.days, path: '/' });
}

/** A member's explicit switch: remembered for a year, then the catalog is loaded lazily. */
export async function switchLanguage(language: LangCode): Promise<void> {
  writeLanguageCookies(language);
  await applyLanguage(language);
}
