import { FALLBACK_LANG, isLangCode, LANG_CODES, LANGUAGES, type LangCode } from '@arks/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalog } from './catalogs';

/** The app's single i18next instance; the request wrapper reads its language for the `lang` header. */
export const i18n = i18next.createInstance();

// Catalogs are code-split per language (spec §4 "loads messages lazily").
const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLangCode(language)) {
      callback(new Error(`unsupported language ${language}`), false);
      return;
    }
    loadCatalog(language).then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let initializing: Promise<unknown> | null = null;

export function initI18n(language: LangCode = FALLBACK_LANG): Promise<unknown> {
  initializing ??= i18n
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANG,
      supportedLngs: LANG_CODES,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  return initializing;
}

export function currentLanguage(): LangCode {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLangCode(language) ? language : FALLBACK_LANG;
}

/** Changes the UI language, waiting for its catalog, and keeps <html lang> right for screen readers. */
export async function applyLanguage(language: LangCode): Promise<void> {
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = LANGUAGES[language].bcp47;
}
