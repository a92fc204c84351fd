import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TStaffLanguage } from '@arks/contracts';
import { AREA_TEXTS } from './area-texts';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';

/** The console's languages, by the staff language code the server keeps (zh_CN, en_US). */
export const CATALOGS: Record<TStaffLanguage, typeof enUS> = {
  zh_CN: withAreaTexts(zhCN, 'zh_CN'),
  en_US: withAreaTexts(enUS, 'en_US'),
};

/**
 * The shared catalog with each area's own texts under the area's key. An area's `root` texts are
 * merged into the catalog's top level: the keys refine looks up by resource name (`<resource>.<resource>`,
 * `documentTitle.<resource>.<action>`), which cannot live under the area's key.
 */
function withAreaTexts(catalog: typeof enUS, language: TStaffLanguage): typeof enUS {
  const merged: Record<string, unknown> = { ...catalog };
  for (const [area, byLanguage] of Object.entries(AREA_TEXTS)) {
    const { root, ...texts } = byLanguage[language] as { root?: Record<string, Record<string, unknown>> };
    merged[area] = texts;
    for (const [key, value] of Object.entries(root ?? {})) {
      merged[key] = { ...(merged[key] as Record<string, unknown> | undefined), ...value };
    }
  }
  return merged as typeof enUS;
}

/** A text the catalogs lack is a bug: said loudly (the e2e run fails on it), the English shown meanwhile. */
export function reportMissing(language: string, key: string): void {
  console.error(`[i18n] missing text ${key} (${language})`);
}

/** One i18next instance for the whole console; react-i18next's hooks and refine's provider share it. */
export function createI18n(language: TStaffLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en_US',
    supportedLngs: Object.keys(CATALOGS),
    resources: Object.fromEntries(
      Object.entries(CATALOGS).map(([lang, catalog]) => [lang, { translation: catalog }]),
    ),
    // Catalogs are bundled: ready at once, no loading state.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (languages, _ns, key) => reportMissing(languages.join(','), key),
  });
  return instance;
}

/** The language a staff member gets before choosing one: Chinese for a Chinese browser, else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): TStaffLanguage {
  return languages.some((lang) => lang.toLowerCase().startsWith('zh')) ? 'zh_CN' : 'en_US';
}
