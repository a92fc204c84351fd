import type { I18nProvider } from '@refinedev/core';
import type { i18n as I18n } from 'i18next';
import { reportMissing } from '../i18n';

/**
 * Refine's texts through the console's i18next. Refine passes an English default with each key;
 * it is shown only if the catalogs lack the key, which is reported (and fails the e2e run).
 */
export function createI18nProvider(i18n: I18n): I18nProvider {
  return {
    translate(key, options, defaultMessage) {
      const fallback = typeof options === 'string' ? options : defaultMessage;
      const params = typeof options === 'object' && options !== null ? options : undefined;
      if (i18n.exists(key)) return i18n.t(key, params) as string;
      // Refine asks for the title of "no resource" (undefined.undefined) on pages outside one.
      if (!key.startsWith('undefined.')) reportMissing(i18n.language, key);
      return fallback ?? key;
    },
    changeLocale: (locale) => i18n.changeLanguage(locale),
    getLocale: () => i18n.language,
  };
}
