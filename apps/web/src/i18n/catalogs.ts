import type { LangCode, ValidationMessages } from '@arks/contracts';
import type { Catalog, PartialCatalog } from './catalog-types';

type CatalogModule = { default: Catalog | PartialCatalog };
type ValidationModule = { default: ValidationMessages };

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

/** The language's validation texts of the contracts, each its own chunk like the UI catalog. */
const validationLoaders: Record<LangCode, () => Promise<ValidationModule>> = {
  en_US: () => import('@arks/contracts/validation-messages/en-us'),
  zh_CN: () => import('@arks/contracts/validation-messages/zh-cn'),
  zh_TW: () => import('@arks/contracts/validation-messages/zh-tw'),
  vi_VN: () => import('@arks/contracts/validation-messages/vi-vn'),
  ko_KR: () => import('@arks/contracts/validation-messages/ko-kr'),
  ja_JP: () => import('@arks/contracts/validation-messages/ja-jp'),
  th_TH: () => import('@arks/contracts/validation-messages/th-th'),
  hi_IN: () => import('@arks/contracts/validation-messages/hi-in'),
  my_MM: () => import('@arks/contracts/validation-messages/my-mm'),
  ta_IN: () => import('@arks/contracts/validation-messages/ta-in'),
  bn_BD: () => import('@arks/contracts/validation-messages/bn-bd'),
};

export type LoadedCatalog = Record<string, unknown>;

/**
 * The language's UI catalog plus the shared validation texts of the contracts (spec §5 keys such as
 * `signup.err_psw_length`, kept as flat keys) so forms and server 400s read the same words.
 */
export async function loadCatalog(language: LangCode): Promise<LoadedCatalog> {
  const [module, validation] = await Promise.all([loaders[language](), validationLoaders[language]()]);
  return { ...validation.default, ...module.default };
}
