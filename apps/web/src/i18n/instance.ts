import { FALLBACK_LANG, isLangCode, LANG_CODES, LANGUAGES, type LangCode } from '@arks/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalog } from './catalogs';

/** The app's single i18next instance; the request wrapper reads its language for the `lang` header. */
export const i18n = i18next.createInstance();

/** The language being applied: English is read as a fallback only when it is not this one. */
let target: LangCode = FALLBACK_LANG;
let englishLoaded = false;
let englishLoading: Promise<void> | null = null;

// Catalogs are code-split per language (spec §4 "loads messages lazily").
const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLangCode(language)) {
      callback(new Error(`unsupported language ${language}`), false);
      return;
    }
    // English is every language's fallback, but every catalog holds all its keys (catalogs.test.ts):
    // it is downloaded when it is the language, or once a text turns out missing (missingKeyHandler).
    if (language === FALLBACK_LANG && target !== FALLBACK_LANG && !englishLoaded) {
      callback(null, {});
      return;
    }
    loadCatalog(language).then(
      (catalog) => {
        if (language === FALLBACK_LANG) englishLoaded = true;
        callback(null, catalog);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Fills in the English fallback that was left out; components re-render when it arrives. */
function ensureEnglish(): Promise<void> {
  if (englishLoaded) return Promise.resolve();
  englishLoading ??= loadCatalog(FALLBACK_LANG).then(
    (catalog) => {
      englishLoaded = true;
      i18n.addResourceBundle(FALLBACK_LANG, 'translation', catalog, true, true);
    },
    (error: unknown) => {
      englishLoading = null;
      throw error;
    },
  );
  return englishLoading;
}

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
      // A missing text fetches the English fallback; 'added' re-renders what showed the bare key.
      saveMissing: true,
      missingKeyHandler: () => {
        ensureEnglish().catch(() => undefined);
      },
      react: { useSuspense: false, bindI18nStore: 'added' },
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
  target = language;
  await initI18n(language);
  if (language === FALLBACK_LANG) await ensureEnglish();
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = LANGUAGES[language].bcp47;
}
