import { validationMessages, type LangCode } from '@arks/contracts';
import type { Catalog, PartialCatalog } from './catalog-types';

type CatalogModule = { default: Catalog | PartialCatalog };

/** One dynamic import per language, so a member downloads only the catalogs they use. */
const loaders: Record<LangCode, () => Promise<CatalogModule>> = {
  en_US: () => import('./locales/en-us'),
  zh_CN: () => import('./locales/zh-cn'),
  zh_TW: () => import('./locales/zh-tw'),
  vi_VN: () => import('./locales/vi-vn'),
  ko_KR: () => import('./locales/ko-kr'),
  ja_JP: () => import('./locales/ja-jp'),
  th_TH: () => import('./locales/th-th'),
  hi_IN: () => import('./locales/hi-in'),
  my_MM: () => import('./locales/my-mm'),
  ta_IN: () => import('./locales/ta-in'),
  bn_BD: () => import('./locales/bn-bd'),
};

export type LoadedCatalog = Record<string, unknown>;

/**
 * The language's UI catalog plus the shared validation texts of the contracts (spec §5 keys such as
 * `signup.err_psw_length`, kept as flat keys) so forms and server 400s read the same words.
 */
export async function loadCatalog(language: LangCode): Promise<LoadedCatalog> {
  const module = await loaders[language]();
  const validation = language === 'en_US' || language === 'zh_CN' ? validationMessages[language] : {};
  return { ...validation, ...module.default };
}
