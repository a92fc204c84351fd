import { COOKIES, FALLBACK_LANG, isLangCode, LANG_CODES, type LangCode } from '@arks/contracts';
import Cookies from 'js-cookie';
import { applyLanguage } from './instance';

export interface LanguageCookies {
  locale: string | undefined;
  lang: string | undefined;
}

/**
 * Spec §4 initial language: the member's stored choice wins, otherwise the site's default language,
 * otherwise the fallback. A stored choice the site does not offer (another site's language, an old
 * build, a tampered cookie) is ignored: a site speaks only the languages it is configured with.
 */
export function resolveInitialLanguage(
  cookies: LanguageCookies,
  siteDefault: string | undefined,
  offered: readonly string[] = [],
): LangCode {
  const usable = (code: string | undefined): code is LangCode =>
    isLangCode(code) && (offered.length === 0 || offered.includes(code));
  if (usable(cookies.locale)) return cookies.locale;
  if (usable(cookies.lang)) return cookies.lang;
  if (isLangCode(siteDefault)) return siteDefault;
  return FALLBACK_LANG;
}

/** The languages a site offers, in its order; every language when the site names none. */
export function offeredLanguages(configured: readonly string[] | undefined): LangCode[] {
  const known = (configured ?? []).filter(isLangCode);
  return known.length > 0 ? known : [...LANG_CODES];
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
