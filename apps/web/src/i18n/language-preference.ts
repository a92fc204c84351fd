import { COOKIES, initialLanguage, isLangCode, LANG_CODES, type LangCode } from '@arks/contracts';
import Cookies from 'js-cookie';
import { applyLanguage } from './instance';

export interface LanguageCookies {
  locale: string | undefined;
  lang: string | undefined;
}

/**
 * Spec §4 initial language (one rule with the server's, in the contracts); `country` is the visitor's
 * (§9 country codes to languages), as the page carried it.
 */
export const resolveInitialLanguage: (
  cookies: LanguageCookies,
  siteDefault: string | undefined,
  offered?: readonly string[],
  country?: string | null,
) => LangCode = initialLanguage;

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
